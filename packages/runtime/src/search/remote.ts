/**
 * Remote search: each query is one GET to the configured API; nothing is indexed in the
 * browser. Any failure (network, HTTP status, a body that is not the expected JSON) is
 * logged and answers with no results, so the dialog keeps working.
 */
import { emptyGroups, type SearchGroup, type SearchIndexOption } from './groups';
import { parseRemoteAnswer, toPageResults } from './remote-answer';

export interface RemoteSearchOptions {
  apiUrl: string;
  lang: string;
  /** Configured indexes, in tab order; empty means the API's default. */
  indexes: readonly SearchIndexOption[];
  /** How long to wait for an answer. @default 10000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const REMOTE_SEARCH_ERROR = 'Remote search failed:';

/** `{apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=…` (added to any query the URL already has). */
export function remoteSearchUrl(
  apiUrl: string,
  params: { keyword: string; limit: number; indexes: readonly SearchIndexOption[]; lang: string },
): string {
  const base = typeof location === 'undefined' ? undefined : location.href;
  const url = new URL(apiUrl, base);
  url.searchParams.set('keyword', params.keyword);
  url.searchParams.set('limit', String(params.limit));
  if (params.indexes.length) url.searchParams.set('searchIndexes', params.indexes.map((i) => i.value).join(','));
  url.searchParams.set('lang', params.lang);
  // The index list reads as `a,b` rather than `a%2Cb`; both decode the same.
  return url.href.replace(/(searchIndexes=[^&]*)/, (m) => m.replace(/%2C/gi, ','));
}

/**
 * Answers in configured-index order: each configured index gets its group (empty when the API
 * left it out); with no indexes configured, every hit goes into one unnamed group.
 */
export function groupsFor(indexes: readonly SearchIndexOption[], answer: ReturnType<typeof parseRemoteAnswer>, query: string): SearchGroup[] {
  if (!indexes.length)
    return [
      {
        index: '',
        label: '',
        results: toPageResults(
          answer.flatMap((g) => g.hits),
          query,
        ),
      },
    ];
  return indexes.map((i) => ({
    index: i.value,
    label: i.label,
    results: toPageResults(
      answer.filter((g) => g.index === i.value).flatMap((g) => g.hits),
      query,
    ),
  }));
}

/** `signal` cancels a request nobody waits for any more (the reader typed on); that is not logged. */
export function createRemoteSearch(options: RemoteSearchOptions): (query: string, limit: number, signal?: AbortSignal) => Promise<SearchGroup[]> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (query, limit, signal) => {
    const url = remoteSearchUrl(options.apiUrl, { keyword: query, limit, indexes: options.indexes, lang: options.lang });
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    try {
      const res = await doFetch(url, { headers: { accept: 'application/json' }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
      let data: unknown;
      try {
        data = await res.json();
      } catch (error) {
        throw new Error(`the answer of ${url} is not JSON`, { cause: error });
      }
      return groupsFor(options.indexes, parseRemoteAnswer(data), query);
    } catch (error) {
      if (signal?.aborted) return emptyGroups(options.indexes);
      console.error(REMOTE_SEARCH_ERROR, error);
      return emptyGroups(options.indexes);
    }
  };
}
