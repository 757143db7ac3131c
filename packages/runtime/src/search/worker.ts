/**
 * The search worker: fetches the search index off the main thread and answers queries. A split
 * index's head (a build's) is kept and the rest fetched as queries need it; a whole index (the
 * dev server's, or records handed over) is unpacked and indexed. The page hands it the file's
 * URL, so the page's thread never receives, parses nor copies the index.
 */
import { unpackSearchIndex } from '@quire/shared/search-index-file';
import { noSearchIndexError, SITE_MANIFEST_FILE, type SiteManifest, searchIndexFor } from '@quire/shared/site-manifest';
import { isSplitIndexHead } from '@quire/shared/search-split-index';
import { Searcher } from './search-core';
import { SplitSearcher } from './split-searcher';
import { SPLIT_WARM_UP_DELAY_MS, warmUpSplitSearch } from './split-warm-up';
import { type IndexLookup, startRequestIn, type WorkerRequest, type WorkerResponse } from './worker-protocol';

export type { IndexLookup, WorkerRequest, WorkerResponse };

type AnySearcher = Searcher | SplitSearcher;

const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);
// Queries that arrive while the index is still loading wait for it.
let searcher: Promise<AnySearcher> = Promise.resolve(new Searcher([]));
/** Whether a query has come: the split index's warm-up gives way to it. */
let queried = false;
let warmUpPlanned = false;

/**
 * Warms the split searcher's code (`split-warm-up.ts`) once the worker has been idle a while, once
 * per worker: a reader who opens search at load is typing by then, and the warm-up would hold
 * their query up.
 */
function planSplitWarmUp(): void {
  if (warmUpPlanned) return;
  warmUpPlanned = true;
  setTimeout(() => {
    if (queried) return;
    warmUpSplitSearch(() => queried).catch((error: unknown) => console.error('Search warm-up failed:', error));
  }, SPLIT_WARM_UP_DELAY_MS);
}

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
  return res.json();
}

/** The index's address from the manifest, revalidated as the page revalidates it: a page cached before a deploy finds the new files. */
async function indexUrlIn({ root, lang, version }: IndexLookup): Promise<string> {
  const manifest = (await fetchJson(new URL(SITE_MANIFEST_FILE, root).href, { cache: 'no-cache' })) as SiteManifest;
  const file = searchIndexFor(manifest.search, lang, version);
  if (!file) throw noSearchIndexError(lang, version);
  return new URL(file, root).href;
}

async function load(message: Extract<WorkerRequest, { type: 'init' }>): Promise<AnySearcher> {
  const url = message.lookup ? await indexUrlIn(message.lookup) : message.url;
  const data = message.bytes
    ? JSON.parse(new TextDecoder().decode(message.bytes))
    : url === undefined
      ? (message.records ?? [])
      : await fetchJson(url);
  if (!isSplitIndexHead(data)) return new Searcher(unpackSearchIndex(data));
  const head = new URL(url ?? '', self.location?.href);
  return new SplitSearcher(data, (file) => fetchJson(new URL(file, head).href));
}

/** Loads an index in place of any other; queries wait for it, and the page hears `ready` once it is in. */
async function init(loading: Promise<AnySearcher>): Promise<void> {
  let error: string | undefined;
  searcher = loading.catch((e: unknown) => {
    // An index that cannot be read searches as empty; the page reports the error.
    error = String(e);
    return new Searcher([]);
  });
  const ready = await searcher;
  post({ type: 'ready', pages: ready.size, ...(error ? { error } : {}) });
  // After `ready`, as a task of its own: a query already waiting goes first.
  if (ready instanceof Searcher) setTimeout(() => ready.warmUp(), 0);
  else planSplitWarmUp();
}

// Started with its first request in its address (`worker-protocol.ts`): the index is asked for now.
const startHash = self.location?.hash;
if (startHash) void init(Promise.resolve(startHash).then((hash) => load(startRequestIn(hash))));

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type !== 'init') queried = true;
  if (message.type === 'init') {
    await init(load(message));
  } else if (message.type === 'prefetch') {
    const ready = await searcher;
    if (ready instanceof SplitSearcher) ready.prefetch(message.query, message.limit);
  } else if (message.type === 'search') {
    let results: Awaited<ReturnType<AnySearcher['search']>> = [];
    try {
      results = await (await searcher).search(message.query, message.limit);
    } catch (error) {
      // A chunk that cannot be fetched answers with nothing; the next query tries again.
      console.error('Search failed:', error);
    }
    post({ type: 'results', id: message.id, results });
  }
};
