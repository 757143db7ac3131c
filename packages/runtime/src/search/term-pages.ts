/**
 * A split index's postings as the searcher reads them, in typed arrays: a word most pages hold
 * names thousands of pages, and a map entry and an object for each of them kept the reader's
 * first search waiting on the garbage collector.
 */
import { decodePostingArrays } from '@quire/shared/search-split-index';
import { FLAG_BITS, IN_HEADER, IN_TITLE } from '@quire/shared/search-terms';
import type { TermInPage } from './page-ranking';

/** One index word's postings: page ids ascending, each with its packed count and flags. */
export class PostingList {
  private constructor(
    private readonly ids: Int32Array,
    private readonly values: Int32Array,
  ) {}

  /** From a posting chunk's flat list: page-id gaps and values, alternating. */
  static decode(flat: readonly number[]): PostingList {
    const { ids, values } = decodePostingArrays(flat);
    return new PostingList(ids, values);
  }

  /** From pages and values in page order (a posting list with an edit build's delta laid over it). */
  static fromEntries(entries: Iterable<readonly [number, number]>): PostingList {
    const list = [...entries];
    return new PostingList(
      Int32Array.from(list, ([p]) => p),
      Int32Array.from(list, ([, v]) => v),
    );
  }

  get size(): number {
    return this.ids.length;
  }

  /** The page id at `index` in page order. */
  pageAt(index: number): number {
    return this.ids[index];
  }

  /** The packed value at `index` in page order. */
  valueAt(index: number): number {
    return this.values[index];
  }

  get(p: number): number | undefined {
    const at = this.indexOf(p);
    return at < 0 ? undefined : this.values[at];
  }

  has(p: number): boolean {
    return this.indexOf(p) >= 0;
  }

  private indexOf(p: number): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (this.ids[mid] === p) return mid;
      if (this.ids[mid] < p) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}

/**
 * How a query word meets each page it holds, by page id over the whole index: the map the
 * ranking reads, kept as one array per measure rather than an object per page.
 */
export class TermPages implements ReadonlyMap<number, TermInPage> {
  private readonly held: Uint8Array;
  private readonly inTitle: Float64Array;
  private readonly inHeader: Float64Array;
  private readonly tf: Float64Array;
  /** The flags of the query word itself on each page (a CJK run: those all its pairs share there). */
  private readonly flags: Int32Array;
  private ids: Int32Array | undefined;

  private constructor(pageCount: number) {
    this.held = new Uint8Array(pageCount);
    this.inTitle = new Float64Array(pageCount);
    this.inHeader = new Float64Array(pageCount);
    this.tf = new Float64Array(pageCount);
    this.flags = new Int32Array(pageCount);
  }

  /**
   * A Latin or Cyrillic query word from the index words it matched, in the head's order: counts
   * summed by match quality, title and heading by the best match, as the whole index sums them.
   */
  static ofWords(pageCount: number, words: ReadonlyArray<{ quality: number; postings: PostingList; itself: boolean }>): TermPages {
    const pages = new TermPages(pageCount);
    for (const { quality, postings, itself } of words) {
      for (let i = 0; i < postings.size; i++) {
        const p = postings.pageAt(i);
        const value = postings.valueAt(i);
        pages.held[p] = 1;
        if (itself) pages.flags[p] = value;
        pages.tf[p] += (value >> FLAG_BITS) * quality;
        if (value & IN_TITLE) pages.inTitle[p] = Math.max(pages.inTitle[p], quality);
        if (value & IN_HEADER) pages.inHeader[p] = Math.max(pages.inHeader[p], quality);
      }
    }
    return pages;
  }

  /** A CJK run's most on each page from its pairs' postings, with the flags all of them share there. */
  static ofGrams(pageCount: number, grams: readonly PostingList[]): TermPages {
    const pages = new TermPages(pageCount);
    const [first, ...rest] = grams;
    for (let i = 0; i < first.size; i++) {
      const p = first.pageAt(i);
      const values = rest.map((g) => g.get(p));
      if (values.some((v) => v === undefined)) continue;
      let tf = first.valueAt(i) >> FLAG_BITS;
      let shared = first.valueAt(i);
      for (const v of values as number[]) {
        tf = Math.min(tf, v >> FLAG_BITS);
        shared &= v;
      }
      pages.held[p] = 1;
      pages.inTitle[p] = shared & IN_TITLE ? 1 : 0;
      pages.inHeader[p] = shared & IN_HEADER ? 1 : 0;
      pages.tf[p] = Math.min(tf, 50);
      pages.flags[p] = shared;
    }
    return pages;
  }

  /** The flags the query word itself has on page `p`; 0 where it is not there as written. */
  flagsOf(p: number): number {
    return this.flags[p];
  }

  /** Page ids in page order. */
  pageIds(): Int32Array {
    if (!this.ids) {
      const ids: number[] = [];
      for (let p = 0; p < this.held.length; p++) if (this.held[p]) ids.push(p);
      this.ids = Int32Array.from(ids);
    }
    return this.ids;
  }

  /** Adds this word's share of each page's score to `score`, and counts it in `held`, `titled` and `headed`: no object per page. */
  addTo(score: Float64Array, idf: number, counts: { held: Uint8Array; titled: Uint8Array; headed: Uint8Array }): void {
    for (const p of this.pageIds()) {
      const tf = this.tf[p];
      score[p] += idf * (10 * this.inTitle[p] + 4 * this.inHeader[p] + (3 * tf) / (tf + 2));
      counts.held[p]++;
      if (this.inTitle[p] > 0) counts.titled[p]++;
      if (this.inHeader[p] > 0) counts.headed[p]++;
    }
  }

  get size(): number {
    return this.pageIds().length;
  }

  has(p: number): boolean {
    return this.held[p] === 1;
  }

  get(p: number): TermInPage | undefined {
    return this.has(p) ? { inTitle: this.inTitle[p], inHeader: this.inHeader[p], tf: this.tf[p] } : undefined;
  }

  keys(): MapIterator<number> {
    return this.pageIds().values();
  }

  *entries(): MapIterator<[number, TermInPage]> {
    for (const p of this.pageIds()) yield [p, this.get(p) as TermInPage];
  }

  *values(): MapIterator<TermInPage> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[number, TermInPage]> {
    return this.entries();
  }

  forEach(callback: (value: TermInPage, key: number, map: ReadonlyMap<number, TermInPage>) => void): void {
    for (const [p, value] of this.entries()) callback(value, p, this);
  }
}
