/**
 * The dev server compiles a page when the browser first asks for it: nothing is compiled at start,
 * opening a page compiles that page, and the work over every page (the content checks, the
 * translation report) follows once that first page is served. `--verbose` names each page compiled.
 * No module of this site imports `usePages`, so no page is compiled for its list, at start or after an edit.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, 'e2e/fixtures/basic');
const workDir = path.join(root, 'e2e/.tmp', `dev-lazy-${process.pid}`);

let server: ChildProcess;
let output = '';
let browser: Browser;

function waitForOutput(pattern: RegExp, timeout = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const m = output.match(pattern);
      if (m) return resolve(m);
      if (Date.now() - started > timeout) return reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`));
      setTimeout(check, 100);
    };
    check();
  });
}

const compiled = () => [...output.matchAll(/\[quire\] compiled (\S+)/g)].map((m) => m[1]);

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(fixture, workDir, { recursive: true });
  // No compile cache: every page the server needs is compiled, and so printed.
  fs.rmSync(path.join(workDir, '.quire'), { recursive: true, force: true });
  const port = 4900 + Math.floor(Math.random() * 500);
  server = startQuire(workDir, ['dev', '--verbose', '--host', '127.0.0.1', '--port', String(port)], (text) => {
    output += text;
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.kill();
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
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('# Page A', '# Page A, edited'));
    await waitForOutput(/\[quire\] compiled docs\/en\/guide\/a\.mdx[\s\S]*\[quire\] compiled docs\/en\/guide\/a\.mdx/, 30_000);
    // Time for any work over every page that the edit would start.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(compiled().slice(before)).toEqual(['docs/en/guide/a.mdx']);
    expect(output).not.toContain('usePages()');
  }, 60_000);
});
