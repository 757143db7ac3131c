/**
 * Recall of the search over the built indexes: the real search core, run in Node on the
 * files in `dist/static/search/`, against the relevance set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageResult } from '#runtime/search/search-core.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import { type PackedPage, type SearchRecord, unpackSearchPage } from '#shared/search-index-file.ts';
import { allRecordFiles, isSplitIndexHead, type SplitIndexHead } from '#shared/search-split-index.ts';
import type { RelevanceQuery } from './relevance';

/** What the measures need of a searcher: the in-memory one or the split one. */
export interface QuerySearcher {
  search(query: string, limit: number): PageResult[] | Promise<PageResult[]>;
}

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

/** A built index's head: parsed, its path in `dist/` and text, and a reader of the files beside it. */
export interface BuiltHead {
  head: SplitIndexHead;
  file: string;
  text: string;
  read: (file: string) => unknown;
}

/** Each language's split index head in `dist/`, and a reader of the files beside it. */
export function loadBuiltHeads(distDir: string): Map<string, BuiltHead> {
  const dir = path.join(distDir, 'static/search');
  const heads = new Map<string, BuiltHead>();
  for (const file of readdirSync(dir)) {
    const match = /^([\w-]+)\.[0-9a-f]+\.json$/.exec(file);
    const text = match ? readFileSync(path.join(dir, file), 'utf8') : '';
    const head: unknown = match && JSON.parse(text);
    if (match && isSplitIndexHead(head))
      heads.set(head.lang, { head, file: `static/search/${file}`, text, read: (f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) });
  }
  if (!heads.size) throw new Error(`no search index in ${dir}: build the site first`);
  return heads;
}

/** The records of each language's index that the build wrote. */
export function loadBuiltRecords(distDir: string): Map<string, SearchRecord[]> {
  return new Map(
    [...loadBuiltHeads(distDir)].map(([lang, { head, read }]) => [
      lang,
      allRecordFiles(head, read).map((file, id) => unpackSearchPage(read(file) as PackedPage, id)),
    ]),
  );
}

/** One searcher per language over the index files the build wrote, fetching them as the worker does. */
export function loadBuiltSearchers(distDir: string): Map<string, SplitSearcher> {
  return new Map([...loadBuiltHeads(distDir)].map(([lang, { head, read }]) => [lang, new SplitSearcher(head, async (file) => read(file))]));
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
export async function measureRecall(set: readonly RelevanceQuery[], searchers: ReadonlyMap<string, QuerySearcher>): Promise<RecallReport[]> {
  const runs: Array<{ q: RelevanceQuery; got: string[] }> = [];
  for (const q of set) {
    const searcher = searchers.get(q.lang);
    if (!searcher) throw new Error(`no built search index for "${q.lang}": run the build first`);
    runs.push({ q, got: (await searcher.search(q.query, 7)).map((r) => r.routePath) });
  }
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
