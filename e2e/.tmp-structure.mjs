import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const sites = { q: ['http://localhost:4711/rspress-theme-aim', '.q-doc'], r: ['http://localhost:4712/rspress-theme-aim', '.rspress-doc, .rp-doc'] };
const route = process.argv[2];
const out = {};
for (const [name, [origin, sel]] of Object.entries(sites)) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  out[name] = await page.evaluate((sel) => {
    const root = document.querySelector(sel) ?? document.body;
    const counts = {};
    for (const el of root.querySelectorAll('h1,h2,h3,h4,h5,h6,p,ul,ol,li,table,tr,td,th,blockquote,pre,code,img,a,strong,em,del,input,hr,sup,section,details,summary,aside,kbd,mark,sub,br,div'))
      counts[el.tagName] = (counts[el.tagName] ?? 0) + 1;
    const headings = [...root.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => `${h.tagName}#${h.id}`);
    return { sel: root.className, counts, headings, text: root.innerText.length };
  }, sel);
  await page.close();
}
await browser.close();
const tags = new Set([...Object.keys(out.q.counts), ...Object.keys(out.r.counts)]);
for (const t of [...tags].sort()) if (out.q.counts[t] !== out.r.counts[t]) console.log(t, 'quire', out.q.counts[t], 'rspress', out.r.counts[t]);
console.log('root', out.q.sel, '|', out.r.sel, 'text', out.q.text, out.r.text);
const hq = out.q.headings, hr = out.r.headings;
for (let i = 0; i < Math.max(hq.length, hr.length); i++) if (hq[i] !== hr[i]) console.log('heading', i, hq[i], '|', hr[i]);
