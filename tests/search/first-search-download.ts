/**
 * What the reader's first search downloads from a split index: the head the worker loads when
 * search starts, then the term-table shards, posting chunks and record files the query fetches,
 * each counted as gzip bytes, as a static host serves them compressed; and how many dependent
 * rounds of requests it took, the head being the first.
 */
import { gzipSync } from 'node:zlib';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import type { SplitIndexHead } from '#shared/search-split-index.ts';

export interface Download {
  /** Files fetched, the head first, with their gzip sizes and the round each was asked for in. */
  files: Array<{ file: string; gzip: number; round: number }>;
  gzip: number;
  /** Dependent rounds of requests, the head's included: a request asked for once round n has answered is in round n + 1. */
  rounds: number;
  results: string[];
}

/** Runs one query on a fresh searcher over `read` (a file's text by its path relative to the head's folder) and counts what it fetched. */
export async function firstSearchDownload(headText: string, read: (file: string) => string, query: string): Promise<Download> {
  const files = [{ file: '(head)', gzip: gzipSync(headText).length, round: 1 }];
  let answered = 1;
  const searcher = new SplitSearcher(JSON.parse(headText) as SplitIndexHead, async (file) => {
    const round = answered + 1;
    const text = read(file);
    files.push({ file, gzip: gzipSync(text).length, round });
    // Every request takes the same time, so the ones asked for together answer together.
    await new Promise((resolve) => setTimeout(resolve, 5));
    answered = Math.max(answered, round);
    return JSON.parse(text);
  });
  const results = (await searcher.search(query, 7)).map((r) => r.routePath);
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    rounds: Math.max(...files.map((f) => f.round)),
    results,
  };
}
