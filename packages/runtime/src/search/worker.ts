/**
 * The search worker: unpacks and indexes the search index off the main thread and answers
 * queries. Given a URL it also fetches and parses the file itself, so the page's thread never
 * touches the index at all.
 */
import { unpackSearchIndex } from '../shared/search-index-file';
import { Searcher } from './search-core';

export type WorkerRequest =
  /** `records`: the parsed index file (packed or a plain array of records); `url`: where to fetch it. */
  | { type: 'init'; records?: unknown; url?: string }
  | { type: 'search'; id: number; query: string; limit: number };

export type WorkerResponse =
  | { type: 'ready'; pages: number; error?: string }
  | { type: 'results'; id: number; results: ReturnType<Searcher['search']> };

const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);
// Queries that arrive while the index is still loading wait for it.
let searcher: Promise<Searcher> = Promise.resolve(new Searcher([]));

async function load(message: Extract<WorkerRequest, { type: 'init' }>): Promise<unknown> {
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
  } else if (message.type === 'search') {
    const results = (await searcher).search(message.query, message.limit);
    post({ type: 'results', id: message.id, results });
  }
};
