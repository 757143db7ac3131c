/**
 * The page side of local search: the index's bytes go to the worker untouched (handed over,
 * not parsed or copied on the page's thread); when the index cannot be fetched or read, one
 * console message, an empty index, no crash.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDEX_FETCH_ERROR, indexFileFor } from '../../packages/runtime/src/search/client';
import { createSearchClient } from '../../packages/runtime/src/search/search-client';
import type { WorkerRequest } from '../../packages/runtime/src/search/worker';
import siteData from '../fixtures/site-data';

/**
 * Stands in for the search worker: answers `init` with `ready` (reporting bytes that are not
 * JSON, as the worker does) and every search with no pages.
 */
class FakeWorker extends EventTarget {
  static inits: unknown[] = [];
  static transfers: unknown[][] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
    FakeWorker.transfers.push(transfer);
    queueMicrotask(() => {
      if (message.type === 'init') {
        if (!message.bytes) {
          FakeWorker.inits.push(message.records);
          this.emit({ type: 'ready', pages: 0 });
          return;
        }
        try {
          FakeWorker.inits.push(JSON.parse(new TextDecoder().decode(message.bytes)));
          this.emit({ type: 'ready', pages: 1 });
        } catch (error) {
          this.emit({ type: 'ready', pages: 0, error: String(error) });
        }
      } else if (message.type === 'search') this.emit({ type: 'results', id: message.id, results: [] });
    });
  }
  terminate() {}
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
  FakeWorker.transfers = [];
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

  it('hands the fetched bytes to the worker as a transfer, parsing nothing on the page', async () => {
    siteData.search.indexes = [{ lang: 'en', version: '', file }];
    const packed = { format: 1, lang: 'en', version: '', domain: '', pages: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(packed))),
    );
    vi.stubGlobal('Worker', FakeWorker);
    const json = vi.spyOn(Response.prototype, 'json');
    const text = vi.spyOn(Response.prototype, 'text');
    const client = localClient();
    const init = client.init();
    expect(client.state).toBe('initing');
    await init;
    expect(client.state).toBe('inited');
    expect(FakeWorker.inits).toEqual([packed]);
    const [transfer] = FakeWorker.transfers;
    expect(transfer).toHaveLength(1);
    expect(transfer[0]).toBeInstanceOf(ArrayBuffer);
    expect(json).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
    client.dispose();
  });

  it.each([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch')), [[]]],
    ['the server answers 404', () => Promise.resolve(new Response('missing', { status: 404 })), [[]]],
    // The worker finds out and reports it; the page logs the same message.
    ['the file is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 })), []],
  ])('when %s: logs the message, searches an empty index and finds nothing', async (_name, answer, inits) => {
    siteData.search.indexes = [{ lang: 'en', version: '', file }];
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('Worker', FakeWorker);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = localClient();
    expect(client.state).toBe('initial');
    const groups = await client.search('distPath');
    expect(fetch).toHaveBeenCalledWith(`/${file}`);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('Failed to fetch search index, please reload the page and try again.');
    expect(INDEX_FETCH_ERROR).toBe('Failed to fetch search index, please reload the page and try again.');
    expect(FakeWorker.inits).toEqual(inits);
    expect(groups).toEqual([{ index: '', label: '', results: [] }]);
    expect(client.state).toBe('inited');
    client.dispose();
  });
});
