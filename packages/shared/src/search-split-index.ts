/**
 * The split search index: what a query fetches is what it needs, and the first file is the same
 * size at any site size. A head file per language (the words to match a query against, the
 * term table and the record groups' hashes, or when either is long the files it is cut into) that
 * the worker loads when search starts; term-table shards, fetched for the query's terms, naming
 * the posting chunks of their term range; the group table, fetched beside them; posting chunks,
 * fetched for the query's terms; and one
 * record file per page (its packed text, `search-index-file.ts`), fetched only for the pages a
 * query ranks high enough to show. Posting chunks are named by their content and cut where a
 * term's hash says, so an edit renames only the chunks whose terms it changed; a record is named
 * by its group's hash and its place in it, so a query reaches it with no page table of its own.
 * An edit build leaves the chunks, tables and records as they were cut and names a delta file of
 * the postings its pages changed, which the reader lays over each chunk's, and of the edited pages'
 * own records. The compiler writes these files, the
 * worker reads them.
 */
import type { PackedPage } from './search-index-file.js';

export const SPLIT_INDEX_FORMAT = 3;

/** Entries the head holds at most per table: a longer term table goes into at most this many shards, a longer group table into a file. */
export const HEAD_ENTRIES = 64;
/** Pages per record group: an edit renames its group's records. */
export const RECORD_GROUP = 64;

/** Files by first term (sorted, the first one's term empty) and their hash: posting chunks, or term-table shards. */
export type TermRanges = Array<[first: string, hash: string]>;

export interface SplitIndexHead {
  format: typeof SPLIT_INDEX_FORMAT;
  lang: string;
  version: string;
  domain: string;
  /** The folder of the other files, relative to the head file. */
  dir: string;
  /** Pages in the index; a page's id is its place in page order. */
  pageCount: number;
  /** The distinct Latin words but numbers (`isNumber`), and the distinct Cyrillic words, sorted. */
  latin: string[];
  cyrillic: string[];
  /** The posting chunks by first term when they fit in the head; otherwise the term table's shards by first term. */
  terms: { chunks: TermRanges } | { shards: TermRanges };
  /** Each record group's hash, a group being `RECORD_GROUP` pages in page order; or the hash of the file listing them. */
  groups: { hashes: string[] } | { table: string };
  /** The delta file's hash (`IndexDelta`), when pages changed since the chunks were cut. */
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

/**
 * The delta file: the postings changed since the chunks were cut, and the record of each page
 * whose text changed since, by page id in order and its own content hash (`pageRecordFile`), read
 * instead of its group's.
 */
export interface IndexDelta {
  postings: PostingDelta;
  records: Array<[page: number, hash: string]>;
}

/** A record file: one page, packed. */
export type RecordFile = PackedPage;

export const postingFile = (dir: string, hash: string) => `${dir}/t.${hash}.json`;
export const deltaFile = (dir: string, hash: string) => `${dir}/d.${hash}.json`;
/** An edited page's record, named by its own content: the delta names it. */
export const pageRecordFile = (dir: string, hash: string) => `${dir}/r.${hash}.json`;
export const termShardFile = (dir: string, hash: string) => `${dir}/s.${hash}.json`;
export const groupTableFile = (dir: string, hash: string) => `${dir}/g.${hash}.json`;

/** Page `p`'s record file, from its group's hash. */
export function recordFile(dir: string, groups: readonly string[], p: number): string {
  return `${dir}/r.${groups[Math.floor(p / RECORD_GROUP)]}.${p % RECORD_GROUP}.json`;
}

/** A term of digits only: left out of the head's words and matched by prefix from the chunks. */
export const isNumber = (term: string) => /^[0-9]+$/.test(term);

export function isSplitIndexHead(data: unknown): data is SplitIndexHead {
  return typeof data === 'object' && data !== null && (data as SplitIndexHead).format === SPLIT_INDEX_FORMAT;
}

/** Page `p`'s record file: the delta's for a page edited since the chunks were cut, otherwise its group's. */
export function pageRecord(dir: string, groups: readonly string[], edited: ReadonlyMap<number, string>, p: number): string {
  const own = edited.get(p);
  return own ? pageRecordFile(dir, own) : recordFile(dir, groups, p);
}

/** Every page's record file, in page order, reading the group table and delta with `read` when the head names them (tools and tests). */
export function allRecordFiles(head: SplitIndexHead, read: (file: string) => unknown): string[] {
  const groups = 'hashes' in head.groups ? head.groups.hashes : (read(groupTableFile(head.dir, head.groups.table)) as string[]);
  const edited = new Map(head.delta ? (read(deltaFile(head.dir, head.delta)) as IndexDelta).records : []);
  return Array.from({ length: head.pageCount }, (_v, p) => pageRecord(head.dir, groups, edited, p));
}

/** Orders terms by UTF-16 code units, the same in every locale. */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The range a term is in: the last whose first term is not after it. */
export function rangeOf(ranges: TermRanges, term: string): number {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (compareTerms(ranges[mid][0], term) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The hashes of the ranges that may hold terms from `from` to `to`. */
export function rangesBetween(ranges: TermRanges, from: string, to: string): string[] {
  return ranges.slice(rangeOf(ranges, from), rangeOf(ranges, to) + 1).map(([, hash]) => hash);
}

/** The last term a range can hold that starts with `prefix`: for the ranges a prefix spans. */
export const prefixEnd = (prefix: string) => `${prefix}\uffff`;

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

/** One term's flattened postings (page-id gaps and values, alternating) as page ids ascending and their values. */
export function decodePostingArrays(flat: readonly number[]): { ids: Int32Array; values: Int32Array } {
  const ids = new Int32Array(flat.length / 2);
  const values = new Int32Array(flat.length / 2);
  let page = 0;
  for (let i = 0; i < ids.length; i++) {
    page += flat[2 * i];
    ids[i] = page;
    values[i] = flat[2 * i + 1];
  }
  return { ids, values };
}

/** Pages of one term from its flattened postings: page id → value. */
export function decodePostings(flat: readonly number[]): Map<number, number> {
  const { ids, values } = decodePostingArrays(flat);
  return new Map(Array.from(ids, (p, i) => [p, values[i]]));
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
