/**
 * When the search index loads, in the built site: at idle time after the first paint without
 * any interaction, fetched by the search worker rather than the page, again for the other
 * language after a switch, and a search opened right after hydration answers from it.
 */
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

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
});
