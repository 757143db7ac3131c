/**
 * The built search worker in Chromium, per language: time from starting it to its `ready`
 * message (the split index's head fetched and parsed) and to the first results of a query
 * (its posting chunks and records fetched over HTTP), as the site starts it: the worker fetches
 * the head itself from its URL. Each run starts a fresh worker in a fresh page with the HTTP
 * cache off, so every file is fetched again. `--slowdown 4` is the phone profile (Chromium's
 * CPU throttling). Run after a build:
 * `pnpm exec tsx scripts/search-worker-time.ts [distDir] [runs] [--slowdown 4] [--en query] [--zh query]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/browser';
import { createStaticHandler } from '#core/preview/preview.ts';
import { loadBuiltHeads } from '../tests/search/recall';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { slowdown: { type: 'string', default: '1' }, en: { type: 'string', default: 'distPath' }, zh: { type: 'string', default: '构建产物' } },
});
const dist = path.resolve(positionals[0] ?? 'dist');
const runs = Number(positionals[1] ?? 5);
const slowdown = Number(values.slowdown);
// Async chunks have short names; the worker's is the one that listens to its page.
const asyncDir = path.join(dist, 'static/js/async');
const worker = readdirSync(asyncDir).find((f) => f.endsWith('.js') && /\bself\.onmessage\s*=/.test(readFileSync(path.join(asyncDir, f), 'utf8')));
if (!worker) throw new Error(`no search worker chunk in ${dist}/static/js/async: build the site first`);
const heads = loadBuiltHeads(dist);

interface Timing {
  ready: number;
  firstResults: number;
  results: number;
}

const server = http.createServer(createStaticHandler(dist, '/'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
try {
  for (const [lang, { file }] of heads) {
    const query = lang === 'zh' ? values.zh : values.en;
    const times: Timing[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // tsx keeps function names with a `__name` helper that the page does not have.
      await page.addInitScript('globalThis.__name = (f) => f');
      await page.goto(`${origin}/404.html`);
      times.push(
        await page.evaluate(
          async ({ workerUrl, indexUrl, query }) => {
            const start = performance.now();
            const w = new Worker(workerUrl, { name: 'quire-search' });
            const next = <T>(type: string) =>
              new Promise<T>((resolve) => {
                w.onmessage = (e: MessageEvent<{ type: string }>) => {
                  if (e.data.type === type) resolve(e.data as T);
                };
              });
            const ready = next('ready');
            w.postMessage({ type: 'init', url: indexUrl });
            await ready;
            const readyAt = performance.now();
            const answered = next<{ results: unknown[] }>('results');
            w.postMessage({ type: 'search', id: 1, query, limit: 7 });
            const { results } = await answered;
            const resultsAt = performance.now();
            w.terminate();
            return { ready: readyAt - start, firstResults: resultsAt - start, results: results.length };
          },
          { workerUrl: `${origin}/static/js/async/${worker}`, indexUrl: `${origin}/${file}`, query },
        ),
      );
      await page.close();
    }
    const median = (pick: (t: Timing) => number) =>
      [...times]
        .map(pick)
        .sort((a, b) => a - b)
        [Math.floor(times.length / 2)].toFixed(1);
    console.log(
      `${lang} (${file}, ${JSON.stringify(query)}${slowdown > 1 ? `, CPU ${slowdown}× slower` : ''}) median of ${runs}: ` +
        `ready ${median((t) => t.ready)} ms, first results ${median((t) => t.firstResults)} ms (${median((t) => t.results)} results)`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
