/**
 * Searching the pages of one index. Three indexes answer each query word, by its script:
 * Latin words and Cyrillic words (any part of a word matches, near misses when nothing does)
 * and CJK runs (exact substring, so a phrase that appears in a page always finds it). Every word
 * of the query must match; pages are ranked by where the words hit (title, headings, text),
 * how rare they are, and whether the whole query appears as written. Pure: runs in the
 * worker and in tests.
 */
import type { SearchRecord } from '../shared/search-index-file';
import { CjkIndex } from './cjk-index';
import { normalize, scanWords, tokenize } from './normalize';
import { type ParsedQuery, parseQuery, type QueryTerm } from './query';
import { findAll, type HighlightInfo, highlights, snippet } from './snippet';
import { WordIndex, type WordMatch } from './word-index';

export type { SearchRecord } from '../shared/search-index-file';
export { normalize, textWidth } from './normalize';
export { parseQuery } from './query';
export { type HighlightInfo, snippet } from './snippet';

export interface SearchHit {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  /** The text shown for the hit; highlight offsets refer to it. */
  statement: string;
  link: string;
  query: string;
  highlightInfoList: HighlightInfo[];
}

export interface PageResult {
  title: string;
  routePath: string;
  hits: SearchHit[];
}

/** A page with its folded texts, prepared once when the index loads. */
interface Page {
  record: SearchRecord;
  title: string;
  content: string;
  headers: string[];
  titleWords: ReadonlySet<string>;
  headerWords: ReadonlySet<string>;
  /** Where the body starts: the content opens with the title line, which has a hit of its own. */
  bodyStart: number;
}

/** How a query word meets one page: 0 to 1 in the title and headings, weighted count in the text. */
interface TermInPage {
  inTitle: number;
  inHeader: number;
  tf: number;
}

/** A query word and the pages it matches. */
interface ResolvedTerm {
  term: QueryTerm;
  /** Index words it matched (Latin and Cyrillic only). */
  matches: WordMatch[];
  /** The pages, with how the word meets each (filled in lazily for CJK runs). */
  pages: Map<number, TermInPage | undefined>;
}

const CACHE_SIZE = 100;
/** A word found in more than this share of the pages does not have to match. */
const COMMON = 0.5;
/** Score kept by a page for each common word of the query it lacks. */
const MISSING_COMMON = 0.8;
/** How far apart words of the query may be to count as one place in the text. */
const WINDOW = 80;

export class Searcher {
  private readonly pages: Page[] = [];
  private readonly latin = new WordIndex();
  private readonly cyrillic = new WordIndex();
  private readonly cjk = new CjkIndex();
  private readonly cache = new Map<string, PageResult[]>();

  constructor(records: readonly SearchRecord[]) {
    records.forEach((record, id) => this.add(id, record));
  }

  get size(): number {
    return this.pages.length;
  }

