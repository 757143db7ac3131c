/**
 * The answer of a remote search API (`search.mode: 'remote'`), checked and turned into the
 * same page results local search gives, so the dialog draws both the same way.
 */
import type { HighlightInfo, PageResult, SearchHit } from './search-core';

/**
 * One hit as a search API returns it. It maps field for field onto a local `SearchHit`:
 *
 * ```json
 * { "title": "output.distPath", "header": "Example", "statement": "set the dist folder",
 *   "link": "/config/output/dist-path#example", "type": "content",
 *   "highlightInfoList": [{ "start": 8, "length": 4 }] }
 * ```
 */
export interface RemoteSearchHit {
  /** Title of the page the hit is on; hits are grouped by page (the link without its `#hash`). */
  title: string;
  /** Route path of the page, with `#heading-id` when the hit is in a section. */
  link: string;
  /** The text shown for the hit (a snippet around the match); highlight offsets refer to it. */
  statement: string;
  /** The heading the hit sits under. @default title */
  header?: string;
  /** What matched: the page title, a heading, or the text. @default 'content' */
  type?: SearchHit['type'];
  /**
   * Ranges of `statement` to highlight, in UTF-16 code units (JavaScript string offsets).
   * @default the query's words wherever they occur in `statement`, ignoring case
   */
  highlightInfoList?: HighlightInfo[];
}

/** The hits of one index. The whole answer is a JSON list of these. */
export interface RemoteSearchGroup {
  /** An index name from `search.searchIndexes`. */
  index: string;
  hits: RemoteSearchHit[];
}

export class MalformedAnswerError extends Error {
  constructor(where: string, expected: string) {
    super(`malformed search answer: ${where} must be ${expected}`);
    this.name = 'MalformedAnswerError';
  }
}

const HIT_TYPES = new Set<string>(['title', 'header', 'content']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOffset = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min;

function checkHit(raw: unknown, where: string): RemoteSearchHit {
  if (!isObject(raw)) throw new MalformedAnswerError(where, 'an object');
  for (const key of ['title', 'link', 'statement'] as const) {
    if (typeof raw[key] !== 'string') throw new MalformedAnswerError(`${where}.${key}`, 'a string');
  }
  if (raw.header !== undefined && typeof raw.header !== 'string') throw new MalformedAnswerError(`${where}.header`, 'a string');
  if (raw.type !== undefined && !HIT_TYPES.has(raw.type as string)) throw new MalformedAnswerError(`${where}.type`, "'title', 'header' or 'content'");
  if (raw.highlightInfoList !== undefined) {
    if (!Array.isArray(raw.highlightInfoList)) throw new MalformedAnswerError(`${where}.highlightInfoList`, 'a list');
    raw.highlightInfoList.forEach((h, i) => {
      if (!isObject(h) || !isOffset(h.start, 0) || !isOffset(h.length, 1)) {
        throw new MalformedAnswerError(`${where}.highlightInfoList[${i}]`, '{ start, length } with whole numbers');
      }
    });
  }
  return raw as unknown as RemoteSearchHit;
}

/** Checks a parsed answer; throws `MalformedAnswerError` naming the first wrong field. */
export function parseRemoteAnswer(data: unknown): RemoteSearchGroup[] {
  if (!Array.isArray(data)) throw new MalformedAnswerError('the answer', 'a list of { index, hits } groups');
  return data.map((raw, g) => {
    if (!isObject(raw)) throw new MalformedAnswerError(`group ${g}`, 'an object');
    if (typeof raw.index !== 'string') throw new MalformedAnswerError(`group ${g}.index`, 'a string');
    if (!Array.isArray(raw.hits)) throw new MalformedAnswerError(`group ${g}.hits`, 'a list');
    return { index: raw.index, hits: raw.hits.map((h, i) => checkHit(h, `group ${g}.hits[${i}]`)) };
  });
}

/** Where the query's words occur in `text`, ignoring case: for APIs that send no offsets. */
export function findQueryWords(text: string, query: string): HighlightInfo[] {
  const lower = text.toLowerCase();
  // Offsets found in the lower-cased text are only valid when lower-casing kept the length.
  if (lower.length !== text.length) return [];
  const out: HighlightInfo[] = [];
  for (const word of new Set(query.toLowerCase().split(/\s+/).filter(Boolean))) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) out.push({ start: at, length: word.length });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Hits grouped into pages (by link without `#hash`), pages in the order their first hit came. */
export function toPageResults(hits: readonly RemoteSearchHit[], query: string): PageResult[] {
  const pages = new Map<string, PageResult>();
  for (const hit of hits) {
    const routePath = hit.link.split('#')[0];
    let page = pages.get(routePath);
    if (!page) {
      page = { title: hit.title, routePath, hits: [] };
      pages.set(routePath, page);
    }
    page.hits.push({
      type: hit.type ?? 'content',
      title: hit.title,
      header: hit.header ?? hit.title,
      statement: hit.statement,
      link: hit.link,
      query,
      highlightInfoList: hit.highlightInfoList ?? findQueryWords(hit.statement, query),
    });
  }
  return [...pages.values()];
}
