/**
 * The page side of local search: the worker finds and fetches the index itself, so the page's
 * thread never receives it (a large site's index arriving there blocks the page while it
 * loads); when the index cannot be fetched or read, one console message, an empty index, no
 * crash. A worker started at the reader's first sign is the one the client then uses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INDEX_FETCH_ERROR } from '#runtime/search/client.ts';
import { createSearchClient } from '#runtime/search/search-client.ts';
import type { WorkerRequest } from '#runtime/search/worker.ts';
import { DEFAULT_LIMIT, startRequestIn } from '#runtime/search/worker-protocol.ts';
import { prefetchSearch, startSearchWorker } from '#runtime/search/worker-start.ts';
import siteData from '../fixtures/site-data';

/**
 * Stands in for the search worker: answers `init` with `ready`, fetching a URL it is given from
 * `FakeWorker.serve` (its own network, apart from the page's `fetch`) and reporting a failed
 * fetch or a file that is not JSON as the worker does, and every search with no pages.
 */
class FakeWorker extends EventTarget {
  static inits: WorkerRequest[] = [];
  static sent: WorkerRequest['type'][] = [];
  static messages: WorkerRequest[] = [];
  static made = 0;
  static terminated = 0;
  constructor(address: URL) {
    super();
    FakeWorker.made++;
    // As the worker does: a request in the script's address is its first, before any message.
    if (address.hash) this.receive(startRequestIn(address.hash));
  }
  static serve: (url: string) => Promise<Response> = async () => new Response('[]');
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: WorkerRequest, transfer: Transferable[] = []) {
    expect(transfer).toEqual([]);
    FakeWorker.sent.push(message.type);
    FakeWorker.messages.push(message);
    if (message.type === 'init') this.receive(message);
    else if (message.type === 'search') queueMicrotask(() => this.emit({ type: 'results', id: message.id, results: [] }));
  }
  terminate() {
    FakeWorker.terminated++;
  }
  private receive(message: WorkerRequest & { type: 'init' }) {
    FakeWorker.inits.push(message);
    this.init(message.url).then(
      () => this.emit({ type: 'ready', pages: message.url ? 1 : 0 }),
      (error: unknown) => this.emit({ type: 'ready', pages: 0, error: String(error) }),
    );
  }
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
  siteData.search.mode = 'local';
  FakeWorker.inits = [];
  FakeWorker.sent = [];
  FakeWorker.messages = [];
  FakeWorker.made = 0;
  FakeWorker.terminated = 0;
});

const file = 'static/search_index.en.0123456789.json';
const localClient = () => createSearchClient('en', '', { search: { mode: 'local', indexes: siteData.search.indexes }, loadHooks: async () => ({}) });

