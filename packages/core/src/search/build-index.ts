/**
 * One search index per language (and version): the records the browser's search worker
 * indexes. File names carry a content hash so a CDN can cache them forever; the client
 * learns them from the site data.
 */
import { createHash } from 'node:crypto';
import type { PageData, SearchIndexInfo, TocItem } from '@quire/runtime/shared';

export interface SearchRecord {
  id: number;
  title: string;
  /** Title lower-cased, accents removed: what matching compares against. */
  normalizedTitle: string;
  routePath: string;
  lang: string;
  version: string;
  domain: string;
  content: string;
  toc: TocItem[];
  headers: string[];
}

export interface SearchIndexFile {
  info: SearchIndexInfo;
  json: string;
}

export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function searchIndexFileName(lang: string, version: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return `static/search_index${version ? `.${version}` : ''}.${lang}.${hash}.json`;
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
    const records: SearchRecord[] = list.map(({ page, text }, id) => ({
      id,
      title: page.title,
      normalizedTitle: normalizeText(page.title),
      routePath: page.routePath,
      lang,
      version,
      domain,
      content: text,
      toc: page.toc,
      headers: page.toc.map((h) => h.text),
    }));
    const json = JSON.stringify(records);
    return { info: { lang, version, file: searchIndexFileName(lang, version, json) }, json };
  });
}
