/**
 * The page side of local search: finds the current language's index (named in the site data in
 * dev, in the site manifest in a build) when asked (the theme asks at idle time), has the worker
 * fetch it, and turns queries into promises of results.
 */
import siteData from '@quire/virtual-site-data';
import { CONTENT_CHANGED_EVENT } from '@quire/shared/dev-events';
import { withBase } from '@quire/shared/route-path';
import { loadSiteManifest } from '../data/site-manifest';
import type { SearchIndexInfo } from '@quire/shared/types';
import type { PageResult } from './search-core';
import type { WorkerRequest, WorkerResponse } from './worker';

/**
 * The worker, built by this package as one file (`rslib.config.ts`) that a site's bundler copies
 * as an asset. Written as `new Worker(new URL(...))`, Rspack would bundle it as a worker entry whose
 * runtime is named by a hash of this module's absolute path, so the site's chunk hashes, and with them
 * the minifier's names in the app entry, would change with the folder the site is built in.
 */
const SEARCH_WORKER = new URL('./search-worker.js', import.meta.url);

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
 * The site's index files: in the site data in dev; a production build names them in its site
 * manifest instead, so that a text edit, which renames them, changes neither the app's code nor
 * any other page.
 */
async function searchIndexes(): Promise<readonly SearchIndexInfo[]> {
  if (siteData.search.indexes.length) return siteData.search.indexes;
  return (await loadSiteManifest()).search;
}

/** The version's own index, else the language's one across versions (`search.versioned: false`). */
export async function indexFileFor(lang: string, version = ''): Promise<string | undefined> {
  const indexes = (await searchIndexes()).filter((i) => i.lang === lang);
  return (indexes.find((i) => i.version === version) ?? indexes.find((i) => i.version === ''))?.file;
}

/** The index file's address for the worker, or nothing (and the reader's message logged) when the site names none. */
async function indexUrl(lang: string, version: string): Promise<string | undefined> {
  try {
    const file = await indexFileFor(lang, version);
    if (!file) throw new Error(`no search index for language "${lang}"${version ? ` and version "${version}"` : ''}`);
    return new URL(withBase(`/${file}`, siteData.base), window.location.href).href;
  } catch (error) {
    console.error(INDEX_FETCH_ERROR, error);
    return undefined;
  }
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
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 0;
  const pending = new Map<number, (results: PageResult[]) => void>();
  /** The content revision of the index the worker has or is getting. */
  let indexRevision = contentRevision;

  /** Has the worker fetch the index, which replaces the index it had. */
  const load = async (w: Worker) => {
    const answered = new Promise<Extract<WorkerResponse, { type: 'ready' }>>((resolve) => {
      const onReady = (event: MessageEvent<WorkerResponse>) => {
        if (event.data.type !== 'ready') return;
        w.removeEventListener('message', onReady);
        resolve(event.data);
      };
      w.addEventListener('message', onReady);
    });
    const url = await indexUrl(lang, version);
    // The worker fetches the file, not this thread: the body of a large site's index, however
    // it is read, is received on the thread that asked for it, in tasks that block the page.
    w.postMessage((url ? { type: 'init', url } : { type: 'init', records: [] }) satisfies WorkerRequest);
    const { error } = await answered;
    // A file that cannot be fetched or is no index: the worker reports it, the page logs the reader's message.
    if (error) console.error(INDEX_FETCH_ERROR, error);
  };

  const start = async () => {
    state = 'initing';
    indexRevision = contentRevision;
    const w = new Worker(SEARCH_WORKER, { type: 'module', name: 'quire-search' });
    worker = w;
    w.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'results') {
        pending.get(message.id)?.(message.results);
        pending.delete(message.id);
      }
    };
    await load(w);
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
      const w = worker;
      if (ready && w && indexRevision !== contentRevision) {
        indexRevision = contentRevision;
        ready = ready.then(() => load(w));
      }
      await this.init();
      if (!worker || !query.trim()) return [];
      const id = nextId++;
      return new Promise<PageResult[]>((resolve) => {
        pending.set(id, resolve);
        worker?.postMessage({ type: 'search', id, query, limit } satisfies WorkerRequest);
      });
    },
    prefetch(query, limit = 7) {
      if (query.trim()) worker?.postMessage({ type: 'prefetch', query, limit } satisfies WorkerRequest);
    },
    dispose() {
      worker?.terminate();
      pending.clear();
    },
  };
}
