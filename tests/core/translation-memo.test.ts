/**
 * The translation report from the last build's page records: after any sequence of edits (outlines,
 * recorded hashes, source texts, twins removed and added) it equals the report made without them,
 * and an edit makes again only the edited page's record.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { reportTranslations } from '#core/project/translations.ts';
import { fuzzParameters } from '../fuzz/fuzz-config.ts';

// Outside any git repository: staleness comes from recorded hashes only.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-translation-memo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const config = resolveConfig({
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '中文' },
  ],
});

/** A build's project over the files as they are: scanned and compiled, through the caches in `.quire/`. */
async function built(root: string): Promise<Project> {
  const project = new Project(config, root, { mode: 'build', compileThreads: 0 });
  await project.scan();
  await project.compileAll();
  return project;
}

function write(root: string, file: string, text: string | undefined): void {
  const target = path.join(root, 'docs', file);
  if (text === undefined) {
    fs.rmSync(target, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

let sites = 0;
function site(pages: Record<string, string>): string {
  const root = path.join(dir, `site-${sites++}`);
  for (const [file, text] of Object.entries(pages)) write(root, file, text);
  return root;
}

const page = (title: string, headings: readonly string[], sourceHash?: string) =>
  `${sourceHash ? `---\nsourceHash: '${sourceHash}'\n---\n\n` : ''}# ${title}\n\n${headings.map((h) => `## ${h}\n\nText.\n`).join('\n')}`;

describe('translation report from the last build', () => {
  it('makes again only the record of the page an edit changed', async () => {
    const root = site({
      'en/index.md': page('Home', ['Start']),
      'zh/index.md': page('首页', ['Start']),
      'en/a.md': page('A', ['One', 'Two']),
      'zh/a.md': page('甲', ['One']),
    });
    const memoFile = path.join(root, '.quire/cache/translation-pages.json');
    const first = await reportTranslations(await built(root), { memoFile });
    write(root, 'zh/a.md', page('甲', ['One', 'Two']));
    const project = await built(root);
    const made = vi.spyOn(project, 'compiledPageData');
    const second = await reportTranslations(project, { memoFile });
    expect(made.mock.calls.map(([file]) => path.relative(root, file))).toEqual([path.join('docs', 'zh', 'a.md')]);
    expect(first?.structure.map((s) => s.file)).toEqual(['docs/zh/a.md']);
    expect(second?.structure).toEqual([]);
  });

  it('after any edits, equals the report made without the records', async () => {
    const names = ['index', 'a', 'b'];
    const heading = fc.constantFrom('One', 'Two', 'Three');
    const edit = fc.record({
      name: fc.constantFrom(...names),
      lang: fc.constantFrom('en', 'zh'),
      // undefined: the page removed.
      headings: fc.option(fc.uniqueArray(heading, { maxLength: 3 }), { nil: undefined }),
      sourceHash: fc.option(fc.constantFrom('00000000', 'abcdef12'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        const root = site(Object.fromEntries(names.flatMap((n) => ['en', 'zh'].map((lang) => [`${lang}/${n}.md`, page(n, ['One'])]))));
        const memoFile = path.join(root, '.quire/cache/translation-pages.json');
        await reportTranslations(await built(root), { memoFile });
        for (const e of edits) {
          // The home pages stay: a site needs its root page.
          const headings = e.name === 'index' ? (e.headings ?? []) : e.headings;
          write(root, `${e.lang}/${e.name}.md`, headings && page(`${e.name} ${e.lang}`, headings, e.sourceHash));
          const project = await built(root);
          const now = 0;
          const withMemo = await reportTranslations(project, { now, memoFile });
          expect(withMemo).toEqual(await reportTranslations(project, { now }));
        }
      }),
      fuzzParameters(30),
    );
  }, 240_000);
});
