/** The search dialog in the built site: phones, focus, and an index that cannot be fetched. */
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();
const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

describe('search dialog', () => {
  it('when the index cannot be fetched: the exact console message, no results, no crash', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.route(/\/static\/search\//, (route) => route.abort('failed'));
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('distPath');
    await expect
      .poll(() => page.locator('.q-search__empty').textContent(), { timeout: 10_000 })
      .toBe('No results for "distPath". Please try again with a different keyword');
    expect(errors.some((e) => e.startsWith(INDEX_FETCH_ERROR))).toBe(true);
    expect(errors.filter((e) => !e.startsWith(INDEX_FETCH_ERROR) && !e.includes('net::ERR_FAILED'))).toEqual([]);
    // The page still works: the dialog closes and the navbar search opens it again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search docs' }).click();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.close();
  });

  it('on a phone: full screen with a Cancel button that closes it and gives focus back', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${site}/zh/guide/start/`, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: '搜索文档' });
    await button.click();
    // The stand-in frame shows first and the dialog replaces it when its code arrives; measure the dialog.
    const dialog = page.locator('.q-search:not([aria-busy="true"])');
    await dialog.waitFor();
    const cancel = page.getByRole('button', { name: '取消' });
    expect(await cancel.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    await cancel.click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('on a desktop the Cancel button is hidden; Tab stays inside the dialog', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Meta+k');
    if (!(await page.getByRole('dialog').count())) await page.keyboard.press('Control+k');
    expect(await page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(false);
    await page.getByRole('searchbox').fill('distPath');
    await expect.poll(() => page.locator('.q-search__hit').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.q-search')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.q-search')))).toBe(true);
    await page.close();
  });

  it('shows hits as links: a middle click opens a tab, arrow keys and Enter still open the selected one here', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('distPath');
    const hits = page.locator('.q-search__hit');
    await expect.poll(() => hits.count(), { timeout: 10_000 }).toBeGreaterThan(2);
    const links = await hits.evaluateAll((els) => els.map((e) => [e.tagName, e.getAttribute('href'), e.getAttribute('data-link')]));
    expect(links.every(([tag, href, link]) => tag === 'A' && href === link)).toBe(true);
    // No bare '#' line above heading hits.
    expect(await page.locator('.q-search__hit-header').allTextContents()).not.toContain('#');
    const [opened] = await Promise.all([context.waitForEvent('page'), hits.nth(1).click({ button: 'middle' })]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(links[1][1]);
    await opened.close();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await page.getByRole('searchbox').focus();
    // The pointer rests on the second hit, which it selected: the arrow moves on to the third.
    await page.keyboard.press('ArrowDown');
    expect(await hits.nth(2).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site}${links[2][1]}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
