/**
 * Searching a split index (`shared/search-split-index.ts`): the head's words answer which words
 * a query word matches, as the whole index would (numbers: by prefix, from the chunks their
 * range spans); the term table or its shards name the posting chunks of those words and of the
 * query's CJK pairs, which give each page's counts and flags, from which the ranking is known up to the
 * phrase bonus (and, for CJK runs, up to whether the pairs really meet as the run). Pages are
 * fetched best bound first, scored exactly from their text, until no page left can beat the
 * last shown or `MAX_PAGES_READ` were read: the results are those of the search over the whole
 * index (but for a phrase bonus past that cap), for a few pages' text.
 */
import { unpackSearchPage } from '@quire/shared/search-index-file';
import {
  applyPostingDelta,
  compareTerms,
  decodePostings,
  deltaFile,
  groupTableFile,
  isNumber,
  type IndexDelta,
  type PostingChunk,
  pageRecord,
  postingFile,
  prefixEnd,
  type RecordFile,
  rangesBetween,
  type SplitIndexHead,
  type TermRanges,
  termShardFile,
} from '@quire/shared/search-split-index';
import { HEADER_ALONE, queryGrams, TITLE_LAST } from '@quire/shared/search-terms';
import { candidatePages, COMMON, MISSING_COMMON, type Page, pageResult, preparePage, type ResolvedTerm, scorePage } from './page-ranking';
import { type ParsedQuery, parseQuery, type QueryTerm } from './query';
import type { PageResult } from './search-core';
import { matchQuality, nearMisses, wordsContaining } from './word-index';
import { QueryCache } from './query-cache.js';
import { PostingList, TermPages } from './term-pages';

/** Fetches a file of the index by its path relative to the head's folder. */
export type FetchIndexFile = (file: string) => Promise<unknown>;

/** A resolved query word with what the postings say of each page before its text is read. */
interface BoundedTerm extends ResolvedTerm {
  /** The most each page can have of the word: its postings' counts (CJK runs: from its pairs), and the flags of the word itself. */
  bounds: TermPages;
}

const CACHE_SIZE = 100;
/**
 * Query words shorter than this are not fetched ahead of the debounce: one or two letters are
 * inside most words, and their chunks would be most of the index.
 */
const PREFETCH_MIN_LENGTH = 3;
/**
 * Pages read per query at most: the phrase bonus of a query of several words can lift any page
 * that has them all, and reading every such page to know would fetch hundreds; past this many
 * the pages best by their postings stand for the rest.
 */
const MAX_PAGES_READ = 24;
/** Pages read in the first round: enough for the results of most queries, whose bounds fall fast. */
const FIRST_READ = 8;

/** An edit build's delta as the reader uses it: the postings it changed, and the edited pages' own records by id. */
interface Changes {
  postings: IndexDelta['postings'];
  records: Map<number, string>;
}

export class SplitSearcher {
  /** Fetched files but records, by path: term-table shards, posting chunks and the delta. */
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly pages = new Map<number, Promise<Page>>();
  private readonly cache = new QueryCache<Promise<PageResult[]>>(CACHE_SIZE);
  /** The record groups' hashes: from the head, or its group table, fetched beside a first query's shards. */
  private groups: Promise<string[]> | undefined;
  private delta: Promise<Changes> | undefined;

  constructor(
    private readonly head: SplitIndexHead,
    private readonly fetchFile: FetchIndexFile,
  ) {}

  get size(): number {
    return this.head.pageCount;
  }

  search(query: string, limit = 7): Promise<PageResult[]> {
    const key = QueryCache.key(query, limit);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.run(parseQuery(query), query, limit);
    // A failed fetch is not kept: the next try fetches again.
    result.catch(() => this.cache.delete(key));
    this.cache.set(key, result);
    return result;
  }

  /**
   * Starts the search for `query` while the dialog's debounce runs, so the files it needs are on
   * their way or in hand when the same search is asked for; the answer is kept in the query cache.
   */
  prefetch(query: string, limit = 7): void {
    const { terms } = parseQuery(query);
    if (!terms.length || terms.some((t) => t.script !== 'cjk' && t.text.length < PREFETCH_MIN_LENGTH)) return;
    // A failed fetch leaves the cache (see `search`); the real search reports it.
    this.search(query, limit).catch(() => undefined);
  }

