/**
 * Searching the records of one index: Latin words through flexsearch (forward tokenizing,
 * case- and accent-insensitive), Chinese/Japanese/Korean runs by exact substring, so a
 * phrase that appears in a page always finds it. Pure: runs in the worker and in tests.
 */
import { Charset, Index } from 'flexsearch';

export interface SearchRecord {
  id: number;
  title: string;
  routePath: string;
  content: string;
  headers: string[];
  toc: Array<{ text: string; id: string; depth: number; charIndex: number }>;
}

export interface HighlightInfo {
  start: number;
  length: number;
}

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

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/g;

/**
 * Lower case without accents, one character out for each character in, so offsets found in
 * the normalized text are offsets in the original (highlights and snippets rely on it).
 */
export function normalize(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    out += folded.length === ch.length ? folded : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

/** Width units: a CJK character counts 3, anything else 1. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += CJK.test(ch) ? 3 : 1;
  return width;
}

/** Query terms: CJK runs and Latin words, normalized. */
export function queryTerms(query: string): string[] {
  const normalized = normalize(query);
  const cjk = normalized.match(CJK_RUN) ?? [];
  const latin = normalized.replace(CJK_RUN, ' ').split(/[^\p{L}\p{N}_$.-]+/u).map((w) => w.replace(/^[.-]+|[.-]+$/g, '')).filter(Boolean);
  return [...cjk, ...latin];
}

function findAll(haystack: string, needle: string): number[] {
  const out: number[] = [];
  if (!needle) return out;
  let i = haystack.indexOf(needle);
  while (i !== -1) {
    out.push(i);
    i = haystack.indexOf(needle, i + needle.length);
  }
  return out;
}

/** A window of about `width` units around `at`, and where the match sits in it. */
export function snippet(text: string, at: number, length: number, width = 100): { statement: string; offset: number } {
  let start = at;
  let end = at + length;
  let used = textWidth(text.slice(start, end));
  while (used < width && (start > 0 || end < text.length)) {
    if (start > 0 && (end >= text.length || (at - start) * 2 < used)) {
      start--;
      used += textWidth(text[start]);
    } else if (end < text.length) {
      used += textWidth(text[end]);
      end++;
    }
  }
  const statement = text.slice(start, end).replace(/\n/g, ' ');
  return { statement, offset: at - start };
}

function highlights(statement: string, terms: readonly string[]): HighlightInfo[] {
  const lower = normalize(statement);
  const list = terms.flatMap((t) => findAll(lower, t).map((start) => ({ start, length: t.length })));
  return list.sort((a, b) => a.start - b.start);
}

export class Searcher {
  private readonly latin = new Index({ tokenize: 'forward', encoder: Charset.LatinBalance });
  private readonly normalized: Array<{ title: string; content: string; headers: string[] }>;
  private readonly cache = new Map<string, PageResult[]>();

  constructor(private readonly records: readonly SearchRecord[]) {
    this.normalized = records.map((r) => ({ title: normalize(r.title), content: normalize(r.content), headers: r.headers.map(normalize) }));
    for (const r of records) this.latin.add(r.id, `${r.title}\n${r.headers.join('\n')}\n${r.content}`);
  }

  search(query: string, limit = 7): PageResult[] {
    const key = `${limit}\u0000${query}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.run(query, limit);
    this.cache.set(key, result);
    if (this.cache.size > 100) this.cache.delete(this.cache.keys().next().value as string);
    return result;
  }

  private run(query: string, limit: number): PageResult[] {
    const terms = queryTerms(query);
    if (!terms.length) return [];
    let candidates: Set<number> | undefined;
    for (const term of terms) {
      const ids = CJK.test(term)
        ? this.records.filter((_r, i) => this.normalized[i].content.includes(term) || this.normalized[i].title.includes(term)).map((r) => r.id)
        : (this.latin.search(term, { limit: 1000 }) as number[]);
      const set = new Set(ids);
      candidates = candidates ? new Set([...candidates].filter((id) => set.has(id))) : set;
    }
    const scored = [...(candidates ?? [])].map((id) => {
      const n = this.normalized[id];
      const r = this.records[id];
      let score = 0;
      for (const t of terms) {
        if (n.title === t) score += 100;
        else if (n.title.includes(t)) score += 40;
        if (n.headers.some((h) => h.includes(t))) score += 15;
        score += Math.min(findAll(n.content, t).length, 10);
      }
      return { r, score };
    });
    scored.sort((a, b) => b.score - a.score || a.r.routePath.localeCompare(b.r.routePath));
    return scored.slice(0, limit).map(({ r }) => this.page(r, terms, query));
  }

  private page(record: SearchRecord, terms: readonly string[], query: string): PageResult {
    const n = this.normalized[record.id];
    const hits: SearchHit[] = [];
    const base = { title: record.title, query };
    if (terms.some((t) => n.title.includes(t))) {
      hits.push({ ...base, type: 'title', header: record.title, statement: record.title, link: record.routePath, highlightInfoList: highlights(record.title, terms) });
    }
    for (const h of record.toc) {
      if (terms.some((t) => normalize(h.text).includes(t))) {
        hits.push({ ...base, type: 'header', header: h.text, statement: h.text, link: `${record.routePath}#${h.id}`, highlightInfoList: highlights(h.text, terms) });
      }
    }
    const first = terms.map((t) => ({ t, at: n.content.indexOf(t) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (first) {
      const { statement } = snippet(record.content, first.at, first.t.length);
      // The section the match sits in: the last heading before it.
      const section = [...record.toc].reverse().find((h) => h.charIndex >= 0 && h.charIndex <= first.at);
      hits.push({
        ...base,
        type: 'content',
        header: section?.text ?? record.title,
        statement,
        link: section ? `${record.routePath}#${section.id}` : record.routePath,
        highlightInfoList: highlights(statement, terms),
      });
    }
    return { title: record.title, routePath: record.routePath, hits };
  }
}
