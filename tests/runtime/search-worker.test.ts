/** The search worker's messages: load an index (given, or fetched by URL), answer queries. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packSearchIndex } from '#shared/search-index-file.ts';
import { SPLIT_WARM_UP_DELAY_MS, warmUpIndex } from '#runtime/search/split-warm-up.ts';
import type { WorkerRequest, WorkerResponse } from '#runtime/search/worker.ts';
import { workerAddress } from '#runtime/search/worker-protocol.ts';

const index = packSearchIndex({ lang: 'en', version: '', domain: '' }, [
  { title: 'output.distPath', routePath: '/config/output/dist-path', content: 'output.distPath\nWhere the build output goes.', toc: [] },
  { title: 'server.port', routePath: '/config/server/port', content: 'server.port\nThe port of the dev server.', toc: [] },
]);

/** Each warm-up the worker ran, with whether it was told to stop before its first file. */
const warmUps = vi.hoisted(() => [] as Array<{ stoppedAtOnce: boolean }>);
vi.mock('#runtime/search/split-warm-up.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#runtime/search/split-warm-up.ts')>();
  return {
    ...real,
    warmUpSplitSearch: (stop: () => boolean) => {
      warmUps.push({ stoppedAtOnce: stop() });
      return real.warmUpSplitSearch(stop);
    },
  };
});

/** The worker module, loaded against a stand-in for the worker global scope. */
async function startWorker(location?: URL) {
  const sent: WorkerResponse[] = [];
  const waiting: Array<(m: WorkerResponse) => void> = [];
  const scope = {
    location,
    onmessage: undefined as undefined | ((event: { data: WorkerRequest }) => Promise<void>),
    postMessage(message: WorkerResponse) {
      sent.push(message);
      waiting.shift()?.(message);
    },
  };
  (globalThis as { self?: unknown }).self = scope;
  // A fresh module each time: the worker keeps its index in module state.
  vi.resetModules();
  await import('#runtime/search/worker.ts');
  const send = (data: WorkerRequest) => scope.onmessage?.({ data });
  const next = () => new Promise<WorkerResponse>((resolve) => waiting.push(resolve));
  return { send, next, sent };
}

