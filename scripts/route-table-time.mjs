/**
 * What finding the route table costs a reader, on a built site, with a round trip emulated in
 * Chromium: loads a page and prints, from the start of the navigation, when it was hydrated, when
 * each request that leads to the route table (the site manifest, the table) started and ended;
 * then clicks a sidebar link as soon as the page is hydrated, before the table may have arrived,
 * and prints how long the next page's heading took. Repeats and prints medians.
 * `node scripts/route-table-time.mjs <distDir> <pagePath> [runs] [round trip ms]`
 */
import { openServedSite } from './served-site.mjs';

const [dist, pagePath = '/', runsArg = '5', rttArg = '100'] = process.argv.slice(2);
if (!dist) throw new Error('usage: node scripts/route-table-time.mjs <distDir> <pagePath> [runs] [round trip ms]');
const runs = Number(runsArg);
const rtt = Number(rttArg);

/** Stamps the moment the app marks the page hydrated. */
function instrument() {
  // On the document: its root element does not exist yet when this runs.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.quireReady === undefined) return;
    Object.assign(window, { __hydratedAt: performance.now() });
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-quire-ready'] });
}

/** The page opened with the emulated round trip (Chromium adds it to every response). */
async function openPage(browser) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rtt, downloadThroughput: -1, uploadThroughput: -1 });
  await page.addInitScript(instrument);
  return page;
}

const { origin, browser, close } = await openServedSite(dist);
const rows = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = await openPage(browser);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(() => /** @type {any} */ (window).__hydratedAt, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    rows.push(
      await page.evaluate(() => {
        const out = { hydrated: /** @type {any} */ (window).__hydratedAt };
        for (const e of performance.getEntriesByType('resource')) {
          const name = new URL(e.name).pathname.split('/').pop() ?? '';
          const kind = name === 'manifest.json' ? 'manifest' : name.startsWith('routes.') ? 'route table' : undefined;
          if (kind) Object.assign(out, { [`${kind} start`]: e.startTime, [`${kind} end`]: e.responseEnd });
        }
        return out;
      }),
    );
    await page.close();

    // A click as soon as the page is hydrated: the navigation may wait for the table.
    const next = await openPage(browser);
    await next.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await next.waitForFunction(() => /** @type {any} */ (window).__hydratedAt, undefined, { timeout: 30_000 });
    const link = next.locator('.q-sidebar a[href]:not([aria-current="page"])').first();
    const target = await link.getAttribute('href');
    const heading = await next.locator('h1').first().textContent();
    // Gone if the click loads a whole document instead of navigating in the page.
    const clickedAt = await next.evaluate(() => Object.assign(window, { __samePage: true }) && performance.now());
    await link.click();
    await next.waitForURL(`${origin}${target}`);
    await next.waitForFunction((h) => document.querySelector('h1')?.textContent !== h, heading);
    const { shownAt, samePage } = await next.evaluate(() => ({
      shownAt: performance.now(),
      samePage: /** @type {any} */ (window).__samePage === true,
    }));
    rows[rows.length - 1]['click → next heading'] = samePage ? shownAt - clickedAt : Number.NaN;
    await next.close();
  }
} finally {
  await close();
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
console.log(`${runs} runs of ${pagePath}, round trip ${rtt} ms; ms from the start of the navigation, the click from the click (median, min–max):`);
for (const key of Object.keys(rows[0] ?? {})) {
  const values = rows.map((r) => r[key]).filter(Number.isFinite);
  console.log(`  ${key.padEnd(24)} ${median(values).toFixed(0).padStart(6)}  (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`);
}
