/**
 * One search index per language (and version): the pages the browser's search worker
 * indexes, packed (see `search-index-file.ts` in the runtime's shared code). File names carry
 * a content hash so a CDN can cache them forever; the client learns them from the site data.
 */
import { createHash } from 'node:crypto';
import { type PageData, packSearchIndex, packSearchPage, type SearchIndexInfo, type SearchIndexMeta } from '@quire/shared';
import { compactWhitespace } from './compact-text.js';

export interface SearchIndexFile {
  info: SearchIndexInfo;
  json: string;
}

/** A page as the index takes it: its data and its plain text. */
export interface SearchPage {
  page: PageData;
  text: string;
}

/** The pages of one index file. */
export interface SearchIndexGroup<P = SearchPage> {
  lang: string;
  version: string;
  pages: P[];
}

export function searchIndexFileName(lang: string, version: string, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return `static/search_index${version ? `.${version}` : ''}.${lang}.${hash}.json`;
}

function indexedPage({ page, text }: SearchPage) {
  const { text: content, offsets } = compactWhitespace(
    text,
    page.toc.map((h) => h.charIndex),
  );
  return { title: page.title, routePath: page.routePath, content, toc: page.toc.map((h, i) => ({ ...h, charIndex: offsets[i] })) };
}

/** How pages are grouped into index files: by language, and by version unless one index spans them (`search.versioned: false`). */
export interface IndexGrouping {
  versioned: boolean;
}

/** Where a page's part of the index goes, and whether it has one: what grouping reads of a page. */
export interface SearchPlace {
  routePath: string;
  lang: string;
  version: string;
  searched: boolean;
}

/** Whether a page is in the search index: not the 404 page, nor left out by its frontmatter (`search: false`). */
export function isSearched(page: Pick<PageData, 'pageType' | 'frontmatter'>): boolean {
  return page.pageType !== '404' && page.frontmatter.search !== false;
}

export function searchPlace(page: PageData): SearchPlace {
  return { routePath: page.routePath, lang: page.lang, version: page.version, searched: isSearched(page) };
}

/** The searchable pages by index file, in the order of `pages`. */
export function searchIndexGroups<P extends Pick<SearchPage, 'page'>>(pages: readonly P[], grouping?: IndexGrouping): SearchIndexGroup<P>[] {
  return groupByPlace(pages, (entry) => searchPlace(entry.page), grouping);
}

/** `searchIndexGroups` for pages that tell their places without their data. */
export function groupByPlace<P>(
  pages: readonly P[],
  placeOf: (page: P) => SearchPlace,
  grouping: IndexGrouping = { versioned: true },
): SearchIndexGroup<P>[] {
  const groups = new Map<string, SearchIndexGroup<P>>();
  for (const entry of pages) {
    const place = placeOf(entry);
    if (!place.searched) continue;
    const { lang } = place;
    const version = grouping.versioned ? place.version : '';
    const key = `${version}\u0000${lang}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { lang, version, pages: [] }));
    group.pages.push(entry);
  }
  return [...groups.values()];
}

/** A page's part of its index file's JSON: the same whatever the other pages of the index. */
export function searchPageJson(entry: SearchPage): string {
  return JSON.stringify(packSearchPage(indexedPage(entry)));
}

/**
 * The index file's JSON from its pages' parts (`searchPageJson`), as `JSON.stringify` of the
 * packed index writes it: the fields said once, then the pages in order, the last field.
 */
export function searchIndexJson(meta: SearchIndexMeta, pageJsons: readonly string[]): string {
  const empty = JSON.stringify(packSearchIndex(meta, []));
  if (!empty.endsWith('[]}')) throw new Error('the packed search index no longer ends with its pages');
  return `${empty.slice(0, -2)}${pageJsons.join(',')}]}`;
}

/** An index file from its pages' parts. */
export function searchIndexFile(
  { lang, version }: Pick<SearchIndexGroup, 'lang' | 'version'>,
  domain: string,
  pageJsons: readonly string[],
): SearchIndexFile {
  const json = searchIndexJson({ lang, version, domain }, pageJsons);
  return { info: { lang, version, file: searchIndexFileName(lang, version, json) }, json };
}

export function buildSearchIndex(group: SearchIndexGroup, domain = ''): SearchIndexFile {
  return searchIndexFile(group, domain, group.pages.map(searchPageJson));
}

export function buildSearchIndexes(pages: readonly SearchPage[], domain = '', grouping?: IndexGrouping): SearchIndexFile[] {
  return searchIndexGroups(pages, grouping).map((group) => buildSearchIndex(group, domain));
}