let server: http.Server;
let base = '';
const manifestRequests: http.IncomingHttpHeaders[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/index.json') res.end(JSON.stringify(index));
    else if (req.url === '/split/en.json') res.end(JSON.stringify(warmUpIndex(10).head));
    else if (req.url === '/docs/static/manifest.json') {
      manifestRequests.push(req.headers);
      res.end(JSON.stringify({ routes: 'static/routes.1.json', search: [{ lang: 'en', version: '', file: '../index.json' }] }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('search worker', () => {
  it('indexes a packed index it is given and answers queries', async () => {
    const w = await startWorker();
    const ready = w.next();
    w.send({ type: 'init', records: JSON.parse(JSON.stringify(index)) });
    expect(await ready).toEqual({ type: 'ready', pages: 2 });
    // The warm-up query after `ready` sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(w.sent).toHaveLength(1);
    const answer = w.next();
    w.send({ type: 'search', id: 1, query: 'distpath', limit: 7 });
    const message = await answer;
    expect(message.type === 'results' && message.results.map((r) => r.routePath)).toEqual(['/config/output/dist-path']);
  });

  it('parses the bytes of an index file it is handed', async () => {
    const w = await startWorker();
    const messages = [w.next(), w.next()];
    const bytes = new TextEncoder().encode(JSON.stringify(index)).buffer as ArrayBuffer;
    w.send({ type: 'init', bytes });
    w.send({ type: 'search', id: 3, query: 'distpath', limit: 7 });
    const [ready, results] = await Promise.all(messages);
    expect(ready).toEqual({ type: 'ready', pages: 2 });
    expect(results.type === 'results' && results.results.map((r) => r.routePath)).toEqual(['/config/output/dist-path']);
  });

  it('reports bytes that are not an index and searches as empty', async () => {
    const w = await startWorker();
    const ready = w.next();
    w.send({ type: 'init', bytes: new TextEncoder().encode('<html>').buffer as ArrayBuffer });
    expect(await ready).toMatchObject({ type: 'ready', pages: 0, error: expect.stringContaining('JSON') });
  });

  it('fetches the index itself when given a URL, answering queries sent before it is ready', async () => {
    const w = await startWorker();
    const messages = [w.next(), w.next()];
    w.send({ type: 'init', url: `${base}/index.json` });
    w.send({ type: 'search', id: 7, query: 'port', limit: 7 });
    const [ready, results] = await Promise.all(messages);
    expect(ready).toEqual({ type: 'ready', pages: 2 });
    expect(results.type === 'results' && results.id === 7 && results.results.map((r) => r.routePath)).toEqual(['/config/server/port']);
  });

  it('finds the index of a language in the site manifest under the site’s address, for a version without its own, revalidating the manifest', async () => {
    const w = await startWorker();
    const messages = [w.next(), w.next()];
    w.send({ type: 'init', lookup: { root: `${base}/docs/`, lang: 'en', version: 'v1' } });
    w.send({ type: 'search', id: 4, query: 'port', limit: 7 });
    const [ready, results] = await Promise.all(messages);
    expect(ready).toEqual({ type: 'ready', pages: 2 });
    expect(results.type === 'results' && results.results.map((r) => r.routePath)).toEqual(['/config/server/port']);
    // A fetch in `no-cache` mode revalidates: it asks for a response no older than now.
    expect(manifestRequests.at(-1)?.['cache-control']).toBe('max-age=0');
  });

  it('starts on the request in its script’s address, with no message, and answers a query sent meanwhile', async () => {
    const lookup = { root: `${base}/docs/`, lang: 'en', version: '' };
    const w = await startWorker(workerAddress(new URL(`${base}/static/js/search-worker.js`), { type: 'init', lookup }));
    w.send({ type: 'search', id: 5, query: 'port', limit: 7 });
    await vi.waitFor(() => expect(w.sent).toHaveLength(2));
    expect(w.sent[0]).toEqual({ type: 'ready', pages: 2 });
    expect(w.sent[1].type === 'results' && w.sent[1].results.map((r) => r.routePath)).toEqual(['/config/server/port']);
  });

  it('reports a start request in its address it cannot read, and searches as empty', async () => {
    const w = await startWorker(new URL(`${base}/static/js/search-worker.js#%7Bnot-json`));
    await vi.waitFor(() => expect(w.sent).toHaveLength(1));
    expect(w.sent[0]).toMatchObject({ type: 'ready', pages: 0, error: expect.stringContaining('JSON') });
  });

  it('reports a language the site manifest names no index for', async () => {
    const w = await startWorker();
    const ready = w.next();
    w.send({ type: 'init', lookup: { root: `${base}/docs/`, lang: 'fr', version: '' } });
    expect(await ready).toEqual({ type: 'ready', pages: 0, error: 'Error: no search index for language "fr"' });
  });

  it('reports an index it cannot fetch and searches as empty', async () => {
    const w = await startWorker();
    const ready = w.next();
    w.send({ type: 'init', url: `${base}/missing.json` });
    expect(await ready).toMatchObject({ type: 'ready', pages: 0, error: expect.stringContaining('404') });
    const answer = w.next();
    w.send({ type: 'search', id: 2, query: 'port', limit: 7 });
    expect(await answer).toEqual({ type: 'results', id: 2, results: [] });
  });

  it('warms a split index’s searcher up once, when it has been idle a while after the index came in', async () => {
    warmUps.length = 0;
    const w = await startWorker();
    const ready = w.next();
    w.send({ type: 'init', url: `${base}/split/en.json` });
    expect(await ready).toEqual({ type: 'ready', pages: 10 });
    expect(warmUps).toEqual([]);
    await vi.waitFor(() => expect(warmUps).toEqual([{ stoppedAtOnce: false }]), { timeout: SPLIT_WARM_UP_DELAY_MS * 3 });
    w.send({ type: 'init', url: `${base}/split/en.json` });
    await new Promise((resolve) => setTimeout(resolve, SPLIT_WARM_UP_DELAY_MS * 1.5));
    expect(warmUps).toHaveLength(1);
  });

  it('does not warm up once a query came, nor for a whole index', async () => {
    warmUps.length = 0;
    const split = await startWorker();
    const ready = split.next();
    split.send({ type: 'init', url: `${base}/split/en.json` });
    await ready;
    // Too short to fetch anything, but a query being typed.
    split.send({ type: 'prefetch', query: 'a', limit: 7 });
    const whole = await startWorker();
    const wholeReady = whole.next();
    whole.send({ type: 'init', url: `${base}/index.json` });
    await wholeReady;
    await new Promise((resolve) => setTimeout(resolve, SPLIT_WARM_UP_DELAY_MS * 1.5));
    expect(warmUps).toEqual([]);
  });
});
