/**
 * What the reader's first search downloads from a split index: the head the worker loads when
 * search starts, then the posting chunks and record files the query fetches, each counted as
 * gzip bytes, as a static host serves them compressed.
 */
import { gzipSync } from 'node:zlib';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import type { SplitIndexHead } from '#shared/search-split-index.ts';

export interface Download {
  /** Files fetched, the head first, with their gzip sizes. */
  files: Array<{ file: string; gzip: number }>;
  gzip: number;
  results: string[];
}

/** Runs one query on a fresh searcher over `read` (a file's text by its path relative to the head's folder) and counts what it fetched. */
export async function firstSearchDownload(headText: string, read: (file: string) => string, query: string): Promise<Download> {
  const files = [{ file: '(head)', gzip: gzipSync(headText).length }];
  const searcher = new SplitSearcher(JSON.parse(headText) as SplitIndexHead, async (file) => {
    const text = read(file);
    files.push({ file, gzip: gzipSync(text).length });
    return JSON.parse(text);
  });
  const results = (await searcher.search(query, 7)).map((r) => r.routePath);
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), results };
}
