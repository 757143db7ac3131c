/**
 * The local search worker, started from the app's own code the moment the reader shows they want
 * search (`startSearchWorker`), and taken by the search client once its chunk has run
 * (`takeSearchWorker`). Started there, the worker's script, the site manifest and the index's
 * head load while the page's thread renders the dialog, instead of after the client's chunk
 * waited for that thread.
 */
import siteData from '@quire/virtual-site-data';
import { withBase } from '@quire/shared/route-path';
import { noSearchIndexError, searchIndexFor } from '@quire/shared/site-manifest';
import type { WorkerResponse } from './worker';
import { DEFAULT_LIMIT, type StartRequest, type WorkerRequest, workerAddress } from './worker-protocol';

/**
 * The worker, built by this package as one file (`rslib.config.ts`) that a site's bundler copies
 * as an asset. Written as `new Worker(new URL(...))`, Rspack would bundle it as a worker entry whose
 * runtime is named by a hash of this module's absolute path, so the site's chunk hashes, and with them
 * the minifier's names in the app entry, would change with the folder the site is built in.
 */
const SEARCH_WORKER = new URL('./search-worker.js', import.meta.url);

export type ReadyMessage = Extract<WorkerResponse, { type: 'ready' }>;

/** A worker asked for a language's and version's index, and its answer once it has it. */
export interface SearchWorker {
  worker: Worker;
  ready: Promise<ReadyMessage>;
}

/** A worker with the language and version of the index it was started for. */
interface IndexWorker extends SearchWorker {
  lang: string;
  version: string;
}

/** The worker started for the next client to take. */
let started: IndexWorker | undefined;
/** The worker for the page's index, waiting or taken by a client: what a reader types before the dialog is there is sent to it. */
let latest: IndexWorker | undefined;

/**
 * Has `worker` load the index of `lang` and `version`, which replaces any it had. The dev
 * server's site data names the index files; a build's manifest does, which the worker reads.
 */
export function loadSearchIndex(worker: Worker, lang: string, version: string): Promise<ReadyMessage> {
  const { request, error } = initRequest(lang, version);
  const ready = readyOf(worker, error);
  worker.postMessage(request);
  return ready;
}

/** The worker's next `ready`, with the error the page found itself when it found one. */
function readyOf(worker: Worker, error: string | undefined): Promise<ReadyMessage> {
  const ready = new Promise<ReadyMessage>((resolve) => {
    const onReady = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.type !== 'ready') return;
      worker.removeEventListener('message', onReady);
      resolve(event.data);
    };
    worker.addEventListener('message', onReady);
  });
  return error ? ready.then((answer) => ({ ...answer, error })) : ready;
}

/** The worker's init; without an index for the page, an empty one and the error the worker would have reported. */
function initRequest(lang: string, version: string): { request: StartRequest; error?: string } {
  const root = new URL(withBase('/', siteData.base), window.location.href).href;
  const { indexes } = siteData.search;
  if (!indexes.length) return { request: { type: 'init', lookup: { root, lang, version } } };
  const file = searchIndexFor(indexes, lang, version);
  if (!file) return { request: { type: 'init', records: [] }, error: String(noSearchIndexError(lang, version)) };
  return { request: { type: 'init', url: new URL(file, root).href } };
}

/** A worker that starts on the index as its script runs: its first request is in its address, not a message. */
function startWorker(lang: string, version: string): IndexWorker {
  const { request, error } = initRequest(lang, version);
  const worker = new Worker(workerAddress(SEARCH_WORKER, request), { type: 'module', name: 'quire-search' });
  latest = { worker, ready: readyOf(worker, error), lang, version };
  return latest;
}

/**
 * Starts the worker and its index for the next client of `lang` and `version` to take; a worker
 * started for another is stopped. Nothing starts while one for the same index waits or is in use.
 */
export function startSearchWorker(lang: string, version: string): void {
  if (siteData.search.mode !== 'local' || typeof Worker === 'undefined') return;
  if (latest?.lang === lang && latest.version === version) return;
  started?.worker.terminate();
  started = startWorker(lang, version);
}

/** The worker started for `lang` and `version`, else one started now; a started worker is taken once. */
export function takeSearchWorker(lang: string, version: string): SearchWorker {
  const early = started;
  started = undefined;
  if (early?.lang === lang && early.version === version) return early;
  early?.worker.terminate();
  return startWorker(lang, version);
}

/** Stops a worker a client took and no longer uses. */
export function releaseSearchWorker({ worker }: SearchWorker): void {
  worker.terminate();
  if (latest?.worker === worker) latest = undefined;
}

/**
 * Has the search worker fetch and rank `query` ahead of the dialog, which then finds the answer in the
 * worker's query cache: text typed into the launcher's stand-in would otherwise wait for the dialog's code.
 */
export function prefetchSearch(query: string): void {
  if (query.trim()) latest?.worker.postMessage({ type: 'prefetch', query, limit: DEFAULT_LIMIT } satisfies WorkerRequest);
}
