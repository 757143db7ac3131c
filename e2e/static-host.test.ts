/**
 * dist/ on a static host the project does not control: `serve-handler` (the engine of Vercel's
 * `serve`) with clean URLs. Pages with and without trailing slashes, Chinese pages, hashed
 * assets, the search index and the 404 page with status 404; and a page that hydrates there.
 * The project's own preview server is what global-setup serves for every other e2e test.
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import handler from 'serve-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTableFile, recordFile, type SplitIndexHead } from '#shared/search-split-index.ts';
import { collectErrors, useBrowser } from './browser';

const dist = path.resolve(import.meta.dirname, '../dist');
const browser = useBrowser();
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => void handler(req, res, { public: dist, cleanUrls: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function get(pathname: string) {
  const res = await fetch(`${url}${pathname}`, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text(), location: res.headers.get('location') };
}

describe('dist/ served by serve-handler with cleanUrls', () => {
  it.each([
    ['/', 'lang="en"'],
    ['/guide/start/', '<h1 id="introduction">Introduction'],
    ['/guide/start/quick-start', '<h1 id="quick-start">Quick start'],
    ['/config/output/dist-path', 'output.distPath'],
    ['/zh/', 'lang="zh"'],
    ['/zh/guide/start/quick-start', 'lang="zh"'],
  ])('serves %s as a pre-rendered page', async (pathname, expected) => {
    const { status, type, body } = await get(pathname);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(body).toContain(expected);
  });

  it('serves the hashed assets the pages reference, and the search index', async () => {
    const html = (await get('/guide/start/')).body;
    const assets = [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) expect((await get(asset)).status, asset).toBe(200);
    const index = fs.readdirSync(path.join(dist, 'static/search')).find((f) => /^zh\.[0-9a-f]+\.json$/.test(f));
    const res = await get(`/static/search/${index}`);
    expect(res.status).toBe(200);
    const head = JSON.parse(res.body) as SplitIndexHead;
    expect(head.pageCount).toBeGreaterThan(10);
    const groups =
      'hashes' in head.groups
        ? head.groups.hashes
        : (JSON.parse((await get(`/static/search/${groupTableFile(head.dir, head.groups.table)}`)).body) as string[]);
    expect((await get(`/static/search/${recordFile(head.dir, groups, 0)}`)).status).toBe(200);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    for (const pathname of ['/no/such/page', '/zh/no/such/page', '/static/js/missing.js']) {
      const { status, body } = await get(pathname);
      expect(status, pathname).toBe(404);
      expect(body, pathname).toContain('q-not-found');
    }
  });

  it('hydrates and navigates there like on the preview server', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/zh/guide/start/`, { waitUntil: 'networkidle' });
    await page.locator('.q-sidebar a[href="/zh/guide/start/quick-start"]').click();
    await expect.poll(() => page.url()).toBe(`${url}/zh/guide/start/quick-start`);
    await expect.poll(() => page.locator('article h1').textContent()).toBe('快速上手');
    await page.goto(`${url}/no/such/page`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.q-not-found__code').textContent()).toBe('404');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});
