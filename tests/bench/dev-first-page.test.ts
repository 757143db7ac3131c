/** The dev server's first page as the bench times it: from the spawn to the page drawn in a browser already open. */
import { afterEach, describe, expect, it } from 'vitest';
import { drawFirstPage, freePort, startDevServer } from '../../scripts/bench/dev-server.mjs';

/** A server that starts listening `listenMs` after its spawn and answers every page with 200. */
const standIn = (port: number, listenMs: number) => ({
  cmd: process.execPath,
  args: ['-e', `setTimeout(() => require('node:http').createServer((q, s) => s.end('<h1>x</h1>')).listen(${port}, '127.0.0.1'), ${listenMs});`],
});

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe('drawFirstPage', () => {
  it('times the spawn to the page drawn, with the tab opened before the spawn and going to the page once it is answered', async () => {
    const port = await freePort();
    const visits: { url: string; at: number }[] = [];
    // A tab of a browser launched before the spawn: what it does before the spawn counts for nothing. Its two steps
    // take more than the 300 ms the figure must cover, since a timer may fire a fraction of a millisecond early.
    const tab = {
      goto: async (url: string) => {
        visits.push({ url, at: performance.now() });
        await new Promise((r) => setTimeout(r, 160));
      },
      waitForFunction: () => new Promise((r) => setTimeout(r, 160)),
    };
    const server = await startDevServer(standIn(port, 300), { cwd: process.cwd(), port, path: '/guide/a', timeoutMs: 20_000 });
    stops.push(server.stop);
    const drawn = await drawFirstPage(tab, server, 'true', 20_000);

    expect(server.ms).toBeGreaterThanOrEqual(300);
    expect(visits).toEqual([{ url: `http://127.0.0.1:${port}/guide/a`, at: expect.any(Number) }]);
    // The tab went to the page once it was answered, and the figure runs from the spawn to the page drawn.
    expect(visits[0].at - server.spawnedAt).toBeGreaterThanOrEqual(server.ms);
    expect(drawn).toBeGreaterThanOrEqual(server.ms + 300);
    expect(drawn).toBeLessThan(performance.now() - server.spawnedAt + 1);
  });

  it('gives NaN for a server that never answered', async () => {
    const port = await freePort();
    const server = await startDevServer(standIn(port, 60_000), { cwd: process.cwd(), port, path: '/', timeoutMs: 300 });
    stops.push(server.stop);
    const tab = { goto: () => Promise.reject(new Error('no visit')), waitForFunction: () => Promise.resolve() };
    expect(await drawFirstPage(tab, server, 'true', 1000)).toBeNaN();
  });
});
