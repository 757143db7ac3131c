/**
 * The page side of local search: the worker fetches the index itself, so the page's thread
 * never receives it (a large site's index arriving there blocks the page while it loads); when
 * the index cannot be fetched or read, one console message, an empty index, no crash.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDEX_FETCH_ERROR, indexFileFor } from '#runtime/search/client.ts';
import { createSearchClient } from '#runtime/search/search-client.ts';
import type { WorkerRequest } from '#runtime/search/worker.ts';
import siteData from '../fixtures/site-data';

/**
 * Stands in for the search worker: answers `init` with `ready`, fetching a URL it is given from
 * `FakeWorker.serve` (its own network, apart from the page's `fetch`) and reporting a failed
 * fetch or a file that is not JSON as the worker does, and every search with no pages.
 */
class FakeWorker extends EventTarget {
  static inits: WorkerRequest[] = [];
  static serve: (url: string) => Promise<Response> = async () => new Response('[]');
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
    expect(transfer).toEqual([]);
    if (message.type === 'init') {
      FakeWorker.inits.push(message);
      this.init(message.url).then(
        () => this.emit({ type: 'ready', pages: message.url ? 1 : 0 }),
        (error: unknown) => this.emit({ type: 'ready', pages: 0, error: String(error) }),
      );
    } else if (message.type === 'search') queueMicrotask(() => this.emit({ type: 'results', id: message.id, results: [] }));
  }
  terminate() {}
  private async init(url: string | undefined) {
    if (url === undefined) return;
    const res = await FakeWorker.serve(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    await res.json();
  }
  private emit(data: unknown) {
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    this.dispatchEvent(event);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  siteData.search.indexes = [];
  FakeWorker.inits = [];
});

const file = 'static/search_index.en.0123456789.json';
const localClient = () => createSearchClient('en', '', { search: { mode: 'local', indexes: siteData.search.indexes }, loadHooks: async () => ({}) });

describe('local search client', () => {
  it('finds the index files in the site data (dev), or else in the site manifest, revalidated and fetched once (build)', async () => {
    const manifest = { routes: 'static/routes.1.json', search: [{ lang: 'zh', version: '', file: 'static/search_index.zh.1.json' }] };
    const fetch = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{not json')),
    );
    await expect(indexFileFor('zh')).rejects.toThrow();
    vi.stubGlobal('fetch', fetch);
    expect(await indexFileFor('zh')).toBe('static/search_index.zh.1.json');
    expect(await indexFileFor('en')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/static/manifest.json', { cache: 'no-cache' });
    siteData.search.indexes = [{ lang: 'en', version: '', file }];
    expect(await indexFileFor('en')).toBe(file);
  });

  it('has the worker fetch the index from the page’s address, the page fetching none of it', async () => {
    siteData.search.indexes = [{ lang: 'en', version: '', file }];
    vi.stubGlobal('window', { location: new URL('https://docs.example/guide/start') });
    const pageFetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', pageFetch);
    vi.stubGlobal('Worker', FakeWorker);
    const served = vi.fn(async () => new Response(JSON.stringify({ format: 1, lang: 'en', version: '', domain: '', pages: [] })));
    FakeWorker.serve = served;
    const client = localClient();
    const init = client.init();
    expect(client.state).toBe('initing');
    await init;
    expect(client.state).toBe('inited');
    expect(FakeWorker.inits).toEqual([{ type: 'init', url: `https://docs.example/${file}` }]);
    expect(served).toHaveBeenCalledWith(`https://docs.example/${file}`);
    expect(pageFetch).not.toHaveBeenCalled();
    client.dispose();
  });

  it.each([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404', () => Promise.resolve(new Response('missing', { status: 404 }))],
    ['the file is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('when %s: the worker reports it, the page logs the message once and finds nothing', async (_name, answer) => {
    siteData.search.indexes = [{ lang: 'en', version: '', file }];
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.serve = vi.fn(answer);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = localClient();
    expect(client.state).toBe('initial');
    const groups = await client.search('distPath');
    expect(FakeWorker.serve).toHaveBeenCalledWith(`https://docs.example/${file}`);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('Failed to fetch search index, please reload the page and try again.');
    expect(INDEX_FETCH_ERROR).toBe('Failed to fetch search index, please reload the page and try again.');
    expect(groups).toEqual([{ index: '', label: '', results: [] }]);
    expect(client.state).toBe('inited');
    client.dispose();
  });

  it('when the site names no index for the language: logs the message, the worker searches an empty index', async () => {
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ routes: 'static/routes.1.json', search: [] }))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = localClient();
    expect(await client.search('distPath')).toEqual([{ index: '', label: '', results: [] }]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe(INDEX_FETCH_ERROR);
    expect(FakeWorker.inits).toEqual([{ type: 'init', records: [] }]);
    client.dispose();
  });
});