  private add(id: number, record: SearchRecord): void {
    const title = normalize(record.title);
    const content = normalize(record.content);
    const headers = record.toc.map((h) => normalize(h.text));
    for (const text of [title, content]) {
      scanWords(text, (start, end, script) => {
        if (script === 'latin') this.latin.add(id, text.slice(start, end));
        else if (script === 'cyrillic') this.cyrillic.add(id, text.slice(start, end));
      });
    }
    this.cjk.add(id, title, content);
    const words = (texts: string[]) => new Set(texts.flatMap((t) => tokenize(t).map((w) => w.text)));
    this.pages[id] = {
      record: { ...record, id },
      title,
      content,
      headers,
      titleWords: words([title]),
      headerWords: words(headers),
      bodyStart: title && content.startsWith(`${title}\n`) ? title.length + 1 : 0,
    };
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
    const key = `${limit}\u0000${query}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Least recently used goes first: refresh this one.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = this.run(parseQuery(query), query, limit);
    this.cache.set(key, result);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
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
    // Every word must match, except words most pages have (配置, "the"): a page that lacks
    // one of those still answers the query, and only ranks lower for it.
    const required = resolved.filter((r, i) => i === 0 || r.pages.size <= this.pages.length * COMMON);
    let candidates = [...required[0].pages.keys()];
    for (const r of required.slice(1)) candidates = candidates.filter((p) => r.pages.has(p));
    const scored = candidates.map((p) => ({ p, score: this.score(this.pages[p], p, query, resolved) }));
    scored.sort((a, b) => b.score - a.score || this.pages[a.p].record.routePath.localeCompare(this.pages[b.p].record.routePath));
    return scored.slice(0, limit).map(({ p }) => this.result(p, query, resolved, raw));
  }

  private score(page: Page, p: number, query: ParsedQuery, resolved: readonly ResolvedTerm[]): number {
    let score = 0;
    let factor = 1;
    for (const r of resolved) {
      if (!r.pages.has(p)) {
        factor *= MISSING_COMMON;
        continue;
      }
      const { inTitle, inHeader, tf } = r.pages.get(p) ?? this.runInPage(page, r.term.text);
      // Rare words say more about a page than words every page has.
      const idf = Math.log(1 + this.pages.length / r.pages.size);
      score += idf * (10 * inTitle + 4 * inHeader + (3 * tf) / (tf + 2));
    }
    return (score + this.phraseBonus(page, query)) * factor;
  }

  private runInPage(page: Page, run: string): TermInPage {
    return {
      inTitle: page.title.includes(run) ? 1 : 0,
      inHeader: page.headers.some((h) => h.includes(run)) ? 1 : 0,
      tf: Math.min(findAll(page.content, run).length, 50),
    };
  }

  /** The whole query as written: as the title (an option name), in a heading, in the text. */
  private phraseBonus(page: Page, { phrase, terms }: ParsedQuery): number {
    if (page.title === phrase || page.title.endsWith(`.${phrase}`)) return 25;
    const n = terms.length;
    // A heading that is exactly the query: an API or option documented in a section of its own.
    if (page.headers.includes(phrase)) return 10 + 3 * n;
    if (n < 2) return 0;
    if (page.title.includes(phrase)) return 8 + 4 * n;
    if (page.headers.some((h) => h.includes(phrase))) return 6 + 3 * n;
    if (page.content.includes(phrase)) return 3 + 3 * n;
    return 0;
  }

  /** What to highlight in a page for each term: the word as typed, or the near misses it matched. */
  private needles(page: Page, p: number, resolved: readonly ResolvedTerm[]): string[][] {
    return resolved.map(({ term, matches }) => {
      if (term.script === 'cjk' || page.content.includes(term.text) || page.title.includes(term.text)) return [term.text];
      return matches.filter((m) => m.pages.has(p)).map((m) => m.word);
    });
  }

  private result(p: number, query: ParsedQuery, resolved: readonly ResolvedTerm[], raw: string): PageResult {
    const page = this.pages[p];
    const { record } = page;
    const perTerm = this.needles(page, p, resolved);
    const needles = perTerm.flat();
    const has = (folded: string) => needles.some((n) => folded.includes(n));
    const hits: SearchHit[] = [];
    const base = { title: record.title, query: raw };
    if (has(page.title)) {
      hits.push({
        ...base,
        type: 'title',
        header: record.title,
        statement: record.title,
        link: record.routePath,
        highlightInfoList: highlights(record.title, needles),
      });
    }
    record.toc.forEach((h, i) => {
      if (!has(page.headers[i])) return;
      hits.push({
        ...base,
        type: 'header',
        header: h.text,
        statement: h.text,
        link: `${record.routePath}#${h.id}`,
        highlightInfoList: highlights(h.text, needles),
      });
    });
    const place = this.bestPlace(page, query, perTerm);
    if (place) {
      const { statement } = snippet(record.content, place.at, place.length);
      // The section the match sits in: the last heading before it.
      const section = [...record.toc].reverse().find((h) => h.charIndex >= 0 && h.charIndex <= place.at);
      hits.push({
        ...base,
        type: 'content',
        header: section?.text ?? record.title,
        statement,
        link: section ? `${record.routePath}#${section.id}` : record.routePath,
        highlightInfoList: highlights(statement, needles),
      });
    }
    return { title: record.title, routePath: record.routePath, hits };
  }

  /** Where in the body to cut the snippet: the query as written, else where most of its words meet. */
  private bestPlace(page: Page, query: ParsedQuery, perTerm: readonly string[][]): { at: number; length: number } | undefined {
    const body = page.content;
    if (query.terms.length > 1) {
      const at = body.indexOf(query.phrase, page.bodyStart);
      if (at >= 0) return { at, length: query.phrase.length };
    }
    const occurrences: Array<{ at: number; length: number; term: number }> = [];
    perTerm.forEach((needles, term) => {
      for (const n of needles)
        for (const at of findAll(body, n).slice(0, 200)) if (at >= page.bodyStart) occurrences.push({ at, length: n.length, term });
    });
    if (!occurrences.length) return undefined;
    occurrences.sort((a, b) => a.at - b.at);
    let best = occurrences[0];
    let bestCount = 0;
    for (let i = 0; i < occurrences.length; i++) {
      const terms = new Set<number>();
      for (let j = i; j < occurrences.length && occurrences[j].at - occurrences[i].at <= WINDOW; j++) terms.add(occurrences[j].term);
      if (terms.size > bestCount) {
        best = occurrences[i];
        bestCount = terms.size;
      }
    }
    return { at: best.at, length: best.length };
  }
}
