/**
 * The page side of local search: fetches the current language's index (named in the site data)
 * at idle time, hands it to the worker, and turns queries into promises of results.
 */
import siteData from '@quire/virtual-site-data';
import { withBase } from '../shared/route-path';
import type { PageResult, SearchRecord } from './search-core';
import type { WorkerRequest, WorkerResponse } from './worker';

export type SearchState = 'initial' | 'initing' | 'inited';
export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

export interface LocalSearchClient {
  readonly state: SearchState;
  init(): Promise<void>;
  search(query: string, limit?: number): Promise<PageResult[]>;
  dispose(): void;
}

export function indexFileFor(lang: string, version = ''): string | undefined {
  return siteData.search.indexes.find((i) => i.lang === lang && i.version === version)?.file;
}

export function createLocalSearchClient(lang: string, version = ''): LocalSearchClient {
  let state: SearchState = 'initial';
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 0;
  const pending = new Map<number, (results: PageResult[]) => void>();

  const start = async () => {
    state = 'initing';
    // The worker's code loads while the index downloads: the two waits overlap.
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'quire-search' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'results') {
        pending.get(message.id)?.(message.results);
        pending.delete(message.id);
      }
    };
    const file = indexFileFor(lang, version);
    let records: SearchRecord[] = [];
    try {
      if (!file) throw new Error(`no search index for language "${lang}"`);
      const res = await fetch(withBase(`/${file}`, siteData.base));
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      records = (await res.json()) as SearchRecord[];
    } catch (error) {
      console.error(INDEX_FETCH_ERROR, error);
      records = [];
    }
    await new Promise<void>((resolve) => {
      const onReady = (event: MessageEvent<WorkerResponse>) => {
        if (event.data.type !== 'ready') return;
        worker?.removeEventListener('message', onReady);
        resolve();
      };
      worker?.addEventListener('message', onReady);
      worker?.postMessage({ type: 'init', records } satisfies WorkerRequest);
    });
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
    async search(query, limit = 7) {
      await this.init();
      if (!worker || !query.trim()) return [];
      const id = nextId++;
      return new Promise<PageResult[]>((resolve) => {
        pending.set(id, resolve);
        worker?.postMessage({ type: 'search', id, query, limit } satisfies WorkerRequest);
      });
    },
    dispose() {
      worker?.terminate();
      pending.clear();
    },
  };
}
