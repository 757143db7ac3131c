import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const sites = { q: ['http://localhost:4711/rspress-theme-aim', '.q-doc'], r: ['http://localhost:4712/rspress-theme-aim', '.rspress-doc'] };
const [route, what] = process.argv.slice(2);
const out = {};
for (const [name, [origin, sel]] of Object.entries(sites)) {
  const page = await browser.newPage();
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  out[name] = await page.evaluate(([sel, what]) => [...document.querySelector(sel).querySelectorAll(what)].map((p) => p.outerHTML.replace(/>[^<]*$/s, "").slice(0, 200)), [sel, what]);
  await page.close();
}
await browser.close();
const rs = new Set(out.r), qs = new Set(out.q);
console.log('only quire:'); for (const p of out.q) if (!rs.has(p)) console.log('  ', p);
console.log('only rspress:'); for (const p of out.r) if (!qs.has(p)) console.log('  ', p);
