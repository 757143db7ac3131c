/**
 * The search index file as shipped: what is the same for every page (language, version,
 * domain) said once, each page as a short array, and nothing the worker can derive (folded
 * text, the header list, a title that is the first line of the content, headings that are
 * lines of the content, which a mark at their start replaces, heading ids that are plain
 * slugs of their text). The compiler packs, the search worker unpacks; both sides import this
 * module so they cannot drift apart.
 */
import type { TocItem } from './types.js';

export const SEARCH_INDEX_FORMAT = 1;

/**
 * Heading: id (`0` when it is the slug `headingSlugs` derives from the text) and depth, when
 * the heading is the line that starts at the next `HEADING_MARK` in the content; otherwise
 * text, id, depth and offset in the content.
 */
export type PackedHeading = [id: string | 0, depth: number] | [text: string, id: string | 0, depth: number, charIndex: number];

/** Marks where a heading line starts in packed content. Private use: never in page text. */
export const HEADING_MARK = '\uE000';

/** Page: route, title (`0` when it is the content's first line, which a title with a line break cannot be), content, headings. */
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
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
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

function packPage(content: string, toc: readonly TocItem[]): { content: string; toc: PackedHeading[] } {
  const slugs = headingSlugs(toc.map((h) => h.text));
  const canMark = !content.includes(HEADING_MARK);
  const marks: number[] = [];
  const packed = toc.map((h, i): PackedHeading => {
    const id = h.id === slugs[i] ? 0 : h.id;
    const end = h.charIndex + h.text.length;
    const isLine = h.text && !h.text.includes('\n') && content.startsWith(h.text, h.charIndex) && (end === content.length || content[end] === '\n');
    if (canMark && isLine && h.charIndex > (marks.at(-1) ?? -1)) {
      marks.push(h.charIndex);
      return [id, h.depth];
    }
    return [h.text, id, h.depth, h.charIndex];
  });
  let marked = '';
  let at = 0;
  for (const m of marks) {
    marked += content.slice(at, m) + HEADING_MARK;
    at = m;
  }
  return { content: marked + content.slice(at), toc: packed };
}

function unpackPage(marked: string, toc: readonly PackedHeading[]): { content: string; toc: TocItem[] } {
  const starts: number[] = [];
  let content = '';
  let at = 0;
  for (let i = marked.indexOf(HEADING_MARK); i !== -1; i = marked.indexOf(HEADING_MARK, i + 1)) {
    content += marked.slice(at, i);
    starts.push(content.length);
    at = i + 1;
  }
  content += marked.slice(at);
  let next = 0;
  const items = toc.map((h) => {
    if (h.length === 4) return { text: h[0], id: h[1], depth: h[2], charIndex: h[3] };
    const start = starts[next++] ?? -1;
    const end = content.indexOf('\n', start);
    return { text: start < 0 ? '' : content.slice(start, end < 0 ? undefined : end), id: h[0], depth: h[1], charIndex: start };
  });
  const slugs = headingSlugs(items.map((h) => h.text));
  return { content, toc: items.map((h, i): TocItem => ({ ...h, id: h.id === 0 ? slugs[i] : h.id })) };
}

/** One page as the index file holds it: what it is depends on the page alone, not on the rest of the index. */
export function packSearchPage(p: Omit<SearchRecord, 'id' | 'headers'>): PackedPage {
  const { content, toc } = packPage(p.content, p.toc);
  return [
    p.routePath,
    p.title && !p.title.includes('\n') && (p.content === p.title || p.content.startsWith(`${p.title}\n`)) ? 0 : p.title,
    content,
    toc,
  ];
}

export function packSearchIndex(meta: SearchIndexMeta, pages: ReadonlyArray<Omit<SearchRecord, 'id' | 'headers'>>): PackedSearchIndex {
  return { format: SEARCH_INDEX_FORMAT, ...meta, pages: pages.map(packSearchPage) };
}

function isPacked(data: unknown): data is PackedSearchIndex {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as PackedSearchIndex).format === SEARCH_INDEX_FORMAT &&
    Array.isArray((data as PackedSearchIndex).pages)
  );
}

/**
 * Records from a packed index. A plain array of records (the format before packing, still
 * what a remote or hand-made index may hold) is accepted as it is; anything else is an error.
 */
export function unpackSearchIndex(data: unknown): SearchRecord[] {
  if (Array.isArray(data)) {
    return (data as Array<Omit<SearchRecord, 'headers'> & { headers?: string[] }>).map((r, id) => ({
      ...r,
      id,
      headers: r.headers ?? r.toc.map((h) => h.text),
    }));
  }
  if (!isPacked(data)) throw new Error(`not a search index (expected format ${SEARCH_INDEX_FORMAT})`);
  return data.pages.map(unpackSearchPage);
}

/** One page's record from its packed form (`packSearchPage`). */
export function unpackSearchPage([routePath, title, marked, packedToc]: PackedPage, id: number): SearchRecord {
  const { content, toc: headings } = unpackPage(marked, packedToc);
  const newline = content.indexOf('\n');
  return {
    id,
    title: title === 0 ? (newline < 0 ? content : content.slice(0, newline)) : title,
    routePath,
    content,
    toc: headings,
    headers: headings.map((h) => h.text),
  };
}
