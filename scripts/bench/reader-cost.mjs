#!/usr/bin/env node
/**
 * What a reader's browser spends on one page of built sites, the sites measured in turn in each
 * round so a noisy machine weighs on all of them alike: Lighthouse's mobile performance score and
 * total blocking time (simulated 4× CPU), and the blocking time of a real load with Chromium's CPU
 * slowed four times, on a phone-sized and a desktop-sized window (long tasks from navigation to
 * 1.5 s after the app marked itself ready, each counted above 50 ms) with the main thread's script
 * and task time over the same load.
 *
 *   node scripts/bench/reader-cost.mjs --page /guide/usage/cron-api --runs 5 dist-a dist-b
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { runLighthouse } from './browser.mjs';
import { serveBuilds } from './static-server.mjs';
import { percentile } from './stats.mjs';

const WINDOWS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 720 } };

/** Blocking time, script time and main-thread task time (ms) of one load of `url` under 4× CPU throttling. */
async function throttledBlocking(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      const tasks = [];
      Object.assign(window, { __tasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.quireReady === 'true', undefined, { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const tasks = await page.evaluate(() => /** @type {number[]} */ (window.__tasks));
    // The main thread's busy time as well: less swayed than long tasks by other processes on a shared machine.
    const { metrics } = await cdp.send('Performance.getMetrics');
    const seconds = (name) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return {
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      script: seconds('ScriptDuration') * 1000,
      task: seconds('TaskDuration') * 1000,
    };
  } finally {
    await page.close();
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { page: { type: 'string' }, runs: { type: 'string', default: '5' }, 'no-lighthouse': { type: 'boolean', default: false } },
});
if (!values.page || !positionals.length) {
  console.error('usage: reader-cost.mjs --page /route [--runs 5] [--no-lighthouse] DIST...');
  process.exit(1);
}
const sites = await serveBuilds(positionals, values.page);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 0; run < Number(values.runs); run++) {
    for (const site of sites) {
      const figures = {};
      if (!values['no-lighthouse']) {
        const lhr = await runLighthouse(site.url, ['performance'], 'light');
        figures.score = lhr.categories.performance.score * 100;
        figures.lighthouseTbt = lhr.audits['total-blocking-time'].numericValue;
      }
      for (const [name, viewport] of Object.entries(WINDOWS)) {
        const { blocking, script, task } = await throttledBlocking(browser, site.url, viewport);
        Object.assign(figures, { [`${name}Tbt`]: blocking, [`${name}Script`]: script, [`${name}Task`]: task });
      }
      site.runs.push(figures);
      console.log(
        `run ${run + 1} ${site.dir}: ${Object.entries(figures)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const site of sites) site.server.close();
}
console.log('\nmedians:');
for (const site of sites) {
  const keys = Object.keys(site.runs[0]);
  console.log(
    `${site.dir}: ${keys
      .map(
        (k) =>
          `${k} ${percentile(
            site.runs.map((r) => r[k]),
            50,
          ).toFixed(0)}`,
      )
      .join(', ')}`,
  );
}
