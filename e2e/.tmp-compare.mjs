import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const sites = { q: 'http://localhost:4711/rspress-theme-aim', r: 'http://localhost:4712/rspress-theme-aim' };
const pages = process.argv.slice(2);
for (const route of pages) {
  for (const [name, origin] of Object.entries(sites)) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => r.status() >= 400 && errors.push(r.status() + ' ' + r.url()));
    const url = origin + route;
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const file = `/tmp/sa-shots/${name}${route.replace(/[/.]/g, '_') || '_'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    const footer = await page.locator('.rspress-copyright-footer').allTextContents();
    const h1 = await page.locator('h1').allTextContents();
    console.log(name, res?.status(), url, JSON.stringify({ footer, h1: h1.slice(0, 2), errors }));
    await page.close();
  }
}
await browser.close();
