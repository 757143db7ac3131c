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

type AnySearcher = Searcher | SplitSearcher;

const post = (message: WorkerResponse) => (self as unknown as Worker).postMessage(message);
// Queries that arrive while the index is still loading wait for it.
let searcher: Promise<AnySearcher> = Promise.resolve(new Searcher([]));

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

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'init') {
    let error: string | undefined;
    searcher = load(message).catch((e: unknown) => {
      // An index that cannot be read searches as empty; the page reports the error.
      error = String(e);
      return new Searcher([]);
    });
    const ready = await searcher;
    post({ type: 'ready', pages: ready.size, ...(error ? { error } : {}) });
    // After `ready`, as a task of its own: a query already waiting goes first.
    if (ready instanceof Searcher) setTimeout(() => ready.warmUp(), 0);
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
