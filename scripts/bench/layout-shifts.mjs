#!/usr/bin/env node
/**
 * The layout shifts of one page load in Chromium with the CPU really slowed down, at a given
 * window width: each shift's score, time and the boxes it moved (before → after, x,y,w,h). A slow
 * CPU makes the HTML parser yield inside a long document, so what is drawn before the rest has been
 * parsed shows; Lighthouse's mobile run, one column wide and simulated, does not see sideways moves.
 *
 *   node scripts/bench/layout-shifts.mjs <dist> [--path /config/output/dist-path] [--width 1280] [--cpu 6] [--runs 3]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { serveStatic } from './static-server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/' },
    width: { type: 'string', default: '1280' },
    cpu: { type: 'string', default: '6' },
    runs: { type: 'string', default: '3' },
  },
});
if (!positionals[0]) throw new Error('usage: layout-shifts.mjs <dist> [--path /…] [--width 1280] [--cpu 6] [--runs 3]');

/** Records every shift from the start of the load, with its sources' boxes. */
function recordShifts() {
  const shifts = [];
  Object.defineProperty(window, '__layoutShifts', { value: shifts });
  const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(
        (s) => `${s.node instanceof Element ? s.node.className || s.node.tagName : s.node?.nodeName} ${box(s.previousRect)} → ${box(s.currentRect)}`,
      );
      shifts.push({ at: Math.round(entry.startTime), score: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const server = await serveStatic(positionals[0]);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (let run = 1; run <= Number(values.runs); run++) {
    const page = await browser.newPage({ viewport: { width: Number(values.width), height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await page.addInitScript(recordShifts);
    await page.goto(`http://127.0.0.1:${server.address().port}${values.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const shifts = await page.evaluate(() => window.__layoutShifts);
    const total = shifts.reduce((sum, s) => sum + s.score, 0);
    console.log(`run ${run}: ${shifts.length} shifts, score ${total.toFixed(4)}`);
    for (const s of shifts) console.log(`  ${s.score.toFixed(4)} at ${s.at} ms: ${s.moved.join('; ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
