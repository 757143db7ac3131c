import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserConfig } from '#core/config/types.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { reportTranslations, translationPages } from '#core/project/translations.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';

// Outside any git repository: staleness comes from recorded hashes only.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-translations-'));
const files: Record<string, string> = {
  'en/index.mdx': '# Home\n',
  'zh/index.mdx': '# 首页\n',
  'en/guide/index.mdx': '# Guide\n\n## Start\n',
  'zh/guide/index.mdx': '# 指南\n\n## 开始 {#start}\n',
  'en/guide/a.md': '# A\n',
  'zh/guide/a.mdx': '# 甲\n',
  'en/guide/b.mdx': '# B\n\n## Usage\n',
  'zh/guide/b.mdx': "---\nsourceHash: '00000000'\n---\n\n# 乙\n\n## 用法\n",
  'en/guide/rem.mdx': '# Rem\n',
  'en/shared/note.mdx': 'A note.\n',
  'en/shared/tip.mdx': 'A tip.\n',
  'zh/shared/tip.mdx': "---\nsourceHash: '00000000'\n---\n\n提示。\n",
};

async function project(translations: UserConfig['translations'] = {}) {
  const config = resolveConfig({
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ],
    translations,
  });
  const p = closeLater(new Project(config, root, { mode: 'build' }));
  await p.scan();
  return p;
}

beforeAll(() => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', file), text);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const closeLater = closedAfterEach();

describe('reportTranslations on a project', () => {
  it('in dev, reads no page while the bundler builds an edit, and goes on once it is done', async () => {
    let bundlerDone: () => void = () => undefined;
    let busy: Promise<void> = new Promise((resolve) => {
      bundlerDone = resolve;
    });
    let asked = 0;
    const config = resolveConfig({
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '中文' },
      ],
    });
    const p = closeLater(
      new Project(config, root, {
        mode: 'dev',
        foreground: () => {
          asked++;
          return busy;
        },
      }),
    );
    await p.scan();
    let reported = false;
    const report = reportTranslations(p, { checks: ['missing'] }).then((r) => {
      reported = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reported).toBe(false);
    expect(asked).toBeGreaterThan(0);
    busy = Promise.resolve();
    bundlerDone();
    expect((await report)?.missing).toHaveLength(2);
  });

  it('pairs twins by route (index pages, .md with .mdx) and fragments by path; reads sourceHash before compiling', async () => {
    const report = await reportTranslations(await project(), { checks: ['missing', 'stale'] });
    expect(report?.checks).toEqual(['missing', 'stale']);
    expect(report?.missing).toEqual([
      { file: 'docs/en/guide/rem.mdx', lang: 'en', missingLang: 'zh' },
      { file: 'docs/en/shared/note.mdx', lang: 'en', missingLang: 'zh' },
    ]);
    expect(report?.stale).toMatchObject([
      { file: 'docs/zh/guide/b.mdx', sourceFile: 'docs/en/guide/b.mdx', by: 'hash', recordedHash: '00000000' },
      { file: 'docs/zh/shared/tip.mdx', sourceFile: 'docs/en/shared/tip.mdx', by: 'hash', recordedHash: '00000000' },
    ]);
    expect(report?.structure).toEqual([]);
  });

  it('compares outlines of compiled pages', async () => {
    const p = await project();
    await p.compileAll();
    const report = await reportTranslations(p);
    expect(report?.structure.map((s) => [s.file, s.differences[0].translation?.id])).toEqual([['docs/zh/guide/b.mdx', '用法']]);
  });

  it('hands the report each compiled page’s outline as it is, with no path.relative per page; a difference names depth and id alone', async () => {
    const p = await project();
    await p.compileAll();
    const relative = vi.spyOn(path, 'relative');
    const pages = await translationPages(p, ['missing', 'structure']);
    expect(relative).not.toHaveBeenCalled();
    relative.mockRestore();
    const b = pages.find((page) => page.file === 'docs/zh/guide/b.mdx');
    expect(b?.headings).toBe(p.compiledPageData(path.join(root, 'docs/zh/guide/b.mdx'))?.toc);
    const report = await reportTranslations(p);
    expect(report?.structure[0].differences).toEqual([{ position: 1, source: { depth: 2, id: 'usage' }, translation: { depth: 2, id: '用法' } }]);
  });

  it('leaves out excluded pages and all their twins', async () => {
    const report = await reportTranslations(await project({ exclude: ['guide/rem.mdx', 'guide/b.*', 'shared/**'] }));
    expect(report?.missing).toEqual([]);
    expect(report?.stale).toEqual([]);
    expect(report?.pageCounts).toEqual({ en: 3, zh: 3 });
  });

  it("is skipped with report: 'off'", async () => {
    expect(await reportTranslations(await project({ report: 'off' }))).toBeUndefined();
  });
});

describe('fragments of a versioned site', () => {
  it('are found in each version’s language folders, from the scan’s walk, and none under node_modules', async () => {
    const versioned = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-translations-versions-'));
    try {
      const pages = ['v1/en/index.mdx', 'v1/zh/index.mdx', 'v2/en/index.mdx', 'v2/zh/index.mdx'];
      const fragments = ['v1/en/shared/note.mdx', 'v2/en/shared/note.mdx', 'v2/zh/shared/note.mdx', 'v2/en/guide/shared/deep.md'];
      for (const file of [...pages, ...fragments, 'v2/en/node_modules/pkg/shared/readme.md']) {
        fs.mkdirSync(path.dirname(path.join(versioned, 'docs', file)), { recursive: true });
        fs.writeFileSync(path.join(versioned, 'docs', file), '# Text\n');
      }
      const config = resolveConfig({
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'zh', label: '中文' },
        ],
        multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
      });
      const p = closeLater(new Project(config, versioned, { mode: 'build' }));
      await p.scan();
      const report = await reportTranslations(p, { checks: ['missing'] });
      expect(report?.missing).toEqual([
        { file: 'docs/v1/en/shared/note.mdx', lang: 'en', missingLang: 'zh' },
        { file: 'docs/v2/en/guide/shared/deep.md', lang: 'en', missingLang: 'zh' },
      ]);
    } finally {
      fs.rmSync(versioned, { recursive: true, force: true });
    }
  });
});