  /** A fetched file, kept; a failed fetch is not kept, so the next query fetches again. */
  private file<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (!file) {
      file = this.fetchFile(path);
      file.catch(() => this.files.delete(path));
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  /** The posting-chunk tables that may hold terms from `from` to `to`: the head's, or the shards of that range. */
  private tablesBetween(from: string, to: string): Array<Promise<TermRanges>> {
    const { terms } = this.head;
    if ('chunks' in terms) return [Promise.resolve(terms.chunks)];
    return rangesBetween(terms.shards, from, to).map((hash) => this.file<TermRanges>(termShardFile(this.head.dir, hash)));
  }

  /** The posting chunks that may hold terms from `from` to `to`. */
  private async chunksBetween(from: string, to: string): Promise<PostingChunk[]> {
    const tables = await Promise.all(this.tablesBetween(from, to));
    const hashes = tables.flatMap((chunks) => (chunks.length ? rangesBetween(chunks, from, to) : []));
    return Promise.all(hashes.map((hash) => this.file<PostingChunk>(postingFile(this.head.dir, hash))));
  }

  /** What an edit build changed since the index was cut; nothing in a cold build's index. */
  private changes(): Promise<Changes> {
    const { delta, dir } = this.head;
    if (!delta) return Promise.resolve({ postings: {}, records: new Map() });
    if (!this.delta) {
      this.delta = this.file<IndexDelta>(deltaFile(dir, delta)).then(({ postings, records }) => ({ postings, records: new Map(records) }));
      this.delta.catch(() => (this.delta = undefined));
    }
    return this.delta;
  }

  private async postings(term: string): Promise<PostingList> {
    const [[chunk], { postings }] = await Promise.all([this.chunksBetween(term, term), this.changes()]);
    const flat = chunk?.[term] ?? [];
    if (!Object.hasOwn(postings, term)) return PostingList.decode(flat);
    return PostingList.fromEntries(applyPostingDelta(decodePostings(flat), postings[term]));
  }

  /** Numbers starting with `prefix`, from the chunks their range spans and the delta (the head does not list them). */
  private async numbersFrom(prefix: string): Promise<string[]> {
    const [chunks, { postings }] = await Promise.all([this.chunksBetween(prefix, prefixEnd(prefix)), this.changes()]);
    const numbers = (terms: string[]) => terms.filter((term) => term.startsWith(prefix) && isNumber(term));
    const found = new Set([...chunks.flatMap((chunk) => numbers(Object.keys(chunk))), ...numbers(Object.keys(postings))]);
    if (!this.head.delta) return [...found];
    // A number the delta took from every page is gone, as from a cold build's chunks.
    const kept = await Promise.all([...found].map(async (term) => ((await this.postings(term)).size ? [term] : [])));
    return kept.flat().sort(compareTerms);
  }

  private recordGroups(): Promise<string[]> {
    const { groups } = this.head;
    if ('hashes' in groups) return Promise.resolve(groups.hashes);
    if (!this.groups) {
      this.groups = this.fetchFile(groupTableFile(this.head.dir, groups.table)) as Promise<string[]>;
      this.groups.catch(() => (this.groups = undefined));
    }
    return this.groups;
  }

  private page(p: number): Promise<Page> {
    let page = this.pages.get(p);
    if (!page) {
      page = Promise.all([this.recordGroups(), this.changes()])
        .then(([groups, { records }]) => this.fetchFile(pageRecord(this.head.dir, groups, records, p)) as Promise<RecordFile>)
        .then((packed) => preparePage(unpackSearchPage(packed, p), p));
      page.catch(() => this.pages.delete(p));
      this.pages.set(p, page);
    }
    return page;
  }

  private async resolve(term: QueryTerm): Promise<BoundedTerm> {
    const count = this.size;
    if (term.script === 'cjk') {
      const grams = await Promise.all(queryGrams(term.text).map((g) => this.postings(g)));
      const bounds = TermPages.ofGrams(count, grams);
      return { term, matches: [], pages: new Map(Array.from(bounds.pageIds(), (p) => [p, undefined])), bounds };
    }
    const words = term.script === 'latin' ? this.head.latin : this.head.cyrillic;
    const numbers = isNumber(term.text) ? await this.numbersFrom(term.text) : [];
    const byId = ({ id, quality }: { id: number; quality: number }) => ({ word: words[id], quality });
    let found = wordsContaining(words, term.text).map(byId);
    if (numbers.length) {
      // In the head's order, numbers among the words, as the whole index sums them.
      found.push(...numbers.map((word) => ({ word, quality: matchQuality(term.text, word) })));
      found.sort((a, b) => compareTerms(a.word, b.word));
    }
    if (!found.length) found = nearMisses(words, term.text).map(byId);
    const postings = await Promise.all(found.map(({ word }) => this.postings(word)));
    const pages = TermPages.ofWords(
      count,
      found.map(({ word, quality }, i) => ({ quality, postings: postings[i], itself: word === term.text })),
    );
    const matches = found.map(({ word }, i) => ({ word, pages: postings[i] }));
    return { term, matches, pages, bounds: pages };
  }

  private async run(query: ParsedQuery, raw: string, limit: number): Promise<PageResult[]> {
    if (!query.terms.length) return [];
    // The group table is on its way while the postings are, not after them.
    this.recordGroups().catch(() => undefined);
    const resolved = (await Promise.all(query.terms.map((t) => this.resolve(t)))).sort((a, b) => a.pages.size - b.pages.size);
    const count = this.size;
    const most = Math.max(limit, MAX_PAGES_READ);
    const bounded = bestBounds(candidatePages(resolved, count), upperBounds(query, resolved, count), most);
    const scored: Array<{ p: number; page: Page; score: number; terms: ResolvedTerm[] }> = [];
    // Whether a page of this bound could still enter the results: beat the last shown, or tie it and come first in page order.
    const couldEnter = ({ p, bound }: { p: number; bound: number }) => {
      const last = scored.length >= limit ? scored[limit - 1] : undefined;
      return !last || bound > last.score * (1 + 1e-8) || (bound >= last.score && p < last.p);
    };
    let next = 0;
    // The best bounds first, then every page left that could still enter, up to the cap: two rounds of requests at most.
    while (next < bounded.length && next < most && couldEnter(bounded[next])) {
      const end = next === 0 ? Math.min(Math.max(limit, FIRST_READ), most) : most;
      const batch = bounded.slice(next, end).filter(couldEnter);
      next = end;
      const pages = await Promise.all(batch.map(({ p }) => this.page(p)));
      batch.forEach(({ p }, i) => {
        const terms = termsIn(pages[i], p, resolved, count);
        if (terms) scored.push({ p, page: pages[i], score: scorePage(pages[i], p, query, terms, count), terms });
      });
      scored.sort((a, b) => b.score - a.score || a.p - b.p);
    }
    return scored.slice(0, limit).map(({ p, page, terms }) => pageResult(page, p, query, terms, raw));
  }
}

/**
 * The query's words as they meet a page whose text is known: a CJK run its pairs promised but the
 * text lacks leaves the page out, or only lowers it when the run is a common one. Nothing when
 * the page does not answer the query.
 */
function termsIn(page: Page, p: number, resolved: readonly BoundedTerm[], count: number): ResolvedTerm[] | undefined {
  const required = new Set(resolved.filter((r, i) => i === 0 || r.pages.size <= count * COMMON));
  const terms: ResolvedTerm[] = [];
  for (const r of resolved) {
    const lacks = r.term.script === 'cjk' && r.pages.has(p) && !page.title.includes(r.term.text) && !page.content.includes(r.term.text);
    if (lacks && required.has(r)) return undefined;
    if (!lacks) terms.push(r);
    else {
      const pages = new Map(r.pages);
      pages.delete(p);
      // The page's absence does not change how rare the run is for the others.
      terms.push({ ...r, pages, df: r.df ?? r.pages.size });
    }
  }
  return terms;
}

/**
 * The most each page can score, from its postings, by page id (0 where no query word is): the
 * score with the phrase bonus it may have, and CJK runs at their bound. Summed word by word over
 * each word's pages, in the order a page's own sum would take, so each bound is the number a
 * page-by-page sum gives. One pass over typed arrays: a common word holds most of the pages.
 */
function upperBounds(query: ParsedQuery, resolved: readonly BoundedTerm[], count: number): Float64Array {
  const bound = new Float64Array(count);
  const held = new Uint8Array(count);
  const titled = new Uint8Array(count);
  const headed = new Uint8Array(count);
  for (const r of resolved) r.bounds.addTo(bound, Math.log(1 + count / r.pages.size), { held, titled, headed });
  const n = query.terms.length;
  const all = resolved.length;
  const only = resolved[0].bounds;
  for (let p = 0; p < count; p++) {
    if (!held[p]) continue;
    let factor = 1;
    for (let missing = all - held[p]; missing > 0; missing--) factor *= MISSING_COMMON;
    let bonus = 0;
    if (n === 1) {
      const flags = only.flagsOf(p);
      bonus = flags & TITLE_LAST ? 25 : flags & HEADER_ALONE ? 13 : 0;
    } else if (titled[p] === all) bonus = Math.max(25, 10 + 3 * n, 8 + 4 * n);
    else if (headed[p] === all) bonus = 10 + 3 * n;
    else if (n >= 2 && held[p] === all) bonus = 3 + 3 * n;
    // Never below the exact score for rounding.
    bound[p] = (bound[p] + bonus) * factor * (1 + 1e-9);
  }
  return bound;
}

/**
 * The `most` candidates of highest bound, best first (page order between equal bounds): only
 * those can be read, and a common word's candidates are most of the site's pages, which a
 * full sort would order for nothing.
 */
function bestBounds(candidates: readonly number[], bounds: Float64Array, most: number): Array<{ p: number; bound: number }> {
  const best: Array<{ p: number; bound: number }> = [];
  for (const p of candidates) {
    const bound = bounds[p];
    const full = best.length === most;
    // Most of a common word's candidates fall here, before any object is made for them.
    if (full && !before(p, bound, best[most - 1])) continue;
    let at = full ? most - 1 : best.length;
    while (at > 0 && before(p, bound, best[at - 1])) at--;
    if (full) best.pop();
    best.splice(at, 0, { p, bound });
  }
  return best;
}

/** Whether page `p` of `bound` comes before `other`: a higher bound, or an equal one and an earlier page. */
function before(p: number, bound: number, other: { p: number; bound: number }): boolean {
  return bound > other.bound || (bound === other.bound && p < other.p);
}
