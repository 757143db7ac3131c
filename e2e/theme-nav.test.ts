/** The navbar in a real browser: theme switch, menus, social links, mobile panel, hiding on scroll. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, launchBrowser } from './browser';

const site = inject('siteUrl');
const DOC = `${site}/guide/start/`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const header = (page: Page) => page.locator('header.q-nav');
const desktopToggle = (page: Page) => page.locator('.q-nav__extras').getByRole('group', { name: 'Theme' });

async function open(context: BrowserContext, url = DOC) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, errors };
}

describe('theme switch', () => {
  it('stores the choice, applies it before paint on reload, follows the system in auto', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const { page, errors } = await open(context);
    const toggle = desktopToggle(page);
    expect(await toggle.getByRole('button', { name: /^Auto theme/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await isDark(page)).toBe(false);

    await toggle.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme-appearance'))).toBe('dark');
    expect(await toggle.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');

    // The inline script sets the class before any module runs.
    await page.goto(DOC, { waitUntil: 'commit' });
    await page.waitForSelector('html.dark', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await desktopToggle(page).getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');

    await desktopToggle(page).getByRole('button', { name: /^Auto theme/ }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a change made in another tab', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const a = await open(context);
    const b = await open(context, `${site}/config/`);
    await desktopToggle(a.page).getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => isDark(b.page)).toBe(true);
    expect(await desktopToggle(b.page).getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await desktopToggle(b.page).getByRole('button', { name: 'Light theme' }).click();
    await expect.poll(() => isDark(a.page)).toBe(false);
    expect([...a.errors, ...b.errors]).toEqual([]);
    await context.close();
  });

  const recordTransitions = () => {
    const w = window as unknown as { __vt: number; __anim: Array<{ duration: unknown; pseudo: unknown }> };
    w.__vt = 0;
    w.__anim = [];
    const doc = document as unknown as { startViewTransition?: (cb: () => void) => unknown };
    const start = doc.startViewTransition;
    if (start) {
      doc.startViewTransition = function (this: Document, cb: () => void) {
        w.__vt += 1;
        return start.call(this, cb);
      };
    }
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames, options) {
      if (typeof options === 'object') w.__anim.push({ duration: options.duration, pseudo: options.pseudoElement });
      return animate.call(this, frames, options);
    };
  };
  const transitions = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __vt: number; __anim: Array<{ duration: unknown; pseudo: unknown }> };
      return { vt: w.__vt, anim: w.__anim };
    });

  it('reveals the new theme with a 400 ms circular view transition', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(recordTransitions);
    const { page, errors } = await open(context);
    await desktopToggle(page).getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => transitions(page)).toEqual({
      vt: 1,
      anim: [{ duration: 400, pseudo: '::view-transition-new(root)' }],
    });
    await expect.poll(() => isDark(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches at once when the reader prefers reduced motion', async () => {
    const context = await browser.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
    await context.addInitScript(recordTransitions);
    const { page } = await open(context);
    await desktopToggle(page).getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect((await transitions(page)).vt).toBe(0);
    await context.close();
  });
});

describe('navbar', () => {
  it('marks the active section and shows the social links as safe external links', async () => {
    const { page, errors } = await open(await browser.newContext());
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: 'Guide' }).getAttribute('aria-current')).toBe('page');
    expect(await main.getByRole('link', { name: 'Config' }).getAttribute('aria-current')).toBeNull();
    const social = page.locator('.q-nav__extras').getByRole('list', { name: 'Social links' }).getByRole('link');
    expect(await social.evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual(['GitHub', 'X', 'Discord', 'Bluesky']);
    for (const rel of await social.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
    expect(await social.first().getAttribute('href')).toBe('https://github.com/web-infra-dev/rsbuild');
    expect(await social.first().locator('svg').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a menu on hover, closes it shortly after the pointer leaves, and works by keyboard', async () => {
    const { page, errors } = await open(await browser.newContext());
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Version' });
    const changelog = page.getByRole('link', { name: 'Changelog' });
    expect(await changelog.isVisible()).toBe(false);
    await button.hover();
    await expect.poll(() => changelog.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 400);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await changelog.isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Changelog');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Version');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hides when scrolling down and comes back when scrolling up', async () => {
    const { page, errors } = await open(await browser.newContext({ viewport: { width: 1280, height: 720 } }));
    const top = () => header(page).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await top()).toBeGreaterThan(0);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => header(page).getAttribute('class')).toContain('q-nav--hidden');
    await expect.poll(top).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => header(page).getAttribute('class')).not.toContain('q-nav--hidden');
    await expect.poll(top).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('mobile navigation', () => {
  it('opens a full-screen panel, closes on navigation and when the window grows', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 700 }, colorScheme: 'light' });
    const { page, errors } = await open(context, `${site}/config/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Site navigation' });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await burger.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.width).toBe(375);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(700);
    expect(await panel.getByRole('link', { name: '简体中文' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'GitHub' }).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(() => isDark(page)).toBe(true);

    await panel.getByRole('link', { name: 'Guide' }).click();
    await page.waitForURL(`${site}/guide/start/`);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);

    await burger.click();
    expect(await panel.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect.poll(() => panel.isVisible()).toBe(false);
    // At this width the menu button is hidden, so it is found by class rather than by role.
    const hiddenBurger = page.locator('.q-nav__hamburger');
    expect(await hiddenBurger.getAttribute('aria-expanded')).toBe('false');
    expect(await hiddenBurger.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
