/**
 * What the reader's browser does when something the page needs is missing (the spec's error
 * catalogue): the search index cannot be fetched, a page chunk cannot be loaded, a path has no
 * page. Each failure is logged with a known message and the reader keeps a working page.
 * (Image zoom on a broken image: theme-doc.test.ts; scroll lock on iOS: tests/theme.)
 */
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';
/** Errors a test provoked on purpose: the refused request itself and the message under test. */
const provoked = (e: string) => e.includes('net::ERR_FAILED') || e.includes('Failed to load resource');

describe('error catalogue in the browser', () => {
  it('search index fetch failure: logs the catalogue message, search answers with no results', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.route('**/static/search/**', (route) => route.abort('failed'));
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('distPath');
    await expect.poll(() => errors.some((e) => e.startsWith(INDEX_FETCH_ERROR)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('.q-search__empty').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('.q-search__hit').count()).toBe(0);
    // The page itself keeps working: the dialog closes, navigation still happens.
    await page.keyboard.press('Escape');
    await page.locator('.q-sidebar a[href="/guide/start/quick-start"]').click();
    await expect.poll(() => page.locator('article h1').textContent()).toBe('Quick start');
    expect(errors.filter((e) => !provoked(e) && !e.startsWith(INDEX_FETCH_ERROR))).toEqual([]);
    await page.close();
  });

  it('page chunk load failure: the current page stays, the error names the path, a retry works', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    // From now on no page chunk can be fetched (the current page's chunk is already loaded).
    await page.route('**/static/js/p-*.js', (route) => route.abort('failed'));
    await page.locator('.q-sidebar a[href="/guide/start/features"]').click();
    await expect
      .poll(() => errors.some((e) => e.includes('[quire] failed to load page data for /guide/start/features')), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator('article h1').textContent()).toBe('Introduction');
    expect(await page.locator('article').textContent()).toContain('Quick start');
    expect(errors.filter((e) => !provoked(e) && !e.includes('[quire] failed to load page data'))).toEqual([]);

    // The failure is not cached: once chunks load again, the next navigation succeeds.
    await page.unroute('**/static/js/p-*.js');
    await page.locator('.q-sidebar a[href="/guide/start/glossary"]').click();
    await expect.poll(() => page.locator('article h1').textContent(), { timeout: 15_000 }).toBe('Glossary');
    await page.close();
  });

  it('unknown route reached by client navigation: the 404 page (direct visits: site.test.ts)', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      // The router's own history, as an in-app link to a missing page would move it.
      window.history.pushState({}, '', '/guide/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.locator('.q-not-found__code').textContent(), { timeout: 10_000 }).toBe('404');
    expect(errors).toEqual([]);
    await page.close();
  });
});
