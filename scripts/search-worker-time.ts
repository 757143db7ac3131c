/**
 * The built search worker in Chromium: time from starting it to its `ready` message and to the
 * first results, per language, in three ways of handing it the index: the page fetches the
 * file and transfers its bytes (`bytes`, what the site does: the fetch overlaps the worker's
 * start), the worker fetches the file itself (`url`), or the page fetches and parses it and
 * posts the records (`records`); `page thread` is what the page's thread spends on it.
 * Run after a build: `pnpm exec tsx scripts/search-worker-time.ts [distDir] [runs]`; `MODES=url,bytes`
 * picks (or repeats, to see the order's effect) the ways measured.
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { createStaticHandler } from '#core/preview/preview.ts';

const dist = path.resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 5);
const worker = readdirSync(path.join(dist, 'static/js/async')).find((f) => /^quire-search\..*\.js$/.test(f));
if (!worker) throw new Error(`no search worker chunk in ${dist}/static/js/async: build the site first`);
const indexes = readdirSync(path.join(dist, 'static')).filter((f) => /^search_index\./.test(f));

interface Timing {
  ready: number;
  firstResults: number;
  pageThread: number;
}

const server = http.createServer(createStaticHandler(dist, '/'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(`${origin}/404.html`);
  for (const index of indexes) {
    const query = index.includes('.zh.') ? '构建产物' : 'distPath';
    for (const mode of (process.env.MODES?.split(',') ?? ['bytes', 'url', 'records']) as Array<'bytes' | 'url' | 'records'>) {
      const times: Timing[] = [];
      for (let i = 0; i < runs; i++) {
        times.push(
          await page.evaluate(
            async ({ workerUrl, indexUrl, mode, query }) => {
              const start = performance.now();
              const w = new Worker(workerUrl, { name: 'quire-search' });
              const next = (type: string) =>
                new Promise<number>((resolve) => {
                  w.onmessage = (e: MessageEvent<{ type: string }>) => {
                    if (e.data.type === type) resolve(performance.now());
                  };
                });
              const ready = next('ready');
              let pageThread = 0;
              if (mode === 'url') {
                w.postMessage({ type: 'init', url: indexUrl });
              } else if (mode === 'bytes') {
                const bytes = await (await fetch(indexUrl)).arrayBuffer();
                const before = performance.now();
                w.postMessage({ type: 'init', bytes }, [bytes]);
                pageThread = performance.now() - before;
              } else {
                const text = await (await fetch(indexUrl)).text();
                const before = performance.now();
                w.postMessage({ type: 'init', records: JSON.parse(text) });
                pageThread = performance.now() - before;
              }
              const readyAt = await ready;
              const results = next('results');
              w.postMessage({ type: 'search', id: 1, query, limit: 7 });
              const resultsAt = await results;
              w.terminate();
              return { ready: readyAt - start, firstResults: resultsAt - start, pageThread };
            },
            { workerUrl: `${origin}/static/js/async/${worker}`, indexUrl: `${origin}/static/${index}`, mode, query },
          ),
        );
      }
      const median = (pick: (t: Timing) => number) =>
        [...times]
          .map(pick)
          .sort((a, b) => a - b)
          [Math.floor(times.length / 2)].toFixed(1);
      console.log(
        `${index} [${mode}] median of ${runs}: ready ${median((t) => t.ready)} ms, first results ${median((t) => t.firstResults)} ms` +
          (mode === 'url' ? '' : `, page thread (${mode === 'bytes' ? 'post' : 'parse + post'}) ${median((t) => t.pageThread)} ms`),
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
