/**
 * `usePages()` in `quire dev`: a page that lists the site's pages (the Rspress fixture's blog
 * index) shows a page's new title after that page is edited, without a reload. The dev server
 * compiles every page for the list only because a module imports `usePages`; `e2e/dev-lazy.test.ts`
 * checks that a site without it never does.
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
const workDir = path.join(root, 'e2e/.tmp', `dev-pages-list-${process.pid}`);

let server: ChildProcess;
let output = '';
let browser: Browser;

const waitForOutput = (pattern: RegExp, timeout?: number) => waitForPrinted(() => output, pattern, timeout);

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/rspress'), workDir, { recursive: true });
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

describe('usePages() in dev', () => {
  it("lists a page's new title after the page is edited", async () => {
    const [, url] = await waitForOutput(/Local:\s+(http:\/\/[^/\s]+)/);
    await waitForOutput(/built in/);
    const page = await browser.newPage();
    await page.goto(`${url}/blog/`);
    const titles = () => page.locator('ul.blog-list .blog-title').allTextContents();
    // The list holds every page once the server has compiled them all for it.
    await waitForOutput(/\[quire\] usePages\(\): every page compiled/);
    await expect.poll(titles, { timeout: 60_000 }).toEqual(['The newer post, on usePages and bold titles', 'An older post']);

    const post = path.join(workDir, 'docs/en/blog/older-post.mdx');
    fs.writeFileSync(post, fs.readFileSync(post, 'utf8').replace('# An older post', '# The first post, renamed'));
    await expect.poll(titles, { timeout: 60_000 }).toEqual(['The newer post, on usePages and bold titles', 'The first post, renamed']);
    await page.close();
  }, 180_000);
});
