/**
 * Security in the reader's browser. A fixture site whose titles, descriptions, frontmatter,
 * headings, navigation and searchable text all carry script payloads: nothing runs, the SSG
 * HTML keeps them escaped, script links are neutralised and external links are safe. And the
 * real site under a strict Content-Security-Policy built from the hashes the build prints:
 * pages hydrate, the theme switches, search answers, and no violation is reported.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const browser = useBrowser();

/** The header line the build wrote next to the pages. */
function policyOf(dist: string): string {
  const line = fs.readFileSync(path.join(dist, 'csp.txt'), 'utf8').trim();
  expect(line).toMatch(/^Content-Security-Policy: script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  return line.slice('Content-Security-Policy: '.length);
}

/** Serves a built folder like a static host that sends the given policy with every response. */
async function serveWithPolicy(dist: string, policy: string): Promise<{ url: string; close: () => Promise<void> }> {
  const handler = createStaticHandler(dist, '/');
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', policy);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Watched {
  page: Page;
  errors: string[];
  dialogs: string[];
  violations: () => Promise<string[]>;
}

/** A page that records console errors, dialogs and CSP violations from its first script on. */
async function watchedPage(b: Browser): Promise<Watched> {
  const page = await b.newPage();
  const errors = collectErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return { page, errors, dialogs, violations };
}

const xss = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

describe('content with script payloads', () => {
  const workDir = path.join(root, 'e2e/.tmp', `hostile-${process.pid}`);
  const dist = path.join(workDir, 'dist');
  let site: Awaited<ReturnType<typeof serveWithPolicy>> | undefined;
  let buildOutput = '';

  beforeAll(async () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'e2e/fixtures/hostile'), workDir, { recursive: true });
    const result = runQuire(workDir, 'build');
    buildOutput = result.output;
    if (result.status !== 0) throw new Error(`fixture build failed:\n${buildOutput}`);
    site = await serveWithPolicy(dist, policyOf(dist));
  }, 180_000);

  afterAll(async () => {
    await site?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps every payload escaped in the SSG HTML', () => {
    const html = ['index.html', 'guide/payloads.html', 'zh/guide/payloads.html', '404.html'].map((f) => fs.readFileSync(path.join(dist, f), 'utf8'));
    for (const page of html) {
      expect(page).not.toMatch(/<script>window\.__xss/);
      expect(page).not.toMatch(/<img src=x/i);
      expect(page).not.toMatch(/<svg onload|<iframe/i);
      expect(page).not.toMatch(/\sonerror="window/);
      expect(page).not.toMatch(/href="javascript:window/);
    }
    const payloads = html[1];
    expect(payloads).toContain(
      '<title>&lt;script&gt;window.__xss=1&lt;/script&gt; Payloads | Hostile &lt;script&gt;window.__xss=1&lt;/script&gt;</title>',
    );
    expect(payloads).toContain('<meta name="description" content="&quot;&gt;&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;">');
    expect(payloads).toMatch(/<h1 id="[^"]*">Payloads &lt;script&gt;window.__xss=1&lt;\/script&gt;<\/h1>/);
    expect(payloads).toContain('<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">an external link</a>');
    // The script link was reported at build time and reaches the page neutralised by React.
    expect(buildOutput).toContain('payloads.mdx:12:1: dead link javascript:window.__xss=1 (a link may not run script)');
  });

  it('runs none of them in Chromium: pages, hydration, navigation and search', async () => {
    if (!site) throw new Error('fixture site not served');
    const { page, errors, dialogs, violations } = await watchedPage(browser());
    for (const route of ['/', '/guide/payloads', '/zh/guide/payloads']) {
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
      expect(await xss(page), route).toBeUndefined();
    }
    await page.goto(`${site.url}/guide/payloads`, { waitUntil: 'networkidle' });
    expect(await page.locator('article h1').textContent()).toBe('Payloads <script>window.__xss=1</script>');
    expect(await page.locator('article img, article iframe, article svg[onload]').count()).toBe(0);
    const scriptLink = page.getByRole('link', { name: 'A script link' });
    expect(await scriptLink.getAttribute('href')).not.toContain('__xss');
    const external = page.getByRole('link', { name: 'an external link' });
    expect([await external.getAttribute('rel'), await external.getAttribute('target')]).toEqual(['noopener noreferrer', '_blank']);

    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('onerror');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('.q-search').textContent()).toContain('onerror');
    expect(await page.locator('.q-search img, .q-search script, .q-search svg[onload]').count()).toBe(0);
    await page.getByRole('searchbox').fill('__xss');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');

    expect(await xss(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
    // The only errors allowed: image requests a browser never makes here would show as 404s.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});

describe('the built site under a strict Content-Security-Policy', () => {
  const dist = path.join(root, 'dist');
  let site: Awaited<ReturnType<typeof serveWithPolicy>> | undefined;

  beforeAll(async () => {
    site = await serveWithPolicy(dist, policyOf(dist));
  });
  afterAll(async () => {
    await site?.close();
  });

  it('loads and hydrates pages, switches the theme and searches, with no violation', async () => {
    if (!site) throw new Error('site not served');
    const { page, errors, violations } = await watchedPage(browser());
    for (const route of ['/', '/zh/']) {
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
      expect(await violations(), route).toEqual([]);
    }
    await page.goto(`${site.url}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    // Hydrated: a sidebar link navigates in place, without a new document.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator('.q-sidebar a[href="/guide/start/quick-start"]').click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Quick start');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Theme switch, then a reload: the allowed inline script applies the stored choice.
    const toggle = page.locator('.q-nav__extras').getByRole('group', { name: 'Theme' });
    await toggle.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.goto(`${site.url}/guide/start/quick-start`, { waitUntil: 'commit' });
    await page.waitForSelector('html.dark', { state: 'attached' });
    await page.waitForLoadState('networkidle');

    // Search: index fetch and the worker both come from 'self'.
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('distPath');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('would report a violation: an inline script without a listed hash is refused', async () => {
    if (!site) throw new Error('site not served');
    const { page, violations } = await watchedPage(browser());
    await page.goto(`${site.url}/guide/start/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.head.append(s);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    await page.close();
  });
});
