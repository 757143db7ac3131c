/**
 * The search index file as shipped: what is the same for every page (language, version,
 * domain) said once, each page as a short array, and nothing the worker can derive (folded
 * text, the header list, a title that is the first line of the content, heading texts that
 * the content holds anyway, heading ids that are plain slugs of their text). The compiler packs,
 * the search worker unpacks; both sides import this module so they cannot drift apart.
 */
import type { TocItem } from './types.js';

export const SEARCH_INDEX_FORMAT = 1;

/**
 * Heading: text (or its length, when the content holds it at `charIndex`), id (`0` when it is
 * the slug `headingSlugs` derives from the text), depth, offset in the content.
 */
export type PackedHeading = [text: string | number, id: string | 0, depth: number, charIndex: number];

/** Page: route, title (`0` when it is the content's first line), content, headings. */
export type PackedPage = [routePath: string, title: string | 0, content: string, toc: PackedHeading[]];

export interface PackedSearchIndex {
  format: typeof SEARCH_INDEX_FORMAT;
  lang: string;
  version: string;
  domain: string;
  pages: PackedPage[];
}

/** One page as the search core reads it. */
export interface SearchRecord {
  id: number;
  title: string;
  routePath: string;
  /** Plain text of the page, code included. */
  content: string;
  toc: TocItem[];
  /** The headings' texts, in order. */
  headers: string[];
}

export interface SearchIndexMeta {
  lang: string;
  version: string;
  domain: string;
}

/**
 * Ids as github-slugger gives them for most headings (lower case, punctuation dropped, spaces
 * to hyphens, `-1`, `-2`… for repeats). Only an approximation: a heading whose real id differs
 * ships its id, so packing never loses one.
 */
export function headingSlugs(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '').replace(/ /g, '-');
    let slug = base;
    while (seen.has(slug)) {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      slug = `${base}-${n}`;
    }
    seen.set(slug, 0);
    return slug;
  });
}

function packToc(content: string, toc: readonly TocItem[]): PackedHeading[] {
  const slugs = headingSlugs(toc.map((h) => h.text));
  return toc.map((h, i): PackedHeading => [
    h.charIndex >= 0 && h.text && content.startsWith(h.text, h.charIndex) ? h.text.length : h.text,
    h.id === slugs[i] ? 0 : h.id,
    h.depth,
    h.charIndex,
  ]);
}

function unpackToc(content: string, toc: readonly PackedHeading[]): TocItem[] {
  const texts = toc.map(([text, , , charIndex]) => (typeof text === 'number' ? content.slice(charIndex, charIndex + text) : text));
  const slugs = headingSlugs(texts);
  return toc.map(([, id, depth, charIndex], i) => ({ text: texts[i], id: id === 0 ? slugs[i] : id, depth, charIndex }));
}

export function packSearchIndex(meta: SearchIndexMeta, pages: ReadonlyArray<Omit<SearchRecord, 'id' | 'headers'>>): PackedSearchIndex {
  return {
    format: SEARCH_INDEX_FORMAT,
    ...meta,
    pages: pages.map((p) => [
      p.routePath,
      p.title && (p.content === p.title || p.content.startsWith(`${p.title}\n`)) ? 0 : p.title,
      p.content,
      packToc(p.content, p.toc),
    ]),
  };
}

function isPacked(data: unknown): data is PackedSearchIndex {
  return typeof data === 'object' && data !== null && (data as PackedSearchIndex).format === SEARCH_INDEX_FORMAT && Array.isArray((data as PackedSearchIndex).pages);
}

/**
 * Records from a packed index. A plain array of records (the format before packing, still
 * what a remote or hand-made index may hold) is accepted as it is; anything else is an error.
 */
export function unpackSearchIndex(data: unknown): SearchRecord[] {
  if (Array.isArray(data)) {
    return (data as Array<Omit<SearchRecord, 'headers'> & { headers?: string[] }>).map((r, id) => ({ ...r, id, headers: r.headers ?? r.toc.map((h) => h.text) }));
  }
  if (!isPacked(data)) throw new Error(`not a search index (expected format ${SEARCH_INDEX_FORMAT})`);
  return data.pages.map(([routePath, title, content, toc], id) => {
    const headings = unpackToc(content, toc);
    const newline = content.indexOf('\n');
    return {
      id,
      title: title === 0 ? (newline < 0 ? content : content.slice(0, newline)) : title,
      routePath,
      content,
      toc: headings,
      headers: headings.map((h) => h.text),
    };
  });
}
