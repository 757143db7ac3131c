/**
 * The reader's first search downloads a bounded amount however large the site: the split
 * index's head, the posting chunks of the query's words and the record files of the pages it
 * shows. Built here from the benchmark's generated tree at 2,500 pages per language, as the build
 * packs it (the Markdown of each page standing for its text), without a browser or a site build.
 */
import { describe, expect, it } from 'vitest';
import { planTree, renderPage } from '../../scripts/bench/gen-docs.mjs';
import { searchIndexGroups, searchPageJson } from '#core/search/build-index.ts';
import { splitIndexFiles } from '#core/search/split-index.ts';
import type { PageData } from '#shared/types.ts';
import { firstSearchDownload } from './first-search-download';

/**
 * 100 KB gzip: the head (its words and chunk names, and ≈4.5 bytes per page naming its record:
 * 19–24 KB here), the query's posting chunks (≈2–7 KB each, one to four of them) and at most 24
 * records of ≈2–2.5 KB (`MAX_PAGES_READ`); 40–87 KB measured. The whole index this replaced
 * was 1.1 MB gzip at this size, eleven times the budget.
 */
const BUDGET = 100 * 1024;
const PAGES = 2500;

/** A generated page as the index takes it: its Markdown as text, its headings as its outline. */
function searchPage(rel: string, lang: string, markdown: string) {
  const text = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const toc = [...text.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => ({
    text: m[2],
    id: m[2].toLowerCase().replace(/\s+/g, '-'),
    depth: m[1].length,
    charIndex: m.index ?? 0,
  }));
  const title = /^# (.+)$/m.exec(text)?.[1] ?? rel;
  const page = {
    routePath: `/${lang}/${rel.replace(/\.md$/, '')}`,
    lang,
    version: '',
    title,
    description: '',
    frontmatter: {},
    pageType: 'doc',
    toc,
    _relativePath: rel,
    pagePath: '',
  };
  return { page: page as PageData, text };
}

function generatedIndex(lang: string) {
  const manifest = planTree(PAGES, 7);
  const pages = manifest.sections.flatMap((s) => s.pages.map((p) => searchPage(p.rel, lang, renderPage(p, lang))));
  const [group] = searchIndexGroups(pages);
  const { files } = splitIndexFiles({ lang, version: '', domain: '' }, group.pages.map(searchPageJson));
  const byName = new Map(files.map((f) => [f.file.replace(/^static\/search\//, ''), f.json]));
  const read = (file: string) => byName.get(file) ?? '';
  return { head: files[0].json, read, pages: pages.length };
}

describe(`the first search at ${PAGES} pages per language`, () => {
  for (const [lang, queries] of [
    ['en', ['retry', 'lock manager', 'storage.prefix', 'dead letters', 'rate limit']],
    ['zh', ['重试', '死信队列', '锁管理器', 'retry.backoff']],
  ] as const) {
    it(`${lang}: downloads at most ${BUDGET / 1024} KB gzip and finds pages`, async () => {
      const index = generatedIndex(lang);
      expect(index.pages).toBeGreaterThanOrEqual(PAGES - 1);
      for (const query of queries) {
        const download = await firstSearchDownload(index.head, index.read, query);
        expect(download.results.length, query).toBeGreaterThan(0);
        expect({ query, gzip: download.gzip, withinBudget: download.gzip <= BUDGET }).toMatchObject({ query, withinBudget: true });
      }
    }, 120_000);
  }
});
