/**
 * Search hooks: a site's own code run around every search, local or remote (config
 * `search.searchHooks`). A hook that throws is logged and skipped, so a bug in it never
 * leaves the reader without results.
 */
import type { SearchGroup } from './groups';

type MaybePromise<T> = T | Promise<T>;

/** The exports a `search.searchHooks` module may have; every one is optional. */
export interface SearchHooks {
  /** Before the query is sent: return a string to search for that instead (an empty one gives no results). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook that changes nothing may be written without a return.
  beforeSearch?: (query: string) => MaybePromise<string | undefined | void>;
  /** When the results arrive, before they are shown: return groups to show those instead (filtered, reordered, added to). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook that changes nothing may be written without a return.
  onSearch?: (query: string, groups: SearchGroup[]) => MaybePromise<SearchGroup[] | undefined | void>;
  /** With the results that will be shown, for reporting; its return value is ignored. */
  afterSearch?: (query: string, groups: SearchGroup[]) => MaybePromise<unknown>;
}

async function safely<T>(name: string, run: () => MaybePromise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    console.error(`search hook ${name} failed:`, error);
    return undefined;
  }
}

/**
 * Runs one search between the hooks: `beforeSearch` may rewrite the query, `search` runs with
 * it, `onSearch` may replace the groups, `afterSearch` sees the final ones. The last two get the
 * query that was actually searched, and are skipped for a search cancelled through `signal`
 * (its answer is never shown, so reporting it would count a query twice).
 */
export async function searchWithHooks(
  hooks: SearchHooks,
  query: string,
  search: (query: string) => Promise<SearchGroup[]>,
  emptyGroups: () => SearchGroup[],
  signal?: AbortSignal,
): Promise<SearchGroup[]> {
  let q = query;
  if (hooks.beforeSearch) {
    const rewritten = await safely('beforeSearch', () => hooks.beforeSearch?.(query));
    if (typeof rewritten === 'string') q = rewritten;
  }
  let groups = q.trim() ? await search(q) : emptyGroups();
  if (signal?.aborted) return groups;
  if (hooks.onSearch) {
    const replaced = await safely('onSearch', () => hooks.onSearch?.(q, groups));
    if (Array.isArray(replaced)) groups = replaced;
  }
  if (hooks.afterSearch) {
    const final = groups;
    await safely('afterSearch', () => hooks.afterSearch?.(q, final));
  }
  return groups;
}
