#!/usr/bin/env node
/**
 * What a reader's first client navigation and first opened sidebar group cost, with the CPU slowed
 * four times: the sidebar files fetched (gzip bytes, from the load on: the first press reads the
 * section's sidebar) and the main thread's task time and wall time from the click until the new
 * page is marked in the sidebar, then from opening a closed group until its entries are drawn.
 * The page's "next" link is followed; the group opened is the last closed one. Sites in turn per round.
 *
 *   node scripts/bench/first-navigation.mjs --page /guide/usage/cron-api --runs 3 dist-a dist-b
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { serveBuilds } from './static-server.mjs';
import { percentile } from './stats.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { page: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
if (!values.page || !positionals.length) {
  console.error('usage: first-navigation.mjs --page /route [--runs 3] DIST...');
  process.exit(1);
}

/** Main-thread task time so far, ms (Chromium's `TaskDuration` metric). */
async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function measure(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sizes = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.includes('/static/sidebar/')) sizes.push(response.body().then((b) => gzipSync(b).length));
    });
    const fetched = async () => (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    await page.goto(url, { timeout: 180_000, waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.quireReady === 'true', null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const atLoad = await fetched();

    const next = page.locator('.q-prev-next__link--next');
    const target = await next.getAttribute('href');
    let tasks = await taskMs(cdp);
    let start = Date.now();
    await next.click();
    await page.waitForFunction((href) => document.querySelector('.q-sidebar [aria-current="page"]')?.getAttribute('href') === href, target, {
      timeout: 60_000,
    });
    const navigation = { wall: Date.now() - start, tasks: (await taskMs(cdp)) - tasks };
    await page.waitForLoadState('networkidle');
    navigation.bytes = (await fetched()) - atLoad;

    const group = await page.locator('.q-sidebar details:not([open])').last().elementHandle();
    const before = await fetched();
    tasks = await taskMs(cdp);
    start = Date.now();
    await (await group.$('summary')).click();
    await page.waitForFunction((el) => el.querySelectorAll('a').length > 2, group, { timeout: 60_000 });
    const opened = { wall: Date.now() - start, tasks: (await taskMs(cdp)) - tasks };
    await page.waitForLoadState('networkidle');
    opened.bytes = (await fetched()) - before;
    return { atLoad, navigation, opened };
  } finally {
    await page.close();
  }
}

const sites = await serveBuilds(positionals, values.page);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const ms = (n) => `${Math.round(n)}`;
try {
  for (let run = 0; run < Number(values.runs); run++) {
    for (const site of sites) {
      const result = await measure(browser, site.url);
      site.runs.push(result);
      const { navigation: n, opened: o } = result;
      console.log(
        `${site.dir} run ${run + 1}: at load ${result.atLoad} B; navigation ${n.bytes} B, tasks ${ms(n.tasks)} ms, wall ${n.wall} ms; opened group ${o.bytes} B, tasks ${ms(o.tasks)} ms, wall ${o.wall} ms`,
      );
    }
  }
  console.log('\nmedians: navigation bytes, tasks ms, wall ms; opened group bytes, tasks ms, wall ms');
  for (const site of sites) {
    const median = (pick) => ms(percentile(site.runs.map(pick), 50));
    const cells = [
      (r) => r.navigation.bytes,
      (r) => r.navigation.tasks,
      (r) => r.navigation.wall,
      (r) => r.opened.bytes,
      (r) => r.opened.tasks,
      (r) => r.opened.wall,
    ];
    console.log(`  ${site.dir}: ${cells.map(median).join(', ')}`);
  }
} finally {
  await browser.close();
  for (const site of sites) site.server.close();
}
