/** Local search when the index cannot be fetched: one console message, an empty index, no crash. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDEX_FETCH_ERROR } from '../../packages/runtime/src/search/client';
import { createSearchClient } from '../../packages/runtime/src/search/search-client';
import siteData from '../fixtures/site-data';

/** Stands in for the search worker: answers `init` with `ready` and every search with no pages. */
class FakeWorker extends EventTarget {
  static inits: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: { type: string; id?: number; records?: unknown }) {
    queueMicrotask(() => {
      if (message.type === 'init') {
        FakeWorker.inits.push(message.records);
        this.emit({ type: 'ready' });
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
});

describe('local search client', () => {
  it.each([
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404', () => Promise.resolve(new Response('missing', { status: 404 }))],
    ['the file is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])('when %s: logs the message, searches an empty index and finds nothing', async (_name, answer) => {
    siteData.search.indexes = [{ lang: 'en', version: '', file: 'static/search_index.en.0123456789.json' }];
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('Worker', FakeWorker);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createSearchClient('en', '', { search: { mode: 'local', indexes: siteData.search.indexes }, loadHooks: async () => ({}) });
    expect(client.state).toBe('initial');
    const groups = await client.search('distPath');
    expect(fetch).toHaveBeenCalledWith('/static/search_index.en.0123456789.json');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('Failed to fetch search index, please reload the page and try again.');
    expect(INDEX_FETCH_ERROR).toBe('Failed to fetch search index, please reload the page and try again.');
    expect(FakeWorker.inits).toEqual([[]]);
    expect(groups).toEqual([{ index: '', label: '', results: [] }]);
    expect(client.state).toBe('inited');
    client.dispose();
  });
});
