#!/usr/bin/env node
/**
 * The browser's work for a page of a running `quire dev` at `--pages`, apart from the server's start: each `--bin` is
 * started on the tree `dev-first-page.mjs` generated, its typical page drawn once (compiled), then loaded `--loads`
 * times in fresh tabs; for each load, Chromium's main-thread time (CDP `Performance.getMetrics`: tasks, script,
 * layout, style) from the navigation to 1.5 s after the page drawn, the sidebar's links in the document and the sidebar bytes
 * read. The bins alternate per `--rounds`, so each round compares them under the same load.
 *
 *   node scripts/bench/dev-page-work.mjs --pages 10000 --loads 3 --rounds 2 --bin <main>/quire.mjs --bin packages/core/bin/quire.mjs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { drawFirstPage, freePort, startDevServer } from './dev-server.mjs';
import { FRAMEWORK_ADAPTERS } from './frameworks.mjs';
import { typicalPage } from './gen-docs.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '200' },
    loads: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '1' },
    bin: { type: 'string', multiple: true },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'quire-dev-first-page') },
  },
});
const bins = (values.bin ?? [path.resolve(import.meta.dirname, '../../packages/core/bin/quire.mjs')]).map((b) => path.resolve(b));
const siteDir = path.join(values.dir, `quire-${values.pages}`);
const manifest = JSON.parse(fs.readFileSync(path.join(values.dir, `tree-${values.pages}`, 'manifest.json'), 'utf8'));
const quire = FRAMEWORK_ADAPTERS.quire;
const route = `/${typicalPage(manifest)}`;
const ready = `${quire.devReady} && !!document.querySelector('main h1, .quire-doc h1, h1')`;
const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

/** One load of the page in a fresh tab: main-thread seconds by kind, wall ms, the sidebar's links and the sidebar KB read. */
async function measureLoad(browser, url) {
  const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Performance.enable');
  let sidebarBytes = 0;
  tab.on('response', (response) => {
    if (new URL(response.url()).pathname.includes('sidebar'))
      response.body().then(
        (b) => (sidebarBytes += b.length),
        () => undefined,
      );
  });
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  const started = performance.now();
  await tab.goto(url);
  await tab.waitForFunction(ready, undefined, { timeout: 120_000, polling: 50 });
  const wall = performance.now() - started;
  // The effects and layout that follow the first paint, and any sidebar file still on its way.
  await tab.waitForTimeout(1500);
  const after = await metrics();
  const links = await tab.locator('.q-sidebar a').count();
  await tab.close();
  return { wall, links, sidebarKB: sidebarBytes / 1024, ...Object.fromEntries(METRICS.map((m) => [m, (after[m] ?? 0) - (before[m] ?? 0)])) };
}

async function measureBin(bin) {
  fs.rmSync(path.join(siteDir, '.quire'), { recursive: true, force: true });
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const server = await startDevServer(
    { cmd: process.execPath, args: [bin, 'dev', '--config', 'quire.config.mjs', '--port', String(port)] },
    { cwd: siteDir, port, path: route, timeoutMs: 600_000 },
  );
  try {
    const first = await browser.newPage();
    await drawFirstPage(first, server, ready, 600_000);
    await first.close();
    for (let i = 0; i < Number(values.loads); i++) {
      const m = await measureLoad(browser, server.url);
      const ms = (s) => `${Math.round(s * 1000)}`;
      console.log(
        `${bin}: drawn ${Math.round(m.wall)} ms; main thread ${ms(m.TaskDuration)} ms (script ${ms(m.ScriptDuration)}, layout ${ms(m.LayoutDuration)}, style ${ms(m.RecalcStyleDuration)}); sidebar ${m.links} links, ${m.sidebarKB.toFixed(1)} KB read (load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

for (let round = 1; round <= Number(values.rounds); round++) {
  console.log(`round ${round}`);
  for (const bin of bins) await measureBin(bin);
}
