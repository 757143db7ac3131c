/**
 * The sidebar's list is HTML that hydration leaves alone (`Sidebar/sidebar-html.ts`): it must work
 * the same before any script has run, or with none, as once the page is hydrated. Groups open and
 * close, the current page is marked and scrolled into view inside the sidebar, and a sidebar link
 * leads to a page on which it is marked (a new document without scripts, the same one with them).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

/** Whether the current page's link is inside the sidebar's visible part, the sidebar scrolled and the page not. */
const currentInView = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('.q-sidebar') as HTMLElement;
    const link = nav.querySelector('[aria-current="page"]') as HTMLElement;
    const n = nav.getBoundingClientRect();
    const l = link.getBoundingClientRect();
    return l.top >= n.top && l.bottom <= n.bottom && nav.scrollTop > 0 && window.scrollY === 0;
  });

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
])('the sidebar %s', (_, javaScriptEnabled) => {
  it('expands and collapses groups, marks the current page and scrolls it into view', async () => {
    const context = await browser().newContext({ javaScriptEnabled, viewport: { width: 1440, height: 700 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/config/module-federation/options`);
    if (javaScriptEnabled) await waitForReady(page);
    const sidebar = page.locator('.q-sidebar');
    const current = sidebar.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/config/module-federation/options');
    expect(await current.evaluate((a) => a.classList.contains('q-sidebar__link--active'))).toBe(true);
    await expect.poll(() => currentInView(page)).toBe(true);

    // The current page's group closes and opens again from its title, by pointer and by keyboard.
    const group = sidebar.locator('summary').filter({ hasText: /^moduleFederation$/ });
    await group.click();
    await expect.poll(() => current.isVisible()).toBe(false);
    expect(await group.evaluate((s) => (s.parentElement as HTMLDetailsElement).open)).toBe(false);
    await group.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => current.isVisible()).toBe(true);

    // A link in another group: that page, marked in the sidebar, and only it.
    await sidebar.getByRole('link', { name: 'performance.preload', exact: true }).click();
    await page.waitForURL(`${site}/config/performance/preload`);
    await expect.poll(() => current.textContent()).toBe('performance.preload');
    expect(await current.count()).toBe(1);
    expect(await page.locator('h1').first().textContent()).toBe('performance.preload');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the hydrated sidebar', () => {
  it('keeps its list as the server drew it: React holds the list, not each of its elements', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/config/module-federation/options`);
    await waitForReady(page);
    const reactKeys = await page.evaluate(() => {
      const list = document.querySelector('.q-sidebar > .q-sidebar__items') as HTMLElement;
      const own = (el: Element) => Object.keys(el).filter((k) => k.startsWith('__react'));
      return { list: own(list).length, inside: [...list.querySelectorAll('*')].flatMap(own).length, links: list.querySelectorAll('a').length };
    });
    expect(reactKeys.list).toBeGreaterThan(0);
    expect(reactKeys.links).toBeGreaterThan(50);
    expect(reactKeys.inside).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
