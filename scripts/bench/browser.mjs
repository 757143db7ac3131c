/**
 * The figures that need a browser, on the built site served as a static host would. Any
 * framework's doc page: Lighthouse's mobile performance (median of several runs) and its
 * blocking time on a 4× slower CPU (throttled-load.mjs). Quire's also: search latency from the
 * end of the modal's debounce to results in the DOM (p50/p95 over a fixed query list in both
 * languages), the time from the first open of search to the first results, and Lighthouse
 * accessibility in both themes.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../chromium.mjs';

const execFileAsync = promisify(execFile);
import { instrumentFirstSearch, PHONE_FIRST_OPENS, timeFirstSearch } from './first-search.mjs';
import { serveStatic } from './static-server.mjs';
import { percentile, summarize } from './stats.mjs';
import { CPU_SLOWDOWN, throttledBlocking } from './throttled-load.mjs';
import { EN, ZH } from './vocabulary.mjs';

/** The modal's debounce (DEBOUNCE_MS in packages/theme-default/src/Search/SearchModal.tsx). */
export const DEBOUNCE_MS = 150;
const RESULT_SELECTOR = '.q-search__hit, .q-search__empty';

/** Topic names, option names and Chinese topics: words that occur in titles, text and code. */
export function searchQueries() {
  return {
    en: [...EN.topics.slice(0, 12).map((t) => t.text.toLowerCase()), ...EN.options.slice(0, 6).map((o) => o.name)],
    zh: ZH.topics.slice(0, 12),
  };
}

/**
 * Runs in the page before its scripts: stamps every input event and every change under the results
 * list, so latency is measured inside the page, free of the round trips between this script and the browser.
 */
