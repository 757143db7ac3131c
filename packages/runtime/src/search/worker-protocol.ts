/**
 * What the page and the search worker say to each other: the messages, and the worker's first
 * request, which rides in its script's address after `#` (`workerAddress`) so the worker starts
 * on its index as soon as its script runs. A message posted to a worker whose script has not run
 * yet waits on the page's thread until that thread hears that it ran, and when a reader opens
 * search at load that thread is busy rendering the dialog. The fragment is not sent to the
 * server and is not part of the HTTP cache's key.
 */
import type { Searcher } from './search-core';

/** How many pages a search asks for unless told otherwise: the dialog's first screen of results. */
export const DEFAULT_LIMIT = 7;

export type WorkerRequest =
  /**
   * `bytes`: the index file as fetched (UTF-8 JSON); `records`: the parsed index file (packed or
   * a plain array of records); `url`: where to fetch it; `lookup`: where to find it in a build's
   * site manifest.
   */
  | { type: 'init'; bytes?: ArrayBuffer; records?: unknown; url?: string; lookup?: IndexLookup }
  | { type: 'search'; id: number; query: string; limit: number }
  /** A query being typed: a split index fetches what it needs before the search is asked for. */
  | { type: 'prefetch'; query: string; limit: number };

/**
 * A build names its index files in the site manifest, which the worker reads itself: the page's
 * thread, busy rendering the dialog when a reader opens search at load, then takes no part in
 * getting the index. `root`: the site's address (its base), which the manifest's files are relative to.
 */
export interface IndexLookup {
  root: string;
  lang: string;
  version: string;
}

export type WorkerResponse =
  | { type: 'ready'; pages: number; error?: string }
  | { type: 'results'; id: number; results: ReturnType<Searcher['search']> };

/** An init the page can write as text: every kind but the bytes of an index file. */
export type StartRequest = Omit<Extract<WorkerRequest, { type: 'init' }>, 'bytes'>;

/** `script` with `request` in its fragment. */
export function workerAddress(script: URL, request: StartRequest): URL {
  const address = new URL(script);
  address.hash = encodeURIComponent(JSON.stringify(request));
  return address;
}

/** The request in a worker's address's fragment (`location.hash`); one that is not an init throws. */
export function startRequestIn(hash: string): StartRequest {
  const request = JSON.parse(decodeURIComponent(hash.slice(1))) as StartRequest;
  if (request?.type !== 'init') throw new Error(`not a search worker's start request: ${hash}`);
  return request;
}
