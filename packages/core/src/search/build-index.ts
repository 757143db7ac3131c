/**
 * One search index per language (and version): the pages the browser's search worker
 * indexes, packed (see `search-index-file.ts` in the runtime's shared code). File names carry
 * a content hash so a CDN can cache them forever; the client learns them from the site data.
 */
import { createHash } from 'node:crypto';
import { type PageData, packSearchIndex, type SearchIndexInfo } from '@quire/runtime/shared';
import { compactWhitespace } from './compact-text.js';

export interface SearchIndexFile {
  info: SearchIndexInfo;
  json: string;
}

export function searchIndexFileName(lang: string, version: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return `static/search_index${version ? `.${version}` : ''}.${lang}.${hash}.json`;
}

function indexedPage({ page, text }: { page: PageData; text: string }) {
  const { text: content, offsets } = compactWhitespace(
    text,
    page.toc.map((h) => h.charIndex),
  );
  return { title: page.title, routePath: page.routePath, content, toc: page.toc.map((h, i) => ({ ...h, charIndex: offsets[i] })) };
}

export function buildSearchIndexes(pages: ReadonlyArray<{ page: PageData; text: string }>, domain = ''): SearchIndexFile[] {
  const groups = new Map<string, Array<{ page: PageData; text: string }>>();
  for (const entry of pages) {
    if (entry.page.pageType === '404' || entry.page.frontmatter.search === false) continue;
    const key = `${entry.page.version}\u0000${entry.page.lang}`;
    const list = groups.get(key) ?? [];
    list.push(entry);
    groups.set(key, list);
  }
  return [...groups.entries()].map(([key, list]) => {
    const [version, lang] = key.split('\u0000');
    const json = JSON.stringify(packSearchIndex({ lang, version, domain }, list.map(indexedPage)));
    return { info: { lang, version, file: searchIndexFileName(lang, version, json) }, json };
  });
}
