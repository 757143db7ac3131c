/**
 * Time from saving an MDX edit to the edit being in the page, in a running dev server: open the
 * typical doc page in headless Chromium, wait until the framework says it is ready, then append
 * a paragraph with a unique marker word to the page's source, several times, and take the time
 * from each write to the marker text being in the DOM. The source file is restored afterwards.
 *
 * Clocks: the write time is taken in this process and the marker is seen inside the page, so both
 * stamps are `Date.now()`, the machine's one wall clock, which both processes read directly. The
 * page's `performance.now()` would be finer but starts again at every document, so a framework that
 * applies the edit with a full reload would stamp on a different clock; reading the page's clock
 * before the write would instead add a round trip to the browser to every figure. `Date.now()` has
 * 1 ms resolution, well below the 300 ms target, and no clock step is expected within a few seconds.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { MARKER_PREFIX, editParagraph, markerWord } from './edit-stamps.mjs';

/**
 * After the page is ready and before the first edit: dev servers go on working after their first
 * page (lazy compilation of what the page imports when idle, Quire loading its MDX compiler when the
 * page came from the disk cache, Vite optimising dependencies). A writer who opens a page and then
 * types gives them at least this long; the figure is the edit, not the start-up.
 */
const IDLE_BEFORE_FIRST_EDIT_MS = 2000;

/**
 * Runs in the page before its scripts, again after each reload: a MutationObserver stamps the
 * first time each marker word is added to the DOM (as a node or as text), and `loadId` tells
 * one document from the next, so the benchmark knows whether the edit reloaded the page.
 */
function observeMarkers(prefix) {
  const pattern = new RegExp(`${prefix}[a-z0-9]+`, 'g');
  const state = { loadId: `${Date.now()}-${Math.random()}`, seen: /** @type {Record<string, number>} */ ({}) };
  Object.assign(window, { __benchEdit: state });
  const scan = (/** @type {string | null} */ text) => {
    if (!text?.includes(prefix)) return;
    const now = Date.now();
    for (const word of text.match(pattern) ?? []) state.seen[word] ??= now;
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') scan(record.target.textContent);
      else for (const node of record.addedNodes) scan(node.textContent);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Reads the page's state; a reload in progress destroys the context, so it is asked again. */
async function readState(page, fn, arg, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await page.evaluate(fn, arg);
    } catch (error) {
      if (Date.now() > until || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * @param {{
 *   url: string, file: string, ready: string, edits: number, timeoutMs: number, settleMs?: number,
 *   log: (s: string) => void, browser?: import('playwright-core').Browser,
 * }} options `ready` is a JS expression true once the page is hydrated (see the framework adapters); `browser`: one
 *   already open (the caller closes it), else one is launched for the edits
 * @returns {Promise<import('./edit-stamps.mjs').EditStamp[]>}
 */
export async function measureDevEdits(options) {
  const browser = options.browser ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  const original = fs.readFileSync(options.file);
  /** @type {import('./edit-stamps.mjs').EditStamp[]} */
  const stamps = [];
  try {
    const page = await browser.newPage();
    await page.addInitScript(observeMarkers, MARKER_PREFIX);
    // The first visit compiles the page on demand: allow for a slow machine. Not until the network is idle: a dev
    // server's search index, fetched when the page is idle, waits for every page's compile (minutes at 10,000 pages).
    await page.goto(options.url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(options.ready, undefined, { timeout: 60_000 });
    await page.waitForTimeout(IDLE_BEFORE_FIRST_EDIT_MS);
    const tag = Date.now().toString(36);
    for (let i = 0; i < options.edits; i++) {
      const word = markerWord(i, tag);
      const loadId = await readState(page, () => /** @type {any} */ (window).__benchEdit.loadId);
      const writtenAt = Date.now();
      fs.appendFileSync(options.file, editParagraph(word));
      let visibleAt;
      try {
        // The stamp comes from the page's observer; how often this polls does not change it.
        await page.waitForFunction((w) => /** @type {any} */ (window).__benchEdit?.seen[w], word, { timeout: options.timeoutMs, polling: 20 });
        visibleAt = await readState(page, (w) => /** @type {any} */ (window).__benchEdit.seen[w], word);
      } catch (error) {
        options.log(`      edit ${i + 1}: ${word} not in the page after ${options.timeoutMs} ms (${String(error).split('\n')[0]})`);
      }
      const reloaded = (await readState(page, () => /** @type {any} */ (window).__benchEdit?.loadId)) !== loadId;
      stamps.push({ writtenAt, visibleAt, reloaded });
      // Let watchers, overlays and a reload finish before the next write.
      await page.waitForTimeout(options.settleMs ?? 400);
      await page.waitForFunction(options.ready, undefined, { timeout: 60_000 });
    }
    await page.close();
  } finally {
    fs.writeFileSync(options.file, original);
    if (!options.browser) await browser.close();
  }
  return stamps;
}
