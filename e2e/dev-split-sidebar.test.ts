/**
 * The dev server splits a long section's sidebar by group as a build does: a page reads the section's groups as titles
 * and its own group's entries, another group when it is opened. A page added to the page's group and a `_meta.json`
 * edit reach the sidebar shown without a reload, though the page's module is kept (it names its groups by the page).
 * A folder without an index page leads to its first page on the server's first request and in the app, whose route
 * list brings the folders' redirects.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/bench/dev-server.mjs';
import { collectErrors, launchBrowser } from './browser';
import { startQuire, stopQuire, waitForPrinted } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `dev-split-sidebar-${process.pid}`);
/** Two folders of 100 pages in the `long/` section: 200 links, past the split (150). */
const GROUP_PAGES = 100;

let server: ChildProcess;
let output = '';
let url = '';
let browser: Browser;

const waitForOutput = (pattern: RegExp, timeout?: number) => waitForPrinted(() => output, pattern, timeout);

/**
 * Each load of the document after the first, with the page's console, the dev server's answers and its output until
 * then: a test that finds the page reloaded names what led to it.
 */
function watchReloads(page: Page): string[] {
  const logged: string[] = [];
  const reloads: string[] = [];
  let loads = 0;
  page.on('console', (m) => logged.push(`${m.type()}: ${m.text()}`));
  // The dev server's own answers and the bundler's updates: a failed one is what would make the app load a page whole.
  page.on('response', (r) => {
    if (/\/__quire\/|hot-update|\/_rspack\//.test(r.url())) logged.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('load', () => {
    if (loads++ > 0)
      reloads.push(`reloaded at ${page.url()}\npage console and requests:\n${logged.join('\n')}\nserver output:\n${output.slice(-3000)}`);
  });
  return reloads;
}

const pageName = (i: number) => `p${String(i).padStart(3, '0')}`;

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  for (const group of ['one', 'two'])
    for (let i = 0; i < GROUP_PAGES; i++) {
      const file = path.join(workDir, 'docs/en/long', group, `${pageName(i)}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `# ${group} ${i}\n\nText.\n`);
    }
  const port = await freePort();
  server = startQuire(workDir, ['dev', '--host', '127.0.0.1', '--port', String(port)], (text) => {
    output += text;
  });
  url = (await waitForOutput(/Local:\s+(http:\/\/[^/\s]+)/))[1];
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stopQuire(server);
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('dev server, a long section’s sidebar', () => {
  it('leads a folder without an index page to its first page on the server’s first request', async () => {
    const res = await fetch(`${url}/long/`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([302, '/long/one/p000']);
  });

  it('reads the page’s own group, another when opened, and follows a page added and a _meta.json edit without a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = collectErrors(page);
    const reloads = watchReloads(page);
    const answers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/__quire/sidebar.json') answers.push(response.text());
    });
    const links = (href: string) => page.locator(`.q-sidebar a[href="${href}"]`).count();
    await page.goto(`${url}/long/one/p005`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 60_000 }).toBe('one 5');
    await expect.poll(() => links('/long/one/p050'), { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('networkidle');
    // The other group's entries were not read, only its title and ends.
    expect((await Promise.all(answers)).join('')).not.toContain('/long/two/p050');
    expect(await links('/long/two/p050')).toBe(0);
    const two = page.locator('.q-sidebar__group', { has: page.locator('summary', { hasText: /^two$/ }) });
    await two.locator('summary').click();
    await expect.poll(() => links('/long/two/p050'), { timeout: 10_000 }).toBe(1);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 7;
    });

    // The content watcher starts after the first page, with the translation report.
    await waitForOutput(/\[quire\] translations/);
    fs.writeFileSync(path.join(workDir, 'docs/en/long/one/p100.md'), '# one later\n');
    await expect.poll(() => links('/long/one/p100'), { timeout: 30_000 }).toBe(1);
    expect(await links('/long/one/p050')).toBe(1);

    fs.writeFileSync(
      path.join(workDir, 'docs/en/long/_meta.json'),
      JSON.stringify([
        { type: 'dir', name: 'one', label: 'First group' },
        { type: 'dir', name: 'two', label: 'Second group' },
      ]),
    );
    await expect.poll(() => page.locator('.q-sidebar summary', { hasText: 'First group' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await links('/long/one/p100')).toBe(1);
    expect(await page.locator('.q-sidebar [aria-current="page"]').textContent()).toBe('one 5');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), reloads.join('\n')).toBe(7);

    // A folder reached in the app: the route list brought the folders' redirects, which the site data does not hold in dev.
    await page.evaluate(() => {
      history.pushState(null, '', '/long/two/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('two 0');
    expect(new URL(page.url()).pathname).toBe('/long/two/p000');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), reloads.join('\n')).toBe(7);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
