/**
 * Where the time of the first search goes, on a built site: loads a page as `pnpm bench` does,
 * presses Ctrl+K once the app is ready, types a query, and prints, relative to the key press,
 * when the dialog's input had focus, the input event, the end of the debounce, the worker's
 * answer and the first results in the list (`bench/first-search.mjs`), and when each resource
 * the page fetched for search finished loading. Repeats and prints medians, because one run on
 * a busy machine says little.
 * `node scripts/search-first-open.mjs <distDir> <pagePath> [runs] [query] [cpu slowdown] [latency ms]`; a
 * slowdown of 4 is the phone profile (Chromium's CPU throttling, as `pnpm bench` measures blocking time),
 * and a latency adds that long to every request (Chromium's network emulation), as a distant host would.
 */
import { DEBOUNCE_MS } from './bench/browser.mjs';
import { instrumentFirstSearch, timeFirstSearch } from './bench/first-search.mjs';
import { openServedSite } from './served-site.mjs';

const [dist, pagePath = '/', runsArg = '5', query = 'retry', slowdown = '1', latency = '0'] = process.argv.slice(2);
if (!dist) throw new Error('usage: node scripts/search-first-open.mjs <distDir> <pagePath> [runs] [query] [cpu slowdown] [latency ms]');
const runs = Number(runsArg);

const { origin, browser, close } = await openServedSite(dist);
const rows = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    if (Number(slowdown) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
    if (Number(latency) > 0)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: Number(latency), downloadThroughput: -1, uploadThroughput: -1 });
    await page.addInitScript(instrumentFirstSearch, DEBOUNCE_MS);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    const row = await timeFirstSearch(page, query);
    const pressedAt = await page.evaluate(() => /** @type {any} */ (window).__firstSearch.keydown);
    const resources = await page.evaluate((pressedAt) => {
      const out = {};
      for (const e of performance.getEntriesByType('resource')) {
        const name = new URL(e.name).pathname.split('/').pop() ?? e.name;
        if (/search|\/async\//i.test(e.name)) out[`${name} end`] = e.responseEnd - pressedAt;
      }
      return out;
    }, pressedAt);
    rows.push({ ...row, ...resources });
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
