/**
 * Searching the pages of one index. Three indexes answer each query word, by its script:
 * Latin words and Cyrillic words (any part of a word matches, near misses when nothing does)
 * and CJK runs (exact substring, so a phrase that appears in a page always finds it). Every word
 * of the query must match; pages are ranked by where the words hit (title, headings, text),
 * how rare they are, and whether the whole query appears as written. Pure: runs in the
 * worker and in tests.
 */
import type { SearchRecord } from '@quire/shared/search-index-file';
import { CjkIndex } from './cjk-index';
import { scanWords, tokenize } from '@quire/shared/search-normalize';
import { candidatePages, type Page, type PageResult, pageResult, preparePage, type ResolvedTerm, scorePage, type TermInPage } from './page-ranking';
import { type ParsedQuery, parseQuery, type QueryTerm } from './query';

import { WordIndex } from './word-index';
import { QueryCache } from './query-cache.js';

export type { SearchRecord } from '@quire/shared/search-index-file';
export { normalize, textWidth } from '@quire/shared/search-normalize';
export { parseQuery } from './query';
export { type HighlightInfo, snippet } from './snippet';

export type { PageResult, SearchHit } from './page-ranking';

const CACHE_SIZE = 100;

export class Searcher {
  private readonly pages: Page[] = [];
  private readonly latin = new WordIndex();
  private readonly cyrillic = new WordIndex();
  private readonly cjk = new CjkIndex();
  private readonly cache = new QueryCache<PageResult[]>(CACHE_SIZE);

  constructor(records: readonly SearchRecord[]) {
    records.forEach((record, id) => this.add(id, record));
  }

  get size(): number {
    return this.pages.length;
  }

  private add(id: number, record: SearchRecord): void {
    const page = preparePage(record, id);
    for (const text of [page.title, page.content]) {
      scanWords(text, (start, end, script) => {
        if (script === 'latin') this.latin.add(id, text.slice(start, end));
        else if (script === 'cyrillic') this.cyrillic.add(id, text.slice(start, end));
      });
    }
    this.cjk.add(id, page.title, page.content);
    this.pages[id] = page;
  }

  /**
   * Runs a query made of a title's first word through every step (word lookup, ranking,
   * snippet, highlights) and keeps nothing: the reader's first query then runs on compiled
   * code instead of paying the engine's warm-up, which makes it several times slower than the
   * next ones. Returns the word used, if the index has one.
   */
  warmUp(): string | undefined {
    const word = this.pages.map((p) => tokenize(p.title)[0]?.text).find(Boolean);
    if (word) this.run(parseQuery(word), word, 7);
    return word;
  }

  search(query: string, limit = 7): PageResult[] {
    const key = QueryCache.key(query, limit);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.run(parseQuery(query), query, limit);
    this.cache.set(key, result);
    return result;
  }

  private resolve(term: QueryTerm): ResolvedTerm {
    if (term.script === 'cjk') {
      return { term, matches: [], pages: new Map(this.cjk.pagesContaining(term.text).map((p) => [p, undefined])) };
    }
    const matches = (term.script === 'latin' ? this.latin : this.cyrillic).match(term.text);
    // Word by word rather than page by page: a short query word ("a") matches thousands of
    // words, each on a few pages.
    const pages = new Map<number, TermInPage>();
    for (const m of matches) {
      for (const [p, count] of m.pages) {
        let stats = pages.get(p);
        if (!stats) pages.set(p, (stats = { inTitle: 0, inHeader: 0, tf: 0 }));
        stats.tf += count * m.quality;
        if (this.pages[p].titleWords.has(m.word)) stats.inTitle = Math.max(stats.inTitle, m.quality);
        if (this.pages[p].headerWords.has(m.word)) stats.inHeader = Math.max(stats.inHeader, m.quality);
      }
    }
    return { term, matches, pages };
  }

  private run(query: ParsedQuery, raw: string, limit: number): PageResult[] {
    if (!query.terms.length) return [];
    const resolved = query.terms.map((t) => this.resolve(t)).sort((a, b) => a.pages.size - b.pages.size);
    const scored = candidatePages(resolved, this.pages.length).map((p) => ({
      p,
      score: scorePage(this.pages[p], p, query, resolved, this.pages.length),
    }));
    // Equal scores keep the index's page order (the build's route order), which a split index knows without the pages' text.
    scored.sort((a, b) => b.score - a.score || a.p - b.p);
    return scored.slice(0, limit).map(({ p }) => pageResult(this.pages[p], p, query, resolved, raw));
  }
}
