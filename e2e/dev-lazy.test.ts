/**
 * The dev server compiles a page when the browser first asks for it: nothing is compiled at start,
 * opening a page compiles that page (its HTML names the page's script and sidebar), and the work over every page (the content checks, the
 * translation report) follows once that first page is served. `--verbose` names each page compiled.
 * No module of this site imports `usePages`, so no page is compiled for its list, at start or after an edit.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/bench/dev-server.mjs';
import { launchBrowser } from './browser';
import { startQuire, stopQuire, waitForPrinted } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'e2e/fixtures/basic');
const workDir = path.join(root, 'e2e/.tmp', `dev-lazy-${process.pid}`);

let server: ChildProcess;
let output = '';
let browser: Browser;

const waitForOutput = (pattern: RegExp, timeout?: number) => waitForPrinted(() => output, pattern, timeout);

const compiled = () => [...output.matchAll(/\[quire\] compiled (\S+)/g)].map((m) => m[1]);

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(fixture, workDir, { recursive: true });
  // No compile cache: every page the server needs is compiled, and so printed.
  fs.rmSync(path.join(workDir, '.quire'), { recursive: true, force: true });
  const port = await freePort();
  server = startQuire(workDir, ['dev', '--verbose', '--host', '127.0.0.1', '--port', String(port)], (text) => {
    output += text;
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopQuire(server);
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('dev server, pages compiled on demand', () => {
  it('compiles no page at start, the page opened when it is opened, and the others for the checks after it', async () => {
    const [, url] = await waitForOutput(/Local:\s+(http:\/\/[^/\s]+)/);
    await waitForOutput(/built in/);
    // Longer than the checks once waited after the first compile (300 ms), shorter than they wait without a page asked for.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(compiled()).toEqual([]);
    expect(output).not.toMatch(/\[quire\] translations en → zh/);

    const page = await browser.newPage();
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Page A');
    expect(compiled()[0]).toBe('docs/en/guide/a.mdx');
    // The HTML named the page's script, its section's sidebar and the groups holding the page, so the browser fetched them beside the app's scripts, each once.
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href') ?? ''));
    expect(preloaded).toEqual([
      expect.stringMatching(/^\/static\/js\/p-\w+\.js$/),
      expect.stringMatching(/^\/__quire\/sidebar\.json\?[^&]*&[^&]*&key=[^&]*$/),
      expect.stringMatching(/^\/__quire\/sidebar\.json\?.*&page=%2Fguide%2Fa$/),
    ]);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.replace(location.origin, '')));
    for (const href of preloaded) expect(fetched.filter((name) => name === href)).toHaveLength(1);
    expect(fetched.some((name) => name.startsWith('/__quire/page-entry'))).toBe(false);
    expect(await page.locator(`script[src="${preloaded[0]}"]`).count()).toBe(1);
    // The app tells the server once the page is drawn: the work over every page starts then, not on a clock.
    await waitForOutput(/\[quire\] the browser has drawn a page/, 5_000);

    // Then the checks compile the rest, and the translation report follows.
    await waitForOutput(/\[quire\] compiled docs\/en\/tutorial\/step\.mdx/, 30_000);
    await waitForOutput(/\[quire\] translations en → zh/, 30_000);
    // Each page once: a page the browser compiled is not compiled again for the checks.
    expect(compiled().filter((file) => file === 'docs/en/guide/a.mdx')).toHaveLength(1);
    await page.close();
  }, 120_000);

  it('compiles only the edited page after an edit, and nothing for usePages(), which no module imports', async () => {
    const file = path.join(workDir, 'docs/en/guide/a.mdx');
    // The checks' compile of every page has finished (each page once), so what follows is the edit's.
    const pages = fs.readdirSync(path.join(workDir, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    await expect.poll(() => new Set(compiled()).size, { timeout: 30_000 }).toBe(pages.length);
    const before = compiled().length;
    // Saved whole, as an editor that writes a copy and renames it does: a truncate then a write can reach the watchers
    // as two changes on a loaded machine, and each would compile the file as it was then.
    const saved = path.join(workDir, 'a.mdx.saving');
    fs.writeFileSync(saved, fs.readFileSync(file, 'utf8').replace('# Page A', '# Page A, edited'));
    fs.renameSync(saved, file);
    await waitForOutput(/\[quire\] compiled docs\/en\/guide\/a\.mdx[\s\S]*\[quire\] compiled docs\/en\/guide\/a\.mdx/, 30_000);
    // Time for any work over every page that the edit would start.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(compiled().slice(before)).toEqual(['docs/en/guide/a.mdx']);
    expect(output).not.toContain('usePages()');
  }, 60_000);

  it('bundles no route table: a page not yet visited is no part of the bundle until the browser navigates to it', async () => {
    const [, url] = await waitForOutput(/Local:\s+(http:\/\/[^/\s]+)/);
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${url}/guide/a`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toMatch(/^Page A/);
    // The first page's entry comes with its HTML: the route list waits for the reader's first press, as a build's table does.
    expect(asked).not.toContain('/__quire/page-entry');
    expect(asked).not.toContain('/__quire/routes.json');
    // The app's scripts name no page: the route list is data the server answers.
    const scripts = await page.evaluate(() =>
      Promise.all([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => fetch(s.src).then((r) => r.text()))),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const code of scripts) expect(code).not.toContain('tutorial/step.mdx');
    const { routes } = (await (await fetch(`${url}/__quire/routes.json`)).json()) as { routes: string[][] };
    expect(routes.map(([routePath]) => routePath)).toContain('/tutorial/step');
    expect(output).toContain('[quire] page entry added to the bundle: en/guide/a.mdx');
    expect(output).not.toContain('page entry added to the bundle: en/index.mdx');

    // Client navigation to the unvisited home page: its entry is compiled then, and the document stays.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('a[href="/"]').first().click();
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe('Fixture home');
    await waitForOutput(/\[quire\] page entry added to the bundle: en\/index\.mdx/);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.close();
  }, 60_000);
});
