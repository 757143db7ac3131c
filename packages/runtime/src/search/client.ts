/**
 * The page side of local search: takes the worker started for the current language's index
 * (`worker-start.ts`, at idle time or at the reader's first sign) and turns queries into
 * promises of results.
 */
import { CONTENT_CHANGED_EVENT } from '@quire/shared/dev-events';
import type { PageResult } from './search-core';
import type { WorkerRequest, WorkerResponse } from './worker';
import { DEFAULT_LIMIT } from './worker-protocol';
import { loadSearchIndex, type ReadyMessage, releaseSearchWorker, type SearchWorker, takeSearchWorker } from './worker-start';

export type SearchState = 'initial' | 'initing' | 'inited';
export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

export interface LocalSearchClient {
  readonly state: SearchState;
  init(): Promise<void>;
  search(query: string, limit?: number): Promise<PageResult[]>;
  /** Has the worker fetch what `query` needs, ahead of the search for it. */
  prefetch(query: string, limit?: number): void;
  dispose(): void;
}

/**
 * Dev: counts the dev server's reports of changed content. A client whose index is older than
 * the last report fetches it again before its next query, so a new or edited page is found.
 */
let contentRevision = 0;
import.meta.webpackHot?.on?.(CONTENT_CHANGED_EVENT, () => {
  contentRevision++;
});

export function createLocalSearchClient(lang: string, version = ''): LocalSearchClient {
  let state: SearchState = 'initial';
  let taken: SearchWorker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 0;
  const pending = new Map<number, (results: PageResult[]) => void>();
  /** The content revision of the index the worker has or is getting. */
  let indexRevision = contentRevision;

  /** Waits for the worker's index; one it cannot fetch or read the worker reports, and the page logs the reader's message. */
  const report = async (ready: Promise<ReadyMessage>) => {
    const { error } = await ready;
    if (error) console.error(INDEX_FETCH_ERROR, error);
  };

  const start = async () => {
    state = 'initing';
    indexRevision = contentRevision;
    // The worker fetches the index, not this thread: the body of a large site's index, however
    // it is read, is received on the thread that asked for it, in tasks that block the page.
    taken = takeSearchWorker(lang, version);
    taken.worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'results') {
        pending.get(message.id)?.(message.results);
        pending.delete(message.id);
      }
    };
    await report(taken.ready);
    state = 'inited';
  };

  return {
    get state() {
      return state;
    },
    init() {
      ready ??= start();
      return ready;
    },
    async search(query, limit = DEFAULT_LIMIT) {
      const w = taken?.worker;
      if (ready && w && indexRevision !== contentRevision) {
        indexRevision = contentRevision;
        // Asked for now, so the worker has the new index's request before this query's.
        const reloaded = report(loadSearchIndex(w, lang, version));
        ready = ready.then(() => reloaded);
      }
      const initialised = this.init();
      const worker = taken?.worker;
      if (!worker || !query.trim()) {
        await initialised;
        return [];
      }
      const id = nextId++;
      // Sent at once: the worker holds a query until its index is in, and this thread may be
      // busy (rendering the dialog) when the worker says it is ready.
      const answer = new Promise<PageResult[]>((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ type: 'search', id, query, limit } satisfies WorkerRequest);
      });
      await initialised;
      return answer;
    },
    prefetch(query, limit = DEFAULT_LIMIT) {
      if (query.trim()) taken?.worker.postMessage({ type: 'prefetch', query, limit } satisfies WorkerRequest);
    },
    dispose() {
      if (taken) releaseSearchWorker(taken);
      pending.clear();
    },
  };
}
