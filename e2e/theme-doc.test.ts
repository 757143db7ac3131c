/** The doc page widgets in a real browser: sidebar groups and drawer, outline, scroll-to-top, image zoom, switches, code blocks. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const LONG = '/guide/start/glossary';
const browser = useBrowser();

async function open(path: string, width = 1440, height = 900): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage({ viewport: { width, height } });
  const errors = collectErrors(page);
  await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
  // A busy machine can be quiet on the network before hydration, which would replace what a test changed in the page.
  await waitForReady(page);
  return { page, errors };
}

describe('sidebar', () => {
  it('collapses groups with an animated height and opens the group of the page navigated to', async () => {
    const { page, errors } = await open(LONG);
    const sidebar = page.locator('.q-sidebar');
    const toggle = sidebar.locator('summary').filter({ hasText: /^Framework$/ });
    const expanded = () => toggle.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
    expect(await expanded()).toBe(true);
    // Keyboard focus on the toggle is visible.
    await sidebar.getByRole('link', { name: 'Glossary' }).focus();
    await page.keyboard.press('Tab');
    expect(await toggle.evaluate((el) => el === document.activeElement && getComputedStyle(el).outlineStyle)).toBe('solid');
    // Click and sample the body's height (the group's below its title) on every frame: it passes through values between full and 0.
    const heights = await page.evaluate(async () => {
      const summary = [...document.querySelectorAll<HTMLElement>('.q-sidebar summary')].find((s) => s.textContent === 'Framework') as HTMLElement;
      const group = summary.parentElement as HTMLElement;
      const body = () => group.getBoundingClientRect().height - summary.getBoundingClientRect().height;
      const samples = [body()];
      summary.click();
      // Sample until the group is closed, with a bound so a broken animation still ends the test.
      const end = performance.now() + 5000;
      while (performance.now() < end && samples.at(-1) !== 0) {
        await new Promise(requestAnimationFrame);
        samples.push(body());
      }
      return samples;
    });
    const full = heights[0];
    expect(full).toBeGreaterThan(50);
    expect(heights.at(-1)).toBe(0);
    expect(heights.some((h) => h > 1 && h < full - 1)).toBe(true);
    expect(await expanded()).toBe(false);
    // Next page is React, inside the collapsed Framework group: navigating there opens it.
    await page.locator('.q-prev-next__link--next').click();
    await page.waitForURL(`${site}/guide/framework/react`);
    await expect.poll(expanded).toBe(true);
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toBe('React');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scrolls the current link into view inside the sidebar on load and after navigation', async () => {
    const { page, errors } = await open('/config/module-federation/options', 1440, 700);
    const visible = () =>
      page.evaluate(() => {
        const nav = document.querySelector('.q-sidebar') as HTMLElement;
        const link = nav.querySelector('[aria-current="page"]') as HTMLElement;
        const n = nav.getBoundingClientRect();
        const l = link.getBoundingClientRect();
        return { scrollTop: nav.scrollTop, inside: l.top >= n.top && l.bottom <= n.bottom };
      });
    await expect.poll(visible).toMatchObject({ inside: true });
    expect((await visible()).scrollTop).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Jump to the top of the list, then navigate back down by the previous-page link.
    await page.evaluate(() => {
      (document.querySelector('.q-sidebar') as HTMLElement).scrollTop = 0;
    });
    await page.locator('.q-prev-next__link--prev').click();
    await page.waitForURL((url) => url.pathname !== '/config/module-federation/options');
    await expect.poll(visible).toMatchObject({ inside: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not render the closed drawer on small screens, and shows the current link when it opens', async () => {
    const { page, errors } = await open('/config/module-federation/options', 390, 500);
    // Skipped content (content-visibility) has no layout boxes of its own until it is shown.
    expect(await page.locator('.q-sidebar').evaluate((nav) => getComputedStyle(nav).contentVisibility)).toBe('auto');
    expect(await page.locator('.q-sidebar').evaluate((nav) => nav.scrollTop)).toBe(0);
    await page.locator('.q-sidebar-bar').getByRole('button', { name: 'Menu' }).click();
    const inside = () =>
      page.evaluate(() => {
        const nav = document.querySelector('.q-sidebar') as HTMLElement;
        const n = nav.getBoundingClientRect();
        const l = (nav.querySelector('[aria-current="page"]') as HTMLElement).getBoundingClientRect();
        return l.top >= n.top && l.bottom <= n.bottom && nav.scrollTop > 0;
      });
    await expect.poll(inside).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is a drawer on small screens: Menu opens it, locks scrolling, Escape/backdrop/navigation close it', async () => {
    const { page, errors } = await open(LONG, 390, 800);
    const sidebar = page.locator('.q-sidebar');
    const menu = page.locator('.q-sidebar-bar').getByRole('button', { name: 'Menu' });
    expect(await sidebar.isVisible()).toBe(false);
    // The scroll lock is a chunk loaded when the drawer first opens, so it can apply a moment after the drawer shows.
    const overflow = () => page.evaluate(() => document.body.style.overflow);

    await menu.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(overflow).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await expect.poll(overflow).toBe('');

    await menu.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.mouse.click(380, 400); // the backdrop, right of the drawer
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await expect.poll(overflow).toBe('');

    await menu.click();
    await sidebar.getByRole('link', { name: 'Quick start', exact: true }).click();
    await page.waitForURL(`${site}/guide/start/quick-start`);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await expect.poll(overflow).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('overview pages', () => {
  it('keep the sidebar where doc pages have it', async () => {
    const { page, errors } = await open('/config/mode');
    const box = async () => {
      const b = await page.locator('.q-sidebar').boundingBox();
      return b && { x: b.x, y: b.y, width: b.width };
    };
    const doc = await box();
    // An overview page has no outline of its own; the sidebar must not move toward the middle.
    await page.goto(`${site}/config/`, { waitUntil: 'networkidle' });
    expect(await page.locator('.q-overview').count()).toBe(1);
    expect(await box()).toEqual(doc);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('outline', () => {
  const activeText = (page: Page) => page.locator('.q-outline [aria-current]').textContent();

  // The navbar slides away while reading down: a jump still puts the heading 72 px below the top of the window.
  it('follows scrolling, marks the last heading at the bottom, and jumps 72 px below the top of the window', async () => {
    const { page, errors } = await open(LONG);
    const ids = await page.locator('.q-outline a').evaluateAll((links) => links.map((a) => a.getAttribute('href')?.slice(1) ?? ''));
    expect(ids.length).toBeGreaterThan(5);
    const pick = ids[4];
    const scrollHeadingTo = (id: string, below: number) =>
      page.evaluate(
        ([id, below]) => {
          const h = document.getElementById(id as string) as HTMLElement;
          window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - (below as number));
        },
        [id, below] as const,
      );
    const text = (id: string) => page.evaluate((id) => document.querySelector(`.q-outline a[href="#${id}"]`)?.textContent, id);
    await scrollHeadingTo(pick, 40);
    await expect.poll(() => activeText(page)).toBe(await text(pick));
    expect(await page.locator('.q-outline [aria-current]').getAttribute('href')).toBe(`#${pick}`);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => activeText(page)).toBe(await text(ids[ids.length - 1]));

    await page.evaluate(() => window.scrollTo(0, 0));
    const target = ids[8];
    await page.locator(`.q-outline a[href="#${target}"]`).click();
    await page.waitForURL(`${site}${LONG}#${target}`);
    const offset = (id: string) => page.evaluate((id) => Math.round((document.getElementById(id) as HTMLElement).getBoundingClientRect().top), id);
    await expect.poll(() => offset(target), { timeout: 5000 }).toBe(72);
    // Reading down slid the navbar away; no gap opens where it was.
    await expect.poll(() => page.locator('.q-nav--hidden').count()).toBe(1);
    expect(await offset(target)).toBe(72);
    await expect.poll(() => activeText(page)).toBe(await text(target));
    // Back up to an earlier heading: the navbar comes back and the heading sits 8 px below it.
    const earlier = ids[2];
    await page.locator(`.q-outline a[href="#${earlier}"]`).click();
    await expect.poll(() => offset(earlier), { timeout: 5000 }).toBe(72);
    await expect.poll(() => page.locator('.q-nav--hidden').count()).toBe(0);
    await expect.poll(() => activeText(page)).toBe(await text(earlier));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is a dropdown at the top of the article below 1280 px', async () => {
    const { page, errors } = await open(LONG, 1000, 800);
    expect(await page.locator('.q-outline').isVisible()).toBe(false);
    const button = page.locator('.q-outline-dropdown__button');
    const panel = page.locator('.q-outline-dropdown__panel');
    expect(await button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(990, 790); // outside
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    const link = panel.locator('a').nth(3);
    const href = await link.getAttribute('href');
    await link.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.waitForURL(`${site}${LONG}${href}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('scroll to top', () => {
  it('appears after scrolling and takes the reader back up', async () => {
    const { page, errors } = await open(LONG);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await expect.poll(() => button.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('last updated', () => {
  it('shows the UTC date until the footer comes near, then the reader’s local date and time', async () => {
    const { page, errors } = await open(LONG);
    const time = page.locator('.q-doc-footer__updated time');
    const iso = (await time.getAttribute('datetime')) as string;
    // The glossary's footer is more than a screen below the top: not formatted yet.
    expect(await time.textContent()).toBe(iso.slice(0, 10));
    await time.scrollIntoViewIfNeeded();
    const local = await page.evaluate((value) => new Date(value).toLocaleString('en'), iso);
    await expect.poll(() => time.textContent()).toBe(local);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('image zoom', () => {
  it('zooms article images, closes on Escape, and leaves broken images alone with a warning', async () => {
    const { page, errors } = await open(LONG);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.evaluate(() => {
      const article = document.querySelector('article.q-doc') as HTMLElement;
      for (const [src, alt] of [
        ['/logo.svg', 'good'],
        ['/no-such-image.png', 'broken'],
      ]) {
        const img = document.createElement('img');
        img.src = src;
        img.alt = alt;
        img.width = 80;
        article.prepend(img);
      }
    });
    const good = page.locator('article img[alt="good"]');
    await expect.poll(() => good.getAttribute('class')).toContain('medium-zoom-image');
    await expect.poll(() => warnings.some((w) => w.includes('no-such-image.png'))).toBe(true);
    expect(await page.locator('article img[alt="broken"]').getAttribute('class')).toBeNull();

    const openZoom = async () => {
      await good.evaluate((img) => {
        (window as unknown as { __zoomOpened: Promise<void> }).__zoomOpened = new Promise((resolve) =>
          img.addEventListener('medium-zoom:opened', () => resolve(), { once: true }),
        );
      });
      await good.click();
      // Wait for the opening animation: medium-zoom ignores close requests while animating.
      await page.evaluate(() => (window as unknown as { __zoomOpened: Promise<void> }).__zoomOpened);
    };
    const overlay = page.locator('.medium-zoom-overlay');
    await openZoom();
    expect(await overlay.count()).toBe(1);
    expect(await page.locator('.medium-zoom-image--opened').count()).toBe(1);
    const colours = await page.evaluate(() => ({
      overlay: getComputedStyle(document.querySelector('.medium-zoom-overlay') as HTMLElement).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    }));
    expect(colours.overlay).toBe(colours.page);
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);

    // Scrolling more than 40 px closes it too.
    await openZoom();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(() => overlay.count()).toBe(0);

    // So does resizing the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    await openZoom();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => overlay.count()).toBe(0);
    // The only error is the 404 of the broken image itself.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });
});

describe('page switches', () => {
  it('hides navbar, sidebar, outline and footer from the query after hydration, without hydration errors', async () => {
    const parts = (page: Page) =>
      page.evaluate(() => ['.q-nav', '.q-sidebar', '.q-outline', '.q-prev-next'].map((s) => document.querySelector(s) !== null));
    const plain = await open(LONG);
    expect(await parts(plain.page)).toEqual([true, true, true, true]);
    await plain.page.close();
    const { page, errors } = await open(`${LONG}?navbar=0&sidebar=0&outline=0&footer=0`);
    await expect.poll(() => parts(page)).toEqual([false, false, false, false]);
    expect(await page.locator('article h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('without a navbar', () => {
  it('sticks the sidebar and outline to the top and places headings 72 px below it', async () => {
    const { page, errors } = await open(`${LONG}?navbar=0`);
    await expect.poll(() => page.locator('.q-nav').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    const tops = () =>
      page.evaluate(() =>
        ['.q-sidebar', '.q-outline'].map((s) => Math.round((document.querySelector(s) as HTMLElement).getBoundingClientRect().top)),
      );
    await expect.poll(tops).toEqual([0, 0]);
    const link = page.locator('.q-outline a').nth(6);
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.click();
    await expect
      .poll(() => page.evaluate((id) => Math.round((document.getElementById(id) as HTMLElement).getBoundingClientRect().top), id), { timeout: 5000 })
      .toBe(72);
    expect(new URL(page.url()).search).toBe('?navbar=0');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('code blocks', () => {
  it('copies with a copied state that ends after 2 s, and toggles wrapping', async () => {
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/guide/start/quick-start`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    const block = page.locator('.q-code').first();
    await block.getByRole('button', { name: 'Copy code' }).click();
    const copied = block.getByRole('button', { name: 'Copied' });
    await expect.poll(() => copied.count()).toBe(1);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(await block.locator('code').textContent());
    await page.waitForTimeout(1000);
    expect(await copied.count()).toBe(1);
    await expect.poll(() => copied.count(), { timeout: 2000 }).toBe(0);

    const wrap = block.getByRole('button', { name: 'Toggle line wrap' });
    const whiteSpace = () => block.locator('pre').evaluate((pre) => getComputedStyle(pre).whiteSpace);
    const before = await whiteSpace();
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await whiteSpace()).toBe('pre-wrap');
    await wrap.click();
    expect(await whiteSpace()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
