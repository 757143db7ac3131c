/**
 * Recall of the search over the built indexes: the real search core, run in Node on the
 * files in `dist/static/`, against the relevance set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Searcher } from '../../packages/runtime/src/search/search-core';
import { type SearchRecord, unpackSearchIndex } from '../../packages/runtime/src/shared/search-index-file';
import type { RelevanceQuery } from './relevance';

export interface Miss {
  query: string;
  expect: readonly string[];
  got: string[];
}

export interface RecallReport {
  lang: string;
  total: number;
  at1: number;
  at3: number;
  misses: Miss[];
}

/** The records of each language's index file that the build wrote. */
export function loadBuiltRecords(distDir: string): Map<string, SearchRecord[]> {
  const dir = path.join(distDir, 'static');
  const records = new Map<string, SearchRecord[]>();
  for (const file of readdirSync(dir)) {
    const match = /^search_index\.([\w-]+)\.[0-9a-f]+\.json$/.exec(file);
    if (match) records.set(match[1], unpackSearchIndex(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))));
  }
  if (!records.size) throw new Error(`no search index in ${dir}: build the site first`);
  return records;
}

/** One searcher per language, from the index files the build wrote. */
export function loadBuiltSearchers(distDir: string): Map<string, Searcher> {
  return new Map([...loadBuiltRecords(distDir)].map(([lang, records]) => [lang, new Searcher(records)]));
}

function report(lang: string, runs: Array<{ q: RelevanceQuery; got: string[] }>): RecallReport {
  const rank = (r: { q: RelevanceQuery; got: string[] }) => r.got.findIndex((route) => r.q.expect.includes(route));
  const ranks = runs.map(rank);
  return {
    lang,
    total: runs.length,
    at1: runs.length ? ranks.filter((i) => i === 0).length / runs.length : 0,
    at3: runs.length ? ranks.filter((i) => i >= 0 && i < 3).length / runs.length : 0,
    misses: runs.filter((_r, i) => ranks[i] < 0 || ranks[i] >= 3).map((r) => ({ query: r.q.query, expect: r.q.expect, got: r.got.slice(0, 3) })),
  };
}

/** Recall@1 and @3 per language and overall (lang `all`). */
export function measureRecall(set: readonly RelevanceQuery[], searchers: ReadonlyMap<string, Searcher>): RecallReport[] {
  const runs = set.map((q) => {
    const searcher = searchers.get(q.lang);
    if (!searcher) throw new Error(`no built search index for "${q.lang}": run the build first`);
    return { q, got: searcher.search(q.query, 7).map((r) => r.routePath) };
  });
  const langs = [...new Set(set.map((q) => q.lang))];
  return [
    ...langs.map((lang) =>
      report(
        lang,
        runs.filter((r) => r.q.lang === lang),
      ),
    ),
    report('all', runs),
  ];
}
