/**
 * Remote search in a built site: the fixture site is built with `search.mode: 'remote'`, two
 * indexes and a hooks module, and served next to a small search API. A reader gets tabs, the
 * hooks rewrite the query, and no local index is built or fetched.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `remote-${process.pid}`);
const dist = path.join(workDir, 'dist');

const CONFIG = `import { defineConfig } from '@quire/core/config';

export default defineConfig({
  title: 'Remote',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  search: {
    mode: 'remote',
    apiUrl: '/api/search',
    searchIndexes: ['guide', { value: 'api', label: 'API reference' }],
    searchHooks: './search-hooks',
  },
});
`;

const HOOKS = `const calls = ((globalThis as unknown as { __searchHookCalls: string[] }).__searchHookCalls ??= []);

export function beforeSearch(query: string): string {
  calls.push('before ' + query);
  return query.replace(/^please /, '');
}

export function afterSearch(query: string, groups: Array<{ results: unknown[] }>): void {
  calls.push('after ' + query + ' ' + groups.map((g) => g.results.length).join(','));
}
`;

const requests: URL[] = [];
let server: http.Server;
let site = '';
const browser = useBrowser();
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The test's search API: page A in the guide index, an API page in the other; `fail` is a server error. */
function answer(url: URL): [number, unknown] {
  const keyword = url.searchParams.get('keyword') ?? '';
  if (keyword === 'fail') return [500, { error: 'down' }];
  const hits: Record<string, unknown[]> = {
    guide: [{ title: 'Page A', header: 'Section one', statement: `Text about ${keyword}.`, link: '/guide/a#section-one' }],
    api: [
      { title: 'createApp', type: 'title', statement: 'createApp', link: '/tutorial/', highlightInfoList: [{ start: 0, length: 6 }] },
      { title: 'createApp', statement: `<img src=x onerror="document.title='owned'"> ${keyword}`, link: '/tutorial/#usage' },
    ],
  };
  const indexes = (url.searchParams.get('searchIndexes') ?? '').split(',');
  return [200, indexes.map((index) => ({ index, hits: hits[index] ?? [] }))];
}

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  fs.writeFileSync(path.join(workDir, 'site.config.ts'), CONFIG);
  fs.writeFileSync(path.join(workDir, 'search-hooks.ts'), HOOKS);
  const build = runQuire(workDir, 'build');
  expect(build.status, build.output).toBe(0);
  const serveStatic = createStaticHandler(dist, '/');
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', site);
    requests.push(url);
    // The fixture has no icon; answer the browser's automatic request rather than log a 404.
    if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
    if (url.pathname !== '/api/search') return serveStatic(req, res);
    const [status, body] = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('remote search', () => {
  it('builds no local index', () => {
    const staticDir = path.join(dist, 'static');
    const files = fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : [];
    expect(files.filter((f) => f.startsWith('search'))).toEqual([]);
  });

  it('puts the hooks module in a chunk of its own, out of the first load', () => {
    const js = path.join(dist, 'static/js');
    const holds = (dir: string) =>
      fs.readdirSync(dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('__searchHookCalls'));
    expect(holds(js)).toEqual([]);
    expect(holds(path.join(js, 'async'))).toHaveLength(1);
  });

  it('asks the API, runs the hooks, and shows a tab per index', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/a`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('please words');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allTextContents(), { timeout: 10_000 }).toEqual(['guide (1)', 'API reference (1)']);
    const api = requests.filter((u) => u.pathname === '/api/search');
    expect(api).toHaveLength(1);
    expect(Object.fromEntries(api[0].searchParams)).toEqual({ keyword: 'words', limit: '7', searchIndexes: 'guide,api', lang: 'en' });
    expect(requests.some((u) => u.pathname.includes('/static/search/'))).toBe(false);
    expect(await page.evaluate(() => (globalThis as unknown as { __searchHookCalls: string[] }).__searchHookCalls)).toEqual([
      'before please words',
      'after words 1,1',
    ]);

    expect(await page.locator('.q-search__group-title').allTextContents()).toEqual(['Page A']);
    expect(await page.locator('.q-search mark').allTextContents()).toEqual(['words']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('API reference (1)');
    expect(await page.locator('.q-search__hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-link')))).toEqual([
      '/tutorial/',
      '/tutorial/#usage',
    ]);
    // The API's text is shown as text.
    expect(await page.locator('.q-search img').count()).toBe(0);
    expect(await page.locator('.q-search__hit-text').nth(1).textContent()).toContain('<img src=x');

    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tutorial\/$/);
    expect(await page.title()).not.toBe('owned');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('logs a failed request and says there are no results, without crashing', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/zh/guide/a`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('fail');
    await expect
      .poll(() => page.locator('.q-search__empty').textContent(), { timeout: 10_000 })
      // A Chinese page shows the theme's built-in Chinese text.
      .toBe('没有找到 "fail". 请换一个关键词再试');
    expect(
      requests
        .filter((u) => u.pathname === '/api/search')
        .at(-1)
        ?.searchParams.get('lang'),
    ).toBe('zh');
    expect(errors.some((e) => e.startsWith('Remote search failed:'))).toBe(true);
    expect(errors.filter((e) => !e.startsWith('Remote search failed:') && !e.includes('500'))).toEqual([]);
    await page.getByRole('searchbox').fill('words');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  it('the dialog with tabs passes axe-core', async () => {
    const page = await browser().newPage();
    await page.goto(`${site}/guide/a`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('words');
    await page.locator('.q-search__hit').first().waitFor({ timeout: 10_000 });
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: Array<{ id: string; help: string }> }> } }
      ).axe;
      const dialog = document.querySelector('.q-search');
      if (!dialog) return ['no dialog'];
      return (await axe.run(dialog, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.help}`);
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
