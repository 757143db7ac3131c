/**
 * The search client the theme uses: local (worker) or remote search as the site data says,
 * with the site's search hooks run around every query. Answers are groups per index, so
 * the dialog can show a tab per remote index.
 */
import siteData from '@quire/virtual-site-data';
import type { SiteSearchData } from '@quire/shared/types';
import { createLocalSearchClient, type SearchState } from './client';
import { emptyGroups, type SearchGroup, type SearchIndexOption } from './groups';
import { type SearchHooks, searchWithHooks } from './hooks';
import { createRemoteSearch } from './remote';
import { DEFAULT_LIMIT } from './worker-protocol';

export interface SearchClient {
  readonly state: SearchState;
  /** Indexes in tab order: more than one means the dialog shows tabs. */
  readonly indexes: readonly SearchIndexOption[];
  /** Loads the hooks and, in local mode, the index; `search` calls it when needed. */
  init(): Promise<void>;
  /**
   * Pages per index, best first; `limit` pages per index (local) or hits asked of the API (remote).
   * `signal` cancels a remote request whose answer is no longer wanted.
   */
  search(query: string, limit?: number, signal?: AbortSignal): Promise<SearchGroup[]>;
  /**
   * Local search: starts fetching what `query` needs while the dialog waits out its debounce (the
   * search for the same query then finds it in hand). Remote search: nothing, a request per key is not wanted.
   */
  prefetch?(query: string, limit?: number): void;
  dispose(): void;
}

export interface SearchClientOptions {
  /** Search settings; the site's by default. */
  search?: SiteSearchData;
  /** Where the hooks come from; the site's `search.searchHooks` module by default. */
  loadHooks?: () => Promise<SearchHooks>;
  fetch?: typeof fetch;
  /** How long a remote request may take. @default 10000 */
  timeoutMs?: number;
}

export { DEFAULT_LIMIT };

/** The site's hooks module, imported (as a chunk of its own) only when one is configured. */
export async function loadSiteSearchHooks(configured: boolean): Promise<SearchHooks> {
  if (!configured) return {};
  try {
    return (await import('@quire/virtual-search-hooks')).default;
  } catch (error) {
    console.error('Failed to load the search hooks module:', error);
    return {};
  }
}

export function createSearchClient(lang: string, version = '', options: SearchClientOptions = {}): SearchClient {
  const config = options.search ?? siteData.search;
  const indexes = config.mode === 'remote' ? (config.searchIndexes ?? []) : [];
  const loadHooks = options.loadHooks ?? (() => loadSiteSearchHooks(config.hooks === true));
  const local = config.mode === 'local' ? createLocalSearchClient(lang, version) : undefined;
  const remote =
    config.mode === 'remote' && config.apiUrl
      ? createRemoteSearch({ apiUrl: config.apiUrl, lang, indexes, fetch: options.fetch, timeoutMs: options.timeoutMs })
      : undefined;
  let hooks: Promise<SearchHooks> | undefined;
  let ownState: SearchState = 'initial';

  const run = async (query: string, limit: number, signal?: AbortSignal): Promise<SearchGroup[]> => {
    if (local) return [{ index: '', label: '', results: await local.search(query, limit) }];
    if (remote) return remote(query, limit, signal);
    return emptyGroups(indexes);
  };

  const client: SearchClient = {
    get state() {
      return ownState;
    },
    indexes,
    async init() {
      if (!hooks) {
        ownState = 'initing';
        hooks = loadHooks();
      }
      await Promise.all([hooks, local?.init()]);
      ownState = 'inited';
    },
    async search(query, limit = DEFAULT_LIMIT, signal) {
      // The query waits for the hooks only: a local index still loading holds it in the worker.
      const initialised = client.init();
      const groups = await searchWithHooks(
        (await hooks) ?? {},
        query,
        (q) => run(q, limit, signal),
        () => emptyGroups(indexes),
        signal,
      );
      await initialised;
      return groups;
    },
    prefetch(query, limit = DEFAULT_LIMIT) {
      local?.prefetch(query, limit);
    },
    dispose() {
      local?.dispose();
    },
  };
  return client;
}