function instrument() {
  const state = { inputs: [], changes: [] };
  Object.assign(window, { __bench: state });
  addEventListener('input', () => state.inputs.push(performance.now()), true);
  new MutationObserver((records) => {
    if (records.some((r) => r.target instanceof Element && r.target.closest('.q-search__results'))) state.changes.push(performance.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Latency of the last query as the reader waits for it: from its input event to the first change
 * under the results after it, the debounce included when the query waited for one.
 */
const readLatency = () => {
  const { inputs, changes } = /** @type {any} */ (window).__bench;
  const input = inputs[inputs.length - 1];
  const change = changes.find((t) => t >= input);
  return input !== undefined && change !== undefined ? change - input : null;
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
      state.inputs.length = 0;
      state.changes.length = 0;
    });
    await box.fill(query);
    await page.waitForSelector(RESULT_SELECTOR, { timeout: 15_000 });
    await page.waitForFunction(readLatency, undefined, { timeout: 15_000 });
    latencies.push(await page.evaluate(readLatency));
  }
  return latencies;
}

/** From the key press that opens search on a freshly loaded page to the first results; `slowdown` throttles the page's CPU. */
async function firstOpen(browser, url, query, slowdown = 1) {
  const page = await browser.newPage();
  if (slowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(instrumentFirstSearch, DEBOUNCE_MS);
  await page.goto(url, { waitUntil: 'load' });
  const { results } = await timeFirstSearch(page, query);
  await page.close();
  return results;
}

async function searchFigures(baseUrl, pagePath) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const queries = searchQueries();
    const firstOpenMs = await firstOpen(browser, `${baseUrl}${pagePath}`, queries.en[0]);
    const phone = [];
    for (let i = 0; i < PHONE_FIRST_OPENS; i++) phone.push(await firstOpen(browser, `${baseUrl}${pagePath}`, queries.en[0], CPU_SLOWDOWN));
    const firstOpenPhone = summarize(phone);
    const latencies = [];
    for (const [lang, list] of Object.entries(queries)) {
      const page = await browser.newPage();
      await page.addInitScript(instrument);
      await page.goto(`${baseUrl}${lang === 'en' ? '' : `/${lang}`}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
      await page.keyboard.press('Control+k');
      // One query first so the index is loaded and the worker warm, as after a reader's first search.
      await queryLatencies(page, [list[0]]);
      latencies.push(...(await queryLatencies(page, list)));
      await page.close();
    }
    const valid = latencies.filter((v) => v !== null);
    return {
      queries: valid.length,
      p50: percentile(valid, 50),
      p95: percentile(valid, 95),
      firstOpenMs,
      firstOpenPhoneMs: firstOpenPhone.median,
      firstOpenPhone,
      debounceMs: DEBOUNCE_MS,
    };
  } finally {
    await browser.close();
  }
}

/** Chromium flags per colour scheme: the page's appearance script follows `prefers-color-scheme`. */
const SCHEME_FLAGS = { light: [], dark: ['--force-dark-mode'] };

/** Lighthouse's own command line, from the installed package. */
const LIGHTHOUSE_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

/**
 * One Lighthouse run as an outside harness makes it: Lighthouse's own command line with its
 * defaults (mobile: Moto G Power, simulated slow 4G and 4× CPU; its chrome-launcher's flags and
 * a fresh profile per run), headless. Driving Lighthouse from Node on a Chromium started with
 * this repository's flags (`--disable-gpu` and others) gave different first paints and so a
 * different total blocking time for the same build (docs/perf-notes.md, Lighthouse).
 * @param {string} url @param {import('./options.mjs').LighthouseCategory[]} categories @param {'light' | 'dark'} scheme
 */
export async function runLighthouse(url, categories, scheme) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `bench-lighthouse-${scheme}-`));
  const output = path.join(folder, 'lhr.json');
  try {
    const chromeFlags = ['--headless=new', '--no-sandbox', ...SCHEME_FLAGS[scheme]].join(' ');
    await execFileAsync(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--only-categories=${categories.join(',')}`,
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(fs.readFileSync(output, 'utf8'));
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    return lhr;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** `id: title (first elements)` of each weighted audit of a category that did not pass. */
function failingAudits(lhr, category) {
  return (lhr?.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const where = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector)
        .filter(Boolean);
      return `${ref.id}: ${audit.title}${where.length ? ` (${where.join(', ')})` : ''}`;
    });
}

const categoryScore = (lhr, category) => (lhr?.categories[category]?.score ?? Number.NaN) * 100;

/**
 * Performance in the light theme (the colours do not change the load), as the median of
 * `performanceRuns` runs because the score swings with the machine, and accessibility in both
 * themes, since contrast is checked against each theme's colours.
 * @param {string} url @param {import('./options.mjs').LighthouseCategory[]} categories @param {number} performanceRuns
 */
async function lighthouseFigures(url, categories, performanceRuns) {
  const light = await runLighthouse(url, categories, 'light');
  const figures = { url: new URL(url).pathname };
  if (categories.includes('performance')) {
    const runs = [light];
    while (runs.length < performanceRuns) runs.push(await runLighthouse(url, ['performance'], 'light'));
    const metric = (id) => summarize(runs.map((lhr) => lhr?.audits[id]?.numericValue))?.median;
    const scores = summarize(runs.map((lhr) => categoryScore(lhr, 'performance')));
    Object.assign(figures, {
      score: scores?.median ?? Number.NaN,
      scores,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    });
  }
  if (categories.includes('accessibility')) {
    const dark = await runLighthouse(url, ['accessibility'], 'dark');
    figures.accessibility = {
      light: { score: categoryScore(light, 'accessibility'), failing: failingAudits(light, 'accessibility') },
      dark: { score: categoryScore(dark, 'accessibility'), failing: failingAudits(dark, 'accessibility') },
    };
  }
  return figures;
}

/** Loads of a doc page on a 4× slower CPU, only where Lighthouse's performance is asked for (not `--ci`). */
const THROTTLED_LOADS = 3;

/**
 * Lighthouse and the throttled blocking time of one page of a served build, into `result`.
 * @param {string} url @param {{ lighthouse: import('./options.mjs').LighthouseCategory[], lighthouseRuns: number, log: (s: string) => void }} options
 * @param {{ lighthouse?: Record<string, any>, blocking?: import('./throttled-load.mjs').BlockingSummary, errors: string[] }} result
 */
async function loadFigures(url, options, result) {
  if (!options.lighthouse.length) return;
  try {
    result.lighthouse = await lighthouseFigures(url, options.lighthouse, options.lighthouseRuns);
    const { score, scores, accessibility } = result.lighthouse;
    if (score !== undefined)
      options.log(
        `    Lighthouse mobile performance: ${score.toFixed(0)}${scores?.runs.length > 1 ? ` (median of ${scores.runs.map((v) => v.toFixed(0)).join(', ')})` : ''}`,
      );
    for (const [scheme, a] of Object.entries(accessibility ?? {})) {
      options.log(`    Lighthouse accessibility, ${scheme} theme: ${a.score.toFixed(0)}${a.failing.map((f) => `\n      ✗ ${f}`).join('')}`);
    }
  } catch (error) {
    result.errors.push(`Lighthouse failed: ${error.message}`);
  }
  if (!options.lighthouse.includes('performance')) return;
  try {
    result.blocking = await throttledBlocking(url, THROTTLED_LOADS);
    options.log(
      `    blocking time on a ${CPU_SLOWDOWN}× slower CPU: ${result.blocking.blockingMs.median.toFixed(0)} ms (longest task ${result.blocking.longestMs.median.toFixed(0)} ms), median of ${THROTTLED_LOADS} loads`,
    );
  } catch (error) {
    result.errors.push(`throttled load failed: ${String(error.message).split('\n')[0]}`);
  }
}

/** Serves `outDir` for the time `fn` runs. @template T @param {(baseUrl: string) => Promise<T>} fn @returns {Promise<T>} */
async function withServer(outDir, fn) {
  const server = await serveStatic(outDir);
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
}

/**
 * A peer's doc page: Lighthouse and the throttled blocking time.
 * @param {{ outDir: string, page: string, lighthouse: import('./options.mjs').LighthouseCategory[], lighthouseRuns: number, log: (s: string) => void }} options
 */
export function measureLoad(options) {
  return withServer(options.outDir, async (baseUrl) => {
    const result = { lighthouse: undefined, blocking: undefined, errors: [] };
    await loadFigures(`${baseUrl}${options.page}`, options, result);
    return result;
  });
}

/**
 * Quire's doc page: search, then Lighthouse and the throttled blocking time.
 * @param {{ outDir: string, page: string, lighthouse: import('./options.mjs').LighthouseCategory[], lighthouseRuns: number, log: (s: string) => void }} options
 */
export function measureBrowser(options) {
  return withServer(options.outDir, async (baseUrl) => {
    const result = { search: undefined, lighthouse: undefined, blocking: undefined, errors: [] };
    try {
      result.search = await searchFigures(baseUrl, options.page);
      options.log(
        `    search: p50 ${result.search.p50.toFixed(1)} ms, p95 ${result.search.p95.toFixed(1)} ms over ${result.search.queries} queries; first open → results ${result.search.firstOpenMs.toFixed(0)} ms, ${result.search.firstOpenPhoneMs.toFixed(0)} ms on a ${CPU_SLOWDOWN}× slower CPU`,
      );
    } catch (error) {
      result.errors.push(`search in the browser failed: ${error.message}`);
    }
    await loadFigures(`${baseUrl}${options.page}`, options, result);
    return result;
  });
}
