/**
 * Quire's figures that need a browser, on the built site served as a static host would:
 * search latency from the end of the modal's debounce to results in the DOM (p50/p95 over a
 * fixed query list in both languages), the time from the first open of search to the first
 * results, and Lighthouse's mobile performance score of a doc page.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';
import { freePort } from './dev-server.mjs';
import { serveStatic } from './static-server.mjs';
import { percentile } from './stats.mjs';
import { EN, ZH } from './vocabulary.mjs';

/** The modal's debounce (DEBOUNCE_MS in packages/theme-default/src/Search/SearchModal.tsx). */
const DEBOUNCE_MS = 150;
const RESULT_SELECTOR = '.q-search__hit, .q-search__empty';

/** Topic names, option names and Chinese topics: words that occur in titles, text and code. */
export function searchQueries() {
  return {
    en: [...EN.topics.slice(0, 12).map((t) => t.text.toLowerCase()), ...EN.options.slice(0, 6).map((o) => o.name)],
    zh: ZH.topics.slice(0, 12),
  };
}

/**
 * Runs in the page before its scripts: stamps the end of every debounce-length timer and every
 * change under the results list, so latency is measured inside the page, free of the
 * round trips between this script and the browser.
 */
function instrument(debounceMs) {
  const state = { debounceEnds: [], changes: [], openedAt: 0 };
  Object.assign(window, { __bench: state });
  const original = window.setTimeout;
  window.setTimeout = /** @type {typeof setTimeout} */ (
    (fn, ms, ...rest) =>
      typeof fn === 'function' && ms === debounceMs
        ? original(
            (...a) => {
              state.debounceEnds.push(performance.now());
              return fn(...a);
            },
            ms,
            ...rest,
          )
        : original(fn, ms, ...rest)
  );
  new MutationObserver((records) => {
    if (records.some((r) => r.target instanceof Element && r.target.closest('.q-search__results'))) state.changes.push(performance.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Latency of the last query: first change under the results after the last debounce end. */
const readLatency = () => {
  const { debounceEnds, changes } = /** @type {any} */ (window).__bench;
  const end = debounceEnds[debounceEnds.length - 1];
  const change = changes.find((t) => t >= end);
  return end !== undefined && change !== undefined ? change - end : null;
};

/** Latency of each query typed into an open modal, cleared in between. */
async function queryLatencies(page, queries) {
  const box = page.getByRole('searchbox');
  const latencies = [];
  for (const query of queries) {
    await box.fill('');
    await page.waitForFunction(() => !document.querySelector('.q-search__results')?.children.length);
    await page.evaluate(() => {
      const state = /** @type {any} */ (window).__bench;
      state.debounceEnds.length = 0;
      state.changes.length = 0;
    });
    await box.fill(query);
    await page.waitForSelector(RESULT_SELECTOR, { timeout: 15_000 });
    await page.waitForFunction(readLatency, undefined, { timeout: 15_000 });
    latencies.push(await page.evaluate(readLatency));
  }
  return latencies;
}

/** From the key press that opens search on a freshly loaded page to the first results. */
async function firstOpen(browser, url, query) {
  const page = await browser.newPage();
  await page.addInitScript(instrument, DEBOUNCE_MS);
  await page.goto(url, { waitUntil: 'load' });
  // The app marks <html data-quire-ready> once hydrated: before that no shortcut is listened to.
  await page.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
  const startedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill(query);
  await page.waitForSelector('.q-search__hit', { timeout: 30_000 });
  const ms = (await page.evaluate(() => /** @type {any} */ (window).__bench.changes[0])) - startedAt;
  await page.close();
  return ms;
}

async function searchFigures(baseUrl, pagePath) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const queries = searchQueries();
    const firstOpenMs = await firstOpen(browser, `${baseUrl}${pagePath}`, queries.en[0]);
    const latencies = [];
    for (const [lang, list] of Object.entries(queries)) {
      const page = await browser.newPage();
      await page.addInitScript(instrument, DEBOUNCE_MS);
      await page.goto(`${baseUrl}${lang === 'en' ? '' : `/${lang}`}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
      await page.keyboard.press('Control+k');
      // One query first so the index is loaded and the worker warm, as after a reader's first search.
      await queryLatencies(page, [list[0]]);
      latencies.push(...(await queryLatencies(page, list)));
      await page.close();
    }
    const valid = latencies.filter((v) => v !== null);
    return { queries: valid.length, p50: percentile(valid, 50), p95: percentile(valid, 95), firstOpenMs, debounceMs: DEBOUNCE_MS };
  } finally {
    await browser.close();
  }
}

/** Chromium with a DevTools port for Lighthouse, which drives it itself. */
async function launchForLighthouse() {
  const port = await freePort();
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, '--user-data-dir=/tmp/bench-lighthouse-profile', 'about:blank'], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => http.get(`http://127.0.0.1:${port}/json/version`, (res) => resolve(res.statusCode === 200)).on('error', () => resolve(false)));
    if (ok) return { port, stop: () => process.kill(-child.pid, 'SIGKILL') };
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid, 'SIGKILL');
  throw new Error('Chromium did not open its DevTools port for Lighthouse');
}

async function lighthouseScore(url) {
  const chrome = await launchForLighthouse();
  try {
    // Lighthouse's default settings are the mobile ones (Moto G Power, simulated slow 4G).
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    const metric = (id) => lhr?.audits[id]?.numericValue;
    return {
      url: new URL(url).pathname,
      score: (lhr?.categories.performance.score ?? Number.NaN) * 100,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.stop();
  }
}

/**
 * @param {{ outDir: string, page: string, lighthouse: boolean, log: (s: string) => void }} options
 */
export async function measureBrowser(options) {
  const server = await serveStatic(options.outDir);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const baseUrl = `http://127.0.0.1:${port}`;
  const errors = [];
  const result = { search: undefined, lighthouse: undefined, errors };
  try {
    try {
      result.search = await searchFigures(baseUrl, options.page);
      options.log(`    search: p50 ${result.search.p50.toFixed(1)} ms, p95 ${result.search.p95.toFixed(1)} ms over ${result.search.queries} queries; first open → results ${result.search.firstOpenMs.toFixed(0)} ms`);
    } catch (error) {
      errors.push(`search in the browser failed: ${error.message}`);
    }
    if (options.lighthouse) {
      try {
        result.lighthouse = await lighthouseScore(`${baseUrl}${options.page}`);
        options.log(`    Lighthouse mobile performance: ${result.lighthouse.score.toFixed(0)}`);
      } catch (error) {
        errors.push(`Lighthouse failed: ${error.message}`);
      }
    }
  } finally {
    server.close();
  }
  return result;
}
