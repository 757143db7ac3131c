/**
 * The navbar in a real browser: theme switch, menus, social links, mobile panel, hiding on
 * scroll on the built site; banner, `darkMode: false`, `hideNavbar: 'never'` and the social
 * overflow popup on a small fixture site built with those options.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticHandler } from '@quire/core';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const DOC = `${site}/guide/start/`;
const browser = useBrowser();

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const header = (page: Page) => page.locator('header.q-nav');
const desktopToggle = (page: Page) => page.locator('.q-nav__extras').getByRole('group', { name: 'Theme' });

async function open(context: BrowserContext, url = DOC) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The fixture site has no favicon; the browser's request for one is not the page's error.
  page.on('console', (m) => {
    if (m.type() === 'error' && m.location().url.endsWith('/favicon.ico')) errors.splice(errors.indexOf(m.text()), 1);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The network can be quiet before hydration on a busy machine; the tests press and click what the app handles.
  await waitForReady(page);
  return { page, errors };
}

describe('theme switch', () => {
  it('stores the choice, applies it before paint on reload, follows the system in auto', async () => {
    const context = await browser().newContext({ colorScheme: 'light' });
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

    await desktopToggle(page)
      .getByRole('button', { name: /^Auto theme/ })
      .click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a change made in another tab', async () => {
    const context = await browser().newContext({ colorScheme: 'light' });
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
    const context = await browser().newContext({ colorScheme: 'light' });
    await context.addInitScript(recordTransitions);
    const { page, errors } = await open(context);
    await desktopToggle(page).getByRole('button', { name: 'Dark theme' }).click();
    await expect
      .poll(() => transitions(page))
      .toEqual({
        vt: 1,
        anim: [{ duration: 400, pseudo: '::view-transition-new(root)' }],
      });
    await expect.poll(() => isDark(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches at once when the reader prefers reduced motion', async () => {
    const context = await browser().newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
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
    const { page, errors } = await open(await browser().newContext());
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
    const { page, errors } = await open(await browser().newContext());
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
    const { page, errors } = await open(await browser().newContext({ viewport: { width: 1280, height: 720 } }));
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

describe('colour contrast', () => {
  // WCAG contrast of each element's text colour against the navbar background: 4.5 for text, 3 for icons.
  const contrasts = (page: Page) =>
    page.evaluate(() => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const bg = getComputedStyle(document.querySelector('.q-nav')!).backgroundColor;
      const ratio = (el: Element) => {
        const [a, b] = [lum(getComputedStyle(el).color), lum(bg)].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);
      };
      const min = (sel: string) => Math.min(...[...document.querySelectorAll(sel)].map(ratio));
      return {
        text: min('.q-nav__main .q-nav__link, .q-nav__langs .q-nav__link'),
        active: min('.q-nav__link--active'),
        icons: min('.q-theme-toggle__button, .q-nav__extras .q-social__link'),
      };
    });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`meets AA in the ${colorScheme} theme`, async () => {
      const context = await browser().newContext({ colorScheme });
      const { page } = await open(context);
      expect(await isDark(page)).toBe(colorScheme === 'dark');
      const c = await contrasts(page);
      expect(c.text).toBeGreaterThanOrEqual(4.5);
      expect(c.active).toBeGreaterThanOrEqual(4.5);
      expect(c.icons).toBeGreaterThanOrEqual(3);
      await context.close();
    });
  }
});

describe('mobile navigation', () => {
  it('opens a full-screen panel, closes on navigation and when the window grows', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 700 }, colorScheme: 'light' });
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

describe('fixture site with banner, no dark mode, a navbar that never hides, seven social links', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const workDir = path.join(root, 'e2e/.tmp', `nav-${process.pid}`);
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
    const config = path.join(workDir, 'site.config.ts');
    const svg = (shape: string) => ({ svg: `<svg viewBox="0 0 24 24">${shape}</svg>` });
    const themeOptions = {
      banner: { text: 'Version 2 is out', link: '/guide/a', storageKey: 'fixture-banner' },
      darkMode: false,
      hideNavbar: 'never',
      socialLinks: [
        { icon: 'github', mode: 'link', content: 'https://github.com/example/fixture' },
        { icon: 'x', mode: 'link', content: 'https://x.com/example' },
        { icon: 'discord', mode: 'link', content: 'https://discord.gg/example' },
        { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/example' },
        { icon: svg('<rect x="3" y="3" width="18" height="18"/>'), mode: 'text', content: 'fixture-account' },
        { icon: svg('<circle cx="12" cy="12" r="9"/>'), mode: 'link', content: 'https://www.example.org/' },
        { icon: 'github', mode: 'link', content: 'https://github.com/example/second' },
      ],
      nav: [
        { text: 'Start', link: '/guide/a', position: 'left', tag: 'New' },
        { text: 'More', items: [{ text: 'Page A', link: '/guide/a' }] },
      ],
    };
    const source = fs
      .readFileSync(config, 'utf8')
      .replace("    nav: [{ text: 'Guide', link: '/guide/a' }],\n", '')
      .replace('themeConfig: {', `themeConfig: {\n    ...${JSON.stringify(themeOptions)},`);
    fs.writeFileSync(config, source);
    execFileSync(process.execPath, [path.join(root, 'packages/core/bin/quire.mjs'), 'build'], { cwd: workDir, stdio: 'pipe' });
    server = http.createServer(createStaticHandler(path.join(workDir, 'dist'), '/'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('shows the banner until dismissed, and remembers the dismissal', async () => {
    const context = await browser().newContext();
    const { page, errors } = await open(context, `${url}/guide/a`);
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.getByRole('link', { name: 'Version 2 is out' }).getAttribute('href')).toBe('/guide/a');
    const box = await banner.boundingBox();
    expect(box?.y).toBe(0);
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('fixture-banner'))).toBe('true');
    await page.reload({ waitUntil: 'networkidle' });
    // The served HTML has the banner, hidden before paint for a reader who dismissed it; the app leaves it out.
    await waitForReady(page);
    expect(await page.locator('.q-banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no theme switch and stays light with darkMode: false', async () => {
    const context = await browser().newContext({ colorScheme: 'dark' });
    await context.addInitScript(() => localStorage.setItem('theme-appearance', 'dark'));
    const { page, errors } = await open(context, `${url}/guide/a`);
    expect(await page.locator('.q-theme-toggle').count()).toBe(0);
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the navbar with hideNavbar: never; left items and tags', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 400 } });
    const { page, errors } = await open(context, `${url}/guide/a`);
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
    });
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await header(page).getAttribute('class')).not.toContain('q-nav--hidden');
    const start = page.locator('.q-nav__items--left').getByRole('link', { name: 'Start New' });
    expect(await start.getAttribute('aria-current')).toBe('page');
    expect(await start.locator('.q-nav__tag').textContent()).toBe('New');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows five social links inline and the rest in a popup, by hover and by keyboard', async () => {
    const { page, errors } = await open(await browser().newContext(), `${url}/guide/a`);
    const social = page.locator('.q-nav__extras .q-social');
    expect(await social.getByRole('list', { name: 'Social links' }).getByRole('listitem').count()).toBe(5);
    const more = social.getByRole('button', { name: 'More social links' });
    const second = page.locator('a[href="https://github.com/example/second"]');
    expect(await second.isVisible()).toBe(false);
    await more.hover();
    await expect.poll(() => second.isVisible()).toBe(true);
    expect(await second.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await second.getAttribute('aria-label')).toBe('GitHub');
    await page.mouse.move(5, 300);
    await expect.poll(() => second.isVisible()).toBe(false);

    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => second.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => second.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More social links');

    // The `text` entry sits in the inline row and shows its text in its own popup.
    const text = social.getByRole('button', { name: 'Social link', exact: true });
    await text.click();
    await expect.poll(() => page.getByText('fixture-account').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
