/**
 * The split search index: what a query fetches is what it needs. A small head file per
 * language (the words to match a query against, the posting chunks by first term, each page's
 * record file) that the worker loads when search starts; posting chunks, fetched for the query's
 * terms; and one record file per page (its packed text, `search-index-file.ts`), fetched only for
 * the pages a query ranks high enough to show. Every file but the head is named by its content,
 * and chunks are cut where a term's hash says, not by size, so an edit renames only the chunks
 * whose terms it changed. An edit build leaves the chunks as they were cut and names a delta file
 * of the postings its pages changed, which the reader lays over each chunk's. The compiler writes
 * these files, the worker reads them.
 */
import type { PackedPage } from './search-index-file.js';

export const SPLIT_INDEX_FORMAT = 2;

export interface SplitIndexHead {
  format: typeof SPLIT_INDEX_FORMAT;
  lang: string;
  version: string;
  domain: string;
  /** The folder of the chunk and record files, relative to the head file. */
  dir: string;
  /** Each page's record file hash, in page order (a page's id is its place here). */
  pages: string[];
  /** The distinct Latin words and the distinct Cyrillic words, sorted. */
  latin: string[];
  cyrillic: string[];
  /** Posting chunks: the first term each holds (sorted) and the file's hash. */
  chunks: Array<[first: string, hash: string]>;
  /** The posting delta file's hash, when pages changed since the chunks were cut. */
  delta?: string;
}

/**
 * A posting chunk: per term, its pages as pairs flattened, the page id as the gap from the
 * previous one and the value `count << FLAG_BITS | flags` (`search-terms.ts`).
 */
export type PostingChunk = Record<string, number[]>;

/**
 * Postings changed since the chunks were cut: per term, pairs flattened of a page id (not a gap)
 * and the page's value now, 0 when the page no longer has the term.
 */
export type PostingDelta = Record<string, number[]>;

/** A record file: one page, packed. */
export type RecordFile = PackedPage;

export const postingFile = (dir: string, hash: string) => `${dir}/t.${hash}.json`;
export const deltaFile = (dir: string, hash: string) => `${dir}/d.${hash}.json`;
export const recordFile = (dir: string, hash: string) => `${dir}/r.${hash}.json`;

export function isSplitIndexHead(data: unknown): data is SplitIndexHead {
  return typeof data === 'object' && data !== null && (data as SplitIndexHead).format === SPLIT_INDEX_FORMAT;
}

/** Orders terms by UTF-16 code units, the same in every locale. */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The chunk a term is in: the last whose first term is not after it. */
export function chunkOf(chunks: SplitIndexHead['chunks'], term: string): number {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (compareTerms(chunks[mid][0], term) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** FNV-1a of a term: where chunks are cut. */
function termHash(term: string): number {
  let h = 2166136261;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * Sorted terms cut into chunks of about `targetBytes` of postings: a term starts a new chunk
 * when its hash is a multiple of a power of two picked from the average posting size. The cut
 * depends on the term, not on its neighbours, so a term added or dropped changes one chunk.
 */
export function cutChunks(terms: readonly string[], bytesOf: (term: string) => number, targetBytes: number): string[][] {
  const total = terms.reduce((sum, t) => sum + bytesOf(t), 0);
  const perChunk = total && terms.length ? (targetBytes * terms.length) / total : 1;
  const every = 2 ** Math.max(0, Math.round(Math.log2(Math.max(perChunk, 1))));
  const chunks: string[][] = [];
  for (const term of terms) {
    if (!chunks.length || termHash(term) % every === 0) chunks.push([]);
    chunks[chunks.length - 1].push(term);
  }
  return chunks;
}

/** Pages of one term from its flattened postings: page id → value. */
export function decodePostings(flat: readonly number[]): Map<number, number> {
  const pages = new Map<number, number>();
  let page = 0;
  for (let i = 0; i < flat.length; i += 2) {
    page += flat[i];
    pages.set(page, flat[i + 1]);
  }
  return pages;
}

/** A term's pages with the delta's changes laid over them, in page order. */
export function applyPostingDelta(pages: ReadonlyMap<number, number>, changes: readonly number[] | undefined): Map<number, number> {
  if (!changes) return new Map(pages);
  const merged = new Map(pages);
  for (let i = 0; i < changes.length; i += 2) {
    if (changes[i + 1] === 0) merged.delete(changes[i]);
    else merged.set(changes[i], changes[i + 1]);
  }
  return new Map([...merged].sort((a, b) => a[0] - b[0]));
}