describe('local search client', () => {
  it('has the worker find the index in a build’s site manifest, from the site’s address, the page fetching nothing', async () => {
    vi.stubGlobal('window', { location: new URL('https://docs.example/guide/start') });
    const pageFetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', pageFetch);
    vi.stubGlobal('Worker', FakeWorker);
    const client = createSearchClient('zh', 'v2', { search: { mode: 'local', indexes: [] }, loadHooks: async () => ({}) });
    await client.init();
    expect(FakeWorker.inits).toEqual([{ type: 'init', lookup: { root: 'https://docs.example/', lang: 'zh', version: 'v2' } }]);
    expect(pageFetch).not.toHaveBeenCalled();
    client.dispose();
  });

  it('starts the worker with its first request in the script’s address, posting it nothing', async () => {
    vi.stubGlobal('window', { location: new URL('https://docs.example/guide/start') });
    const made: URL[] = [];
    vi.stubGlobal(
      'Worker',
      class extends FakeWorker {
        constructor(address: URL) {
          super(address);
          made.push(address);
        }
      },
    );
    const client = createSearchClient('zh', '', { search: { mode: 'local', indexes: [] }, loadHooks: async () => ({}) });
    await client.init();
    expect(FakeWorker.sent).toEqual([]);
    expect(made.map((address) => [address.pathname.split('/').pop(), startRequestIn(address.hash)])).toEqual([
      ['search-worker.js', { type: 'init', lookup: { root: 'https://docs.example/', lang: 'zh', version: '' } }],
    ]);
    client.dispose();
  });

  it('sends text typed before the dialog is there to the started worker as a prefetch, also once a client took it', async () => {
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    startSearchWorker('en', '');
    prefetchSearch('  ');
    prefetchSearch('retry');
    expect(FakeWorker.messages).toEqual([{ type: 'prefetch', query: 'retry', limit: DEFAULT_LIMIT }]);
    const client = localClient();
    await client.init();
    prefetchSearch('retries');
    expect(FakeWorker.made).toBe(1);
    expect(FakeWorker.messages.at(-1)).toEqual({ type: 'prefetch', query: 'retries', limit: DEFAULT_LIMIT });
    client.dispose();
  });

  it('starts no second worker for an index a client already uses, and sends typed text to that one', async () => {
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    startSearchWorker('en', '');
    const client = localClient();
    await client.init();
    // The launcher asks again at the reader's intent, after an idle client took the worker.
    startSearchWorker('en', '');
    prefetchSearch('retry');
    expect([FakeWorker.made, FakeWorker.terminated]).toEqual([1, 0]);
    expect(FakeWorker.messages).toEqual([{ type: 'prefetch', query: 'retry', limit: DEFAULT_LIMIT }]);
    client.dispose();
    expect(FakeWorker.terminated).toBe(1);
    startSearchWorker('en', '');
    expect(FakeWorker.made).toBe(2);
    const next = localClient();
    await next.init();
    expect(FakeWorker.made).toBe(2);
    next.dispose();
  });

  it('sends a query while the index loads, which the worker holds until it has it', async () => {
    siteData.search.indexes = [{ lang: 'en', version: '', file }];
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    let serve = (_: Response) => {};
    FakeWorker.serve = () => new Promise((resolve) => (serve = resolve));
    const client = localClient();
    const answer = client.search('distPath');
    await vi.waitFor(() => expect(FakeWorker.sent).toEqual(['search']));
    expect(FakeWorker.inits).toEqual([{ type: 'init', url: `https://docs.example/${file}` }]);
    expect(client.state).toBe('initing');
    serve(new Response('[]'));
    expect(await answer).toEqual([{ index: '', label: '', results: [] }]);
    expect(client.state).toBe('inited');
    client.dispose();
  });

  it('gives the worker the site’s address under its base', async () => {
    vi.stubGlobal('window', { location: new URL('https://example.org/docs/guide/start') });
    vi.stubGlobal('Worker', FakeWorker);
    const base = siteData.base;
    siteData.base = '/docs';
    try {
      const client = localClient();
      await client.init();
      expect(FakeWorker.inits).toEqual([{ type: 'init', lookup: { root: 'https://example.org/docs/', lang: 'en', version: '' } }]);
      client.dispose();
    } finally {
      siteData.base = base;
    }
  });

  it('takes the worker started for its language and version, one started for another is stopped', async () => {
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    startSearchWorker('zh', '');
    startSearchWorker('en', '');
    startSearchWorker('en', '');
    expect([FakeWorker.made, FakeWorker.terminated]).toEqual([2, 1]);
    const client = localClient();
    await client.init();
    expect(FakeWorker.made).toBe(2);
    expect(FakeWorker.inits.map((i) => i.type === 'init' && i.lookup?.lang)).toEqual(['zh', 'en']);
    startSearchWorker('zh', '');
    const other = createSearchClient('en', 'v1', { search: { mode: 'local', indexes: [] }, loadHooks: async () => ({}) });
    await other.init();
    expect([FakeWorker.made, FakeWorker.terminated]).toEqual([4, 2]);
    client.dispose();
    other.dispose();
  });

  it('starts no worker when the site searches remotely', () => {
    vi.stubGlobal('Worker', FakeWorker);
    siteData.search.mode = 'remote';
    startSearchWorker('en', '');
    expect(FakeWorker.made).toBe(0);
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
    siteData.search.indexes = [{ lang: 'zh', version: '', file }];
    vi.stubGlobal('window', { location: new URL('https://docs.example/') });
    vi.stubGlobal('Worker', FakeWorker);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = localClient();
    expect(await client.search('distPath')).toEqual([{ index: '', label: '', results: [] }]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]).toEqual([INDEX_FETCH_ERROR, 'Error: no search index for language "en"']);
    expect(FakeWorker.inits).toEqual([{ type: 'init', records: [] }]);
    client.dispose();
  });
});
