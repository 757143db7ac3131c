/**
 * Every term of an index with its pages' flattened postings (`PostingChunk` in the shared code),
 * collected into typed arrays: per page, each term's id and value go into a log of fixed-size
 * segments, then every term's postings are laid out in one array by term. Nothing is copied as it
 * grows, so a site of 10,000 pages packs without the heap filling with the old arrays a
 * per-term `push` leaves behind.
 */
import { FLAG_BITS, type PackedPage, type PageTerm, pageTerms, unpackSearchPage } from '@quire/shared';

/** A page's value in a term's postings: its count and where the term is. */
export const postingValue = ({ count, flags }: Pick<PageTerm, 'count' | 'flags'>) => (count << FLAG_BITS) | flags;

/** Log entries per segment: a few hundred kilobytes, so the last one's unused part is small. */
const SEGMENT_ENTRIES = 1 << 16;
const EMPTY = new Int32Array(0);

export interface PostingTable {
  /** Every term, in the order first seen. */
  terms: readonly string[];
  script(term: string): PageTerm['script'] | undefined;
  /** A term's flattened postings, pages in order: the gap from the previous page, then the value, per page; none for a term not in the index. */
  postings(term: string): Int32Array;
}

/** The ids and values of every page's terms in page order, and where each page's entries end. */
interface PostingLog {
  ids: Int32Array[];
  values: Int32Array[];
  pageEnds: number[];
}

/** Each page's terms counted from its part as it comes, so only one page's are held at a time. */
function logPostings(parts: readonly string[], ids: Map<string, number>, terms: string[], scripts: Array<PageTerm['script']>): PostingLog {
  const log: PostingLog = { ids: [], values: [], pageEnds: [] };
  let size = 0;
  parts.forEach((json, page) => {
    for (const [term, value] of pageTerms(unpackSearchPage(JSON.parse(json) as PackedPage, page))) {
      let id = ids.get(term);
      if (id === undefined) {
        id = terms.length;
        ids.set(term, id);
        terms.push(term);
        scripts.push(value.script);
      }
      const at = size % SEGMENT_ENTRIES;
      if (at === 0) {
        log.ids.push(new Int32Array(SEGMENT_ENTRIES));
        log.values.push(new Int32Array(SEGMENT_ENTRIES));
      }
      log.ids[log.ids.length - 1][at] = id;
      log.values[log.values.length - 1][at] = postingValue(value);
      size++;
    }
    log.pageEnds.push(size);
  });
  return log;
}

/** The postings of the pages' packed parts, in page order. */
export function postingTable(parts: readonly string[]): PostingTable {
  const ids = new Map<string, number>();
  const terms: string[] = [];
  const scripts: Array<PageTerm['script']> = [];
  const log = logPostings(parts, ids, terms, scripts);
  const size = log.pageEnds.at(-1) ?? 0;
  // Where each term's postings start in `flat`, two numbers a page.
  const starts = new Int32Array(terms.length + 1);
  for (let e = 0; e < size; e++) starts[log.ids[Math.floor(e / SEGMENT_ENTRIES)][e % SEGMENT_ENTRIES] + 1] += 2;
  for (let t = 0; t < terms.length; t++) starts[t + 1] += starts[t];
  const flat = new Int32Array(size * 2);
  const next = starts.slice(0, terms.length);
  const last = new Int32Array(terms.length);
  let page = 0;
  log.ids.forEach((segmentIds, s) => {
    const segmentValues = log.values[s];
    const first = s * SEGMENT_ENTRIES;
    for (let i = 0; i < Math.min(SEGMENT_ENTRIES, size - first); i++) {
      while (log.pageEnds[page] <= first + i) page++;
      const id = segmentIds[i];
      flat[next[id]] = page - last[id];
      flat[next[id] + 1] = segmentValues[i];
      next[id] += 2;
      last[id] = page;
    }
    // A segment laid out is let go, so the whole log and the whole table are not held at once.
    log.ids[s] = EMPTY;
    log.values[s] = EMPTY;
  });
  return {
    terms,
    script: (term) => scripts[ids.get(term) ?? -1],
    postings: (term) => {
      const id = ids.get(term);
      return id === undefined ? EMPTY : flat.subarray(starts[id], starts[id + 1]);
    },
  };
}
