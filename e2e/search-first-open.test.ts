/**
 * When search loads, in the built site: the index at idle time after the first paint without any
 * interaction, fetched by the search worker rather than the page, again for the other language
 * after a switch; the dialog's code only when the reader reaches for search, with Ctrl+K answered
 * before it arrives; a search opened right after hydration answers from the index, and one opened
 * after idle time uses the worker that loaded it.
 */
import { describe, expect, inject, it } from 'vitest';
import { bodyOf, collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

describe('search index loading', () => {
  it('fetches the index after first paint without a click, and the other language’s after switching', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    const indexes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/static/search/')) indexes.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site}/guide/start/`);
    await waitForReady(page);
    await expect.poll(() => indexes.length, { timeout: 10_000 }).toBe(1);
    expect(indexes[0]).toMatch(/search\/en\./);
    // The worker fetches the index: its resource-timing entry is the worker's, and the page's
    // thread receives none of it. The request event comes when the fetch starts, the entry only
    // once the response has been read, so wait for that entry rather than read it at once.
    const indexStart = async () =>
      (await page.workers()[0]?.evaluate(() => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/static/search/'));
        return entry ? performance.timeOrigin + entry.startTime : -1;
      })) ?? -1;
    await expect.poll(indexStart, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    const paint = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY),
    );
    expect(await indexStart()).toBeGreaterThan(paint);
    const onPage = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/static/search/')));
    expect(onPage).toEqual([]);

    // Client-side navigation to the Chinese twin: its index is fetched too, and searched.
    await page.locator('a[hreflang="zh"]').first().click();
    await page.waitForURL(/\/zh\/guide\/start/);
    await expect.poll(() => indexes.some((p) => /search\/zh\./.test(p)), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('构建产物');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const links = await page.locator('.q-search__hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-link') ?? ''));
    expect(links.every((l) => l.startsWith('/zh/'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a search opened right after hydration, before the idle-time loading has finished', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/`);
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('distPath');
    await expect.poll(() => page.locator('.q-search__group-title').first().textContent(), { timeout: 10_000 }).toBe('output.distPath');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a search after idle time on the worker the page started, which fetched the index once', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    const heads: string[] = [];
    let clientCode = false;
    page.on('request', (r) => {
      if (/\/static\/search\/en\.[0-9a-f]+\.json$/.test(new URL(r.url()).pathname)) heads.push(r.url());
    });
    page.on('response', async (r) => {
      if (r.url().includes('/static/js/async/') && (await bodyOf(r)).includes('startSearchClient')) clientCode = true;
    });
    await page.goto(`${site}/guide/start/`);
    await waitForReady(page);
    // At idle time the client's code arrives and takes the worker the page started at its first commit.
    await expect.poll(() => clientCode, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(300);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('distPath');
    await expect.poll(() => page.locator('.q-search__group-title').first().textContent(), { timeout: 10_000 }).toBe('output.distPath');
    expect(heads).toHaveLength(1);
    expect(page.workers()).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the dialog’s code out of the load until the pointer is over the search button', async () => {
    const page = await browser().newPage();
    const dialogChunks: string[] = [];
    page.on('response', async (r) => {
      if (!r.url().includes('/static/js/async/')) return;
      if ((await bodyOf(r)).includes('q-search__results')) dialogChunks.push(r.url());
    });
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    // Idle time has come and gone: the index is there, the dialog's code is not.
    await expect.poll(() => page.workers().length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    expect(dialogChunks).toEqual([]);
    await page.locator('.q-search-button').hover();
    await expect.poll(() => dialogChunks.length, { timeout: 10_000 }).toBe(1);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.close();
  });

  it('opens on Ctrl+K with the input focused before the dialog’s code has arrived, and keeps what was typed', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Only the dialog's code is held: another async chunk asked for before the load event would hold the load too.
    await page.route('**/static/js/async/**', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('q-search__results')) await held;
      await route.fulfill({ response, body });
    });
    await page.goto(`${site}/guide/start/`);
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    await page.keyboard.type('distPath');
    release();
    await expect.poll(() => page.locator('.q-search__group-title').first().textContent(), { timeout: 10_000 }).toBe('output.distPath');
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('distPath');
    await expect(page.getByRole('dialog').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    // A chunk's request still in the route's handler when the page closes would fail its read of the body after the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });
});
