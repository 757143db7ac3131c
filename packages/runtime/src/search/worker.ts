/** The search worker: builds the index off the main thread and answers queries. */
import { type SearchRecord, Searcher } from './search-core';

export type WorkerRequest =
  | { type: 'init'; records: SearchRecord[] }
  | { type: 'search'; id: number; query: string; limit: number };

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'results'; id: number; results: ReturnType<Searcher['search']> };

let searcher: Searcher | undefined;

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'init') {
    searcher = new Searcher(message.records);
    (self as unknown as Worker).postMessage({ type: 'ready' } satisfies WorkerResponse);
  } else if (message.type === 'search') {
    const results = searcher ? searcher.search(message.query, message.limit) : [];
    (self as unknown as Worker).postMessage({ type: 'results', id: message.id, results } satisfies WorkerResponse);
  }
};
