/**
 * Blocking time of a page load in Chromium with the CPU really slowed down 4× (DevTools'
 * throttling, as `e2e/hydration.test.ts` does), not simulated from an unthrottled trace as
 * Lighthouse does: the part over 50 ms of every long task from the first contentful paint until
 * the page has had no long task for two seconds. Works for any framework: no ready signal needed.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { summarize } from './stats.mjs';

export const CPU_SLOWDOWN = 4;
/** A task longer than this blocks input, the threshold Lighthouse's total blocking time uses. */
const LONG_TASK_MS = 50;
/** Lighthouse waits for a 5 s quiet window; two seconds without a long task is enough after load here. */
const QUIET_MS = 2000;
const LIMIT_MS = 60_000;

/**
 * @typedef {{ start: number, duration: number }} Task
 * @typedef {{ blockingMs: number, longestMs: number, longTasks: number }} Blocking
 * @typedef {{ blockingMs: import('./stats.mjs').Summary, longestMs: import('./stats.mjs').Summary, runs: number }} BlockingSummary
 */

/** Blocking time of the long tasks that start at or after the first contentful paint. @param {Task[]} tasks @returns {Blocking} */
export function blockingFigures(tasks, fcp) {
  const counted = tasks.filter((t) => t.start >= fcp && t.duration > LONG_TASK_MS);
  return {
    blockingMs: counted.reduce((sum, t) => sum + t.duration - LONG_TASK_MS, 0),
    longestMs: Math.max(0, ...counted.map((t) => t.duration)),
    longTasks: counted.length,
  };
}

/** Runs in the page before its scripts: keeps every long task and the first contentful paint. */
function observeTasks() {
  const state = { tasks: /** @type {{ start: number, duration: number }[]} */ ([]), fcp: Number.NaN };
  Object.assign(window, { __blocking: state });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Whether the page has been free of long tasks for `quietMs` (and painted). */
function quietFor(quietMs) {
  const { tasks, fcp } = /** @type {any} */ (window).__blocking;
  const lastEnd = Math.max(0, ...tasks.map((/** @type {{ start: number, duration: number }} */ t) => t.start + t.duration));
  return Number.isFinite(fcp) && performance.now() - lastEnd >= quietMs;
}

/** @param {import('playwright-core').Browser} browser @returns {Promise<Blocking>} */
async function oneLoad(browser, url) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeTasks);
    await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
    await page.waitForFunction(quietFor, QUIET_MS, { timeout: LIMIT_MS, polling: 200 });
    const { tasks, fcp } = await page.evaluate(() => /** @type {any} */ (window).__blocking);
    return blockingFigures(tasks, fcp);
  } finally {
    await page.close();
  }
}

/** Median over `runs` fresh loads, each in a new page with an empty cache. @returns {Promise<BlockingSummary>} */
export async function throttledBlocking(url, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await oneLoad(browser, url));
    return { blockingMs: summarize(loads.map((l) => l.blockingMs)), longestMs: summarize(loads.map((l) => l.longestMs)), runs };
  } finally {
    await browser.close();
  }
}
