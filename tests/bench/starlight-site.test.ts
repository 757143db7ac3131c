/** The generated tree as Starlight reads it, and its Pagefind index counted per language. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FRAMEWORK_ADAPTERS } from '../../scripts/bench/frameworks.mjs';
import { generateDocs, planTree, renderPage } from '../../scripts/bench/gen-docs.mjs';
import { indexBytes, searchIndexSizes } from '../../scripts/bench/output-files.mjs';
import { copyForStarlight, starlightPage, starlightUrl } from '../../scripts/bench/starlight-pages.mjs';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-starlight-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the Starlight copy of the generated tree', () => {
  it('maps pages to the URLs Starlight serves them at, English at the root', () => {
    expect(starlightUrl('guide/intro/queues-overview.md', 'en')).toBe('/guide/intro/queues-overview/');
    expect(starlightUrl('guide/intro/queues-overview.md', 'zh')).toBe('/zh/guide/intro/queues-overview/');
    expect(starlightUrl('index.md', 'en')).toBe('/');
    expect(starlightUrl('index.md', 'zh')).toBe('/zh/');
  });

  it('keeps the frontmatter, drops the body’s own title and points relative .md links at the site’s URLs', () => {
    const page = [
      '---',
      'title: "Queues overview"',
      '---',
      '',
      '# Queues overview',
      '',
      'See [Retry](../../reference/retry/backoff-guide.md) and [Jobs](./jobs-api.md).',
      '',
      '## Setup',
      '',
    ].join('\n');
    const out = starlightPage(page, 'guide/intro/queues-overview.md', 'zh', 'docs/zh/guide/intro/queues-overview.md');
    expect(out).toBe(
      [
        '---',
        'title: "Queues overview"',
        '---',
        '',
        'See [Retry](/zh/reference/retry/backoff-guide/) and [Jobs](/zh/guide/intro/jobs-api/).',
        '',
        '## Setup',
        '',
      ].join('\n'),
    );
  });

  it('names the file when a page has no title, which Starlight’s schema requires', () => {
    const page = ['---', 'description: "x"', '---', '', 'Text.'].join('\n');
    expect(() => starlightPage(page, 'a.md', 'en', 'docs/en/a.md')).toThrow(
      'docs/en/a.md:1:1: no title in the frontmatter, which Starlight requires',
    );
  });

  it('leaves no relative .md link and no second h1 in any generated page', () => {
    const manifest = planTree(60, 7);
    for (const section of manifest.sections) {
      for (const page of section.pages) {
        for (const lang of ['en', 'zh'] as const) {
          const out: string = starlightPage(renderPage(page, lang), page.rel, lang, page.rel);
          expect(out).toMatch(/^---\ntitle: "/);
          expect(out).not.toMatch(/\]\([^)]*\.md\)/);
          expect(out).not.toContain(`\n# ${page.title[lang]}\n`);
        }
      }
    }
  });

  it('writes English at the top of the content folder and Chinese under zh/, where edits find them', () => {
    const tree = tmp();
    const site = tmp();
    generateDocs({ pages: 12, outDir: tree, seed: 7 });
    copyForStarlight(path.join(tree, 'docs'), site);
    const starlight = FRAMEWORK_ADAPTERS.starlight;
    expect(fs.existsSync(path.join(site, 'src/content/docs/index.md'))).toBe(true);
    expect(fs.readFileSync(path.join(site, 'src/content/docs/zh/index.md'), 'utf8')).toContain('](/zh/guide/intro/');
    const first = fs.readdirSync(path.join(tree, 'docs/en/guide/intro'))[0].replace(/\.md$/, '');
    expect(fs.existsSync(starlight.sourceFile(site, 'en', `guide/intro/${first}`))).toBe(true);
    expect(fs.existsSync(starlight.sourceFile(site, 'zh', `guide/intro/${first}`))).toBe(true);
  });
});

describe('Pagefind’s index in the report', () => {
  it('counts the metadata and word index per language and leaves out excerpts and code', () => {
    const langOf = FRAMEWORK_ADAPTERS.starlight.searchIndexLang;
    expect(langOf('pagefind/pagefind.en_462d7a4b49.pf_meta')).toBe('en');
    expect(langOf('pagefind/pagefind.zh-cn_6043d49e4c5c2.pf_meta')).toBe('zh');
    expect(langOf('pagefind/index/zh-cn_2973d64.pf_index')).toBe('zh');
    expect(langOf('pagefind/fragment/en_fe580b4.pf_fragment')).toBeUndefined();
    expect(langOf('pagefind/wasm.en.pagefind')).toBeUndefined();
    expect(langOf('pagefind/pagefind.js')).toBeUndefined();
  });

  it('counts a file stored gzipped by its content (raw) and its size on disk (gzip)', () => {
    const content = Buffer.from('pagefind word index '.repeat(200));
    const stored = zlib.gzipSync(content);
    expect(indexBytes(stored)).toEqual({ raw: content.length, gzip: stored.length });
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'pagefind/index'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pagefind/index/en_abc1234.pf_index'), stored);
    expect(searchIndexSizes(dir, FRAMEWORK_ADAPTERS.starlight.searchIndexLang).en).toEqual({
      files: ['pagefind/index/en_abc1234.pf_index'],
      raw: content.length,
      gzip: stored.length,
    });
  });
});
