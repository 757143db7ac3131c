/**
 * Where the time of the first search goes, on a built site: loads a page as `pnpm bench` does,
 * presses Ctrl+K, types a query, and prints, relative to the key press, when each resource the
 * search needs finished loading and when the first results appeared. Repeats and prints medians,
 * because one run on a busy machine says little.
 * `node scripts/search-first-open.mjs <distDir> <pagePath> [runs] [query] [cpu slowdown]`; a slowdown
 * of 4 is the phone profile (Chromium's CPU throttling, as `pnpm bench` measures blocking time).
 */
import { openServedSite } from './served-site.mjs';

const [dist, pagePath = '/', runsArg = '5', query = 'retry', slowdown = '1'] = process.argv.slice(2);
if (!dist) throw new Error('usage: node scripts/search-first-open.mjs <distDir> <pagePath> [runs] [query]');
const runs = Number(runsArg);

/** In the page before its scripts: stamps the worker's `ready` and the first results in the list. */
function instrument() {
  const state = { firstResults: 0, workerReady: 0, keydown: 0, input: 0 };
  Object.assign(window, { __firstOpen: state });
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (e.data?.type === 'ready' && !state.workerReady) state.workerReady = performance.now();
      });
    }
  };
  addEventListener('keydown', () => (state.keydown ||= performance.now()), true);
  addEventListener('input', () => (state.input ||= performance.now()), true);
  new MutationObserver(() => {
    if (!state.firstResults && document.querySelector('.q-search__hit')) state.firstResults = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

const { origin, browser, close } = await openServedSite(dist);
const rows = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    if (Number(slowdown) > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
    await page.addInitScript(instrument);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill(query);
    await page.waitForSelector('.q-search__hit', { timeout: 30_000 });
    const row = await page.evaluate((pressedAt) => {
      const state = /** @type {any} */ (window).__firstOpen;
      const out = {
        results: state.firstResults - pressedAt,
        keydown: state.keydown - pressedAt,
        input: state.input - pressedAt,
        'worker ready': state.workerReady - pressedAt,
      };
      for (const e of performance.getEntriesByType('resource')) {
        const name = new URL(e.name).pathname.split('/').pop() ?? e.name;
        if (/search|SearchModal|async/i.test(e.name)) {
          out[`${name} start`] = e.startTime - pressedAt;
          out[`${name} end`] = e.responseEnd - pressedAt;
        }
      }
      return out;
    }, pressedAt);
    rows.push(row);
    await page.close();
  }
} finally {
  await close();
}
const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const key of keys) {
  const values = rows.map((r) => r[key]).filter((v) => v !== undefined);
  console.log(
    `${key.padEnd(48)} median ${median([...values])
      .toFixed(0)
      .padStart(6)} ms   runs: ${values.map((v) => v.toFixed(0)).join(' ')}`,
  );
}
