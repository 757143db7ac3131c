/**
 * Theme widgets as a reader meets them on the built site: the landing navbar turning opaque on
 * scroll, tooltips on cut-off sidebar titles and icon-only links, the plugin pages' Source link,
 * and page changes animated as a view transition (but not for readers who prefer reduced motion).
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

async function open(path: string, options: Parameters<ReturnType<typeof browser>['newPage']>[0] = {}) {
  const page = await browser().newPage(options);
  const errors = collectErrors(page);
  await page.goto(`${site}${path}`);
  await waitForReady(page);
  return { page, errors };
}

const navClass = (page: Page) => page.locator('header.q-nav').getAttribute('class');
const navBackground = (page: Page) => page.locator('header.q-nav').evaluate((el) => getComputedStyle(el).backgroundColor);

describe('landing navbar', () => {
  it('is transparent at the top of the home page, opaque from 100 px of scroll, transparent again above it', async () => {
    const { page, errors } = await open('/');
    expect(await navClass(page)).toContain('q-nav--transparent');
    expect(await navBackground(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => navClass(page)).not.toContain('q-nav--transparent');
    await expect.poll(() => navBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect.poll(() => navClass(page)).toContain('q-nav--transparent');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is opaque on a doc page', async () => {
    const { page } = await open('/guide/start/');
    expect(await navClass(page)).not.toContain('q-nav--transparent');
    expect(await navBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });
});

describe('tooltips', () => {
  it('show a cut-off sidebar title whole, 4 px to the right, while hovered', async () => {
    const { page, errors } = await open('/config/');
    const index = await page.locator('.q-sidebar__text').evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth));
    expect(index, 'some sidebar title of /config/ is cut off').toBeGreaterThanOrEqual(0);
    const link = page.locator('.q-sidebar__link').nth(index);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(await link.locator('.q-sidebar__text').textContent());
    expect(await link.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    const [linkBox, tipBox] = [await link.boundingBox(), await tooltip.boundingBox()];
    expect(Math.abs(tipBox!.x - (linkBox!.x + linkBox!.width + 4))).toBeLessThan(1);
    await page.mouse.move(600, 600);
    await tooltip.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('name an icon-only link on keyboard focus and go away on Escape', async () => {
    const { page } = await open('/guide/start/');
    const github = page.locator('.q-nav__extras').getByRole('link', { name: 'GitHub' });
    await github.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('GitHub');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('Source link', () => {
  it.each([
    ['/plugins/list/plugin-react', 'Source'],
    ['/zh/plugins/list/plugin-react', '源码'],
  ])('%s links to the plugin folder in a new tab', async (path, name) => {
    const { page } = await open(path);
    const link = page.locator('.q-doc').getByRole('link', { name, exact: true });
    expect(await link.getAttribute('href')).toBe('https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.locator('svg').count()).toBe(1);
    await page.close();
  });
});

describe('content view transitions', () => {
  /** Counts startViewTransition calls, letting the real transition run. */
  const countTransitions = () => {
    const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
    const original = doc.startViewTransition?.bind(doc);
    (window as unknown as { __transitions: number }).__transitions = 0;
    if (original) {
      doc.startViewTransition = (cb) => {
        (window as unknown as { __transitions: number }).__transitions++;
        return original(cb);
      };
    }
  };

  async function navigate(reducedMotion: 'reduce' | 'no-preference') {
    const page = await browser().newPage({ reducedMotion });
    const errors = collectErrors(page);
    await page.addInitScript(countTransitions);
    await page.goto(`${site}/config/dev/hmr`);
    await waitForReady(page);
    expect(await page.evaluate(() => typeof (document as unknown as { startViewTransition?: unknown }).startViewTransition)).toBe('function');
    await page.locator('.q-sidebar').getByRole('link', { name: 'dev.client', exact: true }).click();
    await page.waitForURL(`${site}/config/dev/client`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('dev.client');
    const count = await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions);
    expect(errors).toEqual([]);
    await page.close();
    return count;
  }

  it('animate a page change in the app', async () => {
    expect(await navigate('no-preference')).toBe(1);
  });

  it('do not animate for a reader who prefers reduced motion', async () => {
    expect(await navigate('reduce')).toBe(0);
  });
});

describe('announcement banner before hydration', () => {
  it('is in the served HTML, and hidden before paint for a reader who dismissed it', async () => {
    const context = await browser().newContext();
    // Without the app's scripts, only the served HTML and the inline pre-paint script act.
    await context.route(/\/static\/js\//, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site}/guide/start/`);
    expect(await page.locator('.q-banner').isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem('rsbuild-banner-v1-0', 'true'));
    await page.reload();
    expect(await page.locator('.q-banner').count()).toBe(1);
    expect(await page.locator('.q-banner').isVisible()).toBe(false);
    await context.close();
  });

  it('leaves the page without vertical layout shifts while it hydrates (the banner is in place before paint)', async () => {
    const page = await browser().newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Source[] }>) {
          // Content pushed down (a banner or bar appearing late) moves sources vertically, by its height.
          const vertical = (entry.sources ?? []).filter((s) => Math.abs(s.previousRect.y - s.currentRect.y) > 2);
          // A late banner or bar moves the whole column (a score of 0.05 or more at this size);
          // under load Chromium has reported a lone control nudged a pixel or two (scores up to
          // 0.005 for the navbar's extras), which no reader sees.
          if (!vertical.length || entry.value < 0.001) continue;
          const nodes = vertical.map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : String(s.node?.nodeName)));
          const moves = vertical.map(
            (s) =>
              `${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} (h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)})`,
          );
          w.__shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')} ${moves.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site}/config/output/dist-path`);
    await waitForReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    await page.close();
  });
});
