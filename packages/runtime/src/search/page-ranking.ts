/**
 * How a page ranks for a query and what it shows, from the page's folded texts and the pages
 * each query word matched: shared by the search over a whole index in memory and the search
 * over a split index, which fetches only the pages it ranks. Pure.
 */
import type { SearchRecord } from '@quire/shared/search-index-file';
import { normalize, tokenize } from '@quire/shared/search-normalize';
import type { ParsedQuery, QueryTerm } from './query';
import { findAll, type HighlightInfo, highlights, snippet } from './snippet';

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
export interface Page {
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
export interface TermInPage {
  inTitle: number;
  inHeader: number;
  tf: number;
}

/** An index word a query word matched, and which pages hold it: what the results highlight. */
export interface MatchedWord {
  word: string;
  pages: Pick<ReadonlyMap<number, unknown>, 'has'>;
}

/** A query word and the pages it matches. */
export interface ResolvedTerm {
  term: QueryTerm;
  /** Index words it matched (Latin and Cyrillic only). */
  matches: readonly MatchedWord[];
  /** The pages, with how the word meets each (filled in lazily for CJK runs). */
  pages: ReadonlyMap<number, TermInPage | undefined>;
  /** How many pages hold the word, when `pages` leaves one out. */
  df?: number;
}

/** A word found in more than this share of the pages does not have to match. */
export const COMMON = 0.5;
/** Score kept by a page for each common word of the query it lacks. */
export const MISSING_COMMON = 0.8;
/** How far apart words of the query may be to count as one place in the text. */
const WINDOW = 80;

/**
 * The pages that answer the query: every word must match, except words most pages have (配置,
 * "the"): a page that lacks one of those still answers the query, and only ranks lower for it.
 * `resolved`: rarest word first.
 */
export function candidatePages(resolved: readonly ResolvedTerm[], pageCount: number): number[] {
  const required = resolved.filter((r, i) => i === 0 || r.pages.size <= pageCount * COMMON);
  let candidates = [...required[0].pages.keys()];
  for (const r of required.slice(1)) candidates = candidates.filter((p) => r.pages.has(p));
  return candidates;
}

/** A record with its folded texts, made once per page. */
export function preparePage(record: SearchRecord, id: number): Page {
  const title = normalize(record.title);
  const content = normalize(record.content);
  const headers = record.toc.map((h) => normalize(h.text));
  const words = (texts: string[]) => new Set(texts.flatMap((t) => tokenize(t).map((w) => w.text)));
  return {
    record: { ...record, id },
    title,
    content,
    headers,
    titleWords: words([title]),
    headerWords: words(headers),
    bodyStart: title && content.startsWith(`${title}\n`) ? title.length + 1 : 0,
  };
}

/** The page's score: each word by where it hits and how rare it is, and the query as written. `pageCount`: pages in the index. */
export function scorePage(page: Page, p: number, query: ParsedQuery, resolved: readonly ResolvedTerm[], pageCount: number): number {
  let score = 0;
  let factor = 1;
  for (const r of resolved) {
    if (!r.pages.has(p)) {
      factor *= MISSING_COMMON;
      continue;
    }
    const { inTitle, inHeader, tf } = r.pages.get(p) ?? runInPage(page, r.term.text);
    // Rare words say more about a page than words every page has.
    const idf = Math.log(1 + pageCount / (r.df ?? r.pages.size));
    score += idf * (10 * inTitle + 4 * inHeader + (3 * tf) / (tf + 2));
  }
  return (score + phraseBonus(page, query)) * factor;
}

/** How a CJK run meets a page, from its text. */
export function runInPage(page: Page, run: string): TermInPage {
  return {
    inTitle: page.title.includes(run) ? 1 : 0,
    inHeader: page.headers.some((h) => h.includes(run)) ? 1 : 0,
    tf: Math.min(findAll(page.content, run).length, 50),
  };
}

/** The whole query as written: as the title (an option name), in a heading, in the text. */
function phraseBonus(page: Page, { phrase, terms }: ParsedQuery): number {
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
function needlesOf(page: Page, p: number, resolved: readonly ResolvedTerm[]): string[][] {
  return resolved.map(({ term, matches }) => {
    if (term.script === 'cjk' || page.content.includes(term.text) || page.title.includes(term.text)) return [term.text];
    return matches.filter((m) => m.pages.has(p)).map((m) => m.word);
  });
}

/** The page as a result: its title, headings and a snippet of the text where the query hits. */
export function pageResult(page: Page, p: number, query: ParsedQuery, resolved: readonly ResolvedTerm[], raw: string): PageResult {
  const { record } = page;
  const perTerm = needlesOf(page, p, resolved);
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
  const place = bestPlace(page, query, perTerm);
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
function bestPlace(page: Page, query: ParsedQuery, perTerm: readonly string[][]): { at: number; length: number } | undefined {
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
