/**
 * The search worker: fetches, parses, unpacks and indexes the search index off the main thread
 * and answers queries. The page hands it the file's URL, so the page's thread never receives,
 * parses nor copies the index (bytes or records handed over are indexed as they are).
 */
import { unpackSearchIndex } from '../shared/search-index-file';
import { Searcher } from './search-core';

export type WorkerRequest =
  /**
   * `bytes`: the index file as fetched (UTF-8 JSON); `records`: the parsed index file (packed or
   * a plain array of records); `url`: where to fetch it.
   */
  { type: 'init'; bytes?: ArrayBuffer; records?: unknown; url?: string } | { type: 'search'; id: number; query: string; limit: number };

export type WorkerResponse =
  | { type: 'ready'; pages: number; error?: string }
  | { type: 'results'; id: number; results: ReturnType<Searcher['search']> };

const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);
// Queries that arrive while the index is still loading wait for it.
let searcher: Promise<Searcher> = Promise.resolve(new Searcher([]));

async function load(message: Extract<WorkerRequest, { type: 'init' }>): Promise<unknown> {
  if (message.bytes) return JSON.parse(new TextDecoder().decode(message.bytes));
  if (message.url === undefined) return message.records ?? [];
  const res = await fetch(message.url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'init') {
    let error: string | undefined;
    searcher = load(message)
      .then((data) => new Searcher(unpackSearchIndex(data)))
      .catch((e: unknown) => {
        // An index that cannot be read searches as empty; the page reports the error.
        error = String(e);
        return new Searcher([]);
      });
    const ready = await searcher;
    post({ type: 'ready', pages: ready.size, ...(error ? { error } : {}) });
    // After `ready`, as a task of its own: a query already waiting goes first.
    setTimeout(() => ready.warmUp(), 0);
  } else if (message.type === 'search') {
    const results = (await searcher).search(message.query, message.limit);
    post({ type: 'results', id: message.id, results });
  }
};
