/** The home page in a real browser: hero, feature cards, benchmark, tool stack, footer; both languages. */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

const barWidths = (page: Page) =>
  page.locator('[data-testid="benchmark-bar"]').evaluateAll((bars) => bars.map((b) => (b as HTMLElement).getBoundingClientRect().width));

const cases = [
  {
    lang: 'en',
    path: '/',
    subtitle: 'The Rspack Powered Build Tool',
    slogan: 'Build your web application instantly',
    primary: 'Introduction',
    secondary: 'Quick start',
    intro: '/guide/start/',
    quickStart: '/guide/start/quick-start',
    feature: 'Rspack-based',
    toolLine: 'Build tool on top of Rspack',
  },
  {
    lang: 'zh',
    path: '/zh/',
    subtitle: '由 Rspack 驱动的构建工具',
    slogan: '在瞬息之间构建你的 web 应用',
    primary: '介绍',
    secondary: '快速上手',
    intro: '/zh/guide/start/',
    quickStart: '/zh/guide/start/quick-start',
    feature: '基于 Rspack',
    toolLine: '基于 Rspack 的构建工具',
  },
] as const;

describe.each(cases)('home page ($lang)', (c) => {
  it('pre-renders the hero once, in the page language', async () => {
    const html = await (await fetch(`${site}${c.path}`)).text();
    expect(html).toContain(`<html lang="${c.lang}"`);
    expect(html).toContain(c.subtitle);
    expect(html).toContain(c.slogan);
    // The default frontmatter hero is gone: one h1, the site hero's.
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(html).not.toContain('q-hero');
  });

  it('shows hero, cards, chart, tool stack and footer in order, and the primary button opens the introduction', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}${c.path}`, { waitUntil: 'networkidle' });
    const hero = page.locator('.rs-hero');
    await expect.poll(() => hero.locator('h1').textContent()).toBe('Rsbuild');
    expect(await hero.locator('.rs-hero__subtitle').textContent()).toBe(c.subtitle);
    expect(await hero.locator('.rs-hero__description').textContent()).toBe(c.slogan);
    // The actions are links: they open in a new tab and their address can be copied.
    expect(await hero.getByRole('button').count()).toBe(0);
    expect(await hero.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      [c.primary, c.intro],
      [c.secondary, c.quickStart],
    ]);
    expect(await hero.locator('.rs-hero__star').count()).toBe(35);
    expect(await hero.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await expect.poll(() => page.locator('.rs-features .q-feature').count()).toBe(6);
    expect(await page.locator('.q-feature__title').first().textContent()).toBe(c.feature);
    // Icons are drawings from the site's public folder, not emoji that need an emoji font.
    const icons = await page.locator('.q-feature__icon').evaluateAll((els) =>
      els.map((el) => {
        const img = el.querySelector('img');
        return { text: el.textContent, src: img?.getAttribute('src') ?? '', drawn: (img?.naturalWidth ?? 0) > 0 && img?.complete === true };
      }),
    );
    expect(icons).toHaveLength(6);
    for (const icon of icons) expect(icon).toEqual({ text: '', src: expect.stringMatching(/^\/features\/[a-z-]+\.svg$/), drawn: true });
    // Order on the page: hero, feature cards, benchmark, tool stack, footer.
    const tops = await page.evaluate(() =>
      ['.rs-hero', '.rs-features', '.rs-benchmark', '.rs-tool-stack', '.rs-home-footer'].map(
        (s) => document.querySelector(s)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(tops.every((t) => t > -1)).toBe(true);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    expect(await page.locator('.rs-tool-stack a').count()).toBe(5);
    expect(await page.locator('.rs-tool-stack').getByText(c.toolLine, { exact: true }).count()).toBe(1);

    await hero.getByRole('link', { name: c.primary }).click();
    await page.waitForURL(`${site}${c.intro}`);
    await expect.poll(() => page.locator('.q-sidebar [aria-current="page"]').count()).toBe(1);
    await page.goBack();
    await page.waitForURL(`${site}${c.path}`);
    await page.locator('.rs-hero').getByRole('link', { name: c.secondary }).click();
    await page.waitForURL(`${site}${c.quickStart}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('home page behaviour', () => {
  it('grows the benchmark bars only once the chart scrolls into view', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 720 } });
    const errors = collectErrors(page);
    await page.goto(`${site}/`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-testid="benchmark-bar"]').count()).toBe(12);
    // Below the fold: the observer has not fired, every bar is empty.
    await page.waitForTimeout(300);
    expect((await barWidths(page)).every((w) => w === 0)).toBe(true);
    await page.locator('.rs-benchmark').scrollIntoViewIfNeeded();
    const track = await page
      .locator('.rs-benchmark__track')
      .first()
      .evaluate((t) => t.getBoundingClientRect().width);
    // Every bar starts growing; webpack + Babel's build bar (row 8, a 6.52 s transition) ends last.
    await expect.poll(async () => Math.min(...(await barWidths(page))), { timeout: 5_000, interval: 100 }).toBeGreaterThan(0);
    await expect.poll(async () => Math.round((await barWidths(page))[7]), { timeout: 15_000, interval: 250 }).toBe(Math.round(track));
    const widths = await barWidths(page);
    // The slowest tool of each metric fills its track; the others are their share of it.
    // Within a pixel: layout rounds a finished bar's width to a device pixel fraction.
    for (const i of [3, 7, 10, 11]) expect(Math.abs(widths[i] - track)).toBeLessThan(1);
    expect(widths[0] / track).toBeCloseTo(0.41 / 5.02, 2);
    expect(widths[4] / track).toBeCloseTo(0.28 / 6.52, 2);
    expect(widths[9] / track).toBeCloseTo(0.05 / 0.2, 2);
    expect(errors).toEqual([]);
    await page.close();
  }, 40_000);

  it('moves the stars toward the pointer', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${site}/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    const star = page.locator('.rs-hero__star').first();
    const box = (await star.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 40);
    await expect.poll(() => star.evaluate((s) => (s as HTMLElement).style.transform)).toBe('translate(4.5px, 6px)');
    await page.mouse.move(box.x + 300, box.y + 300);
    await expect.poll(() => star.evaluate((s) => (s as HTMLElement).style.transform)).toBe('translate(0px, 0px)');
    await page.close();
  });
});

describe('sibling-tools widget in the navbar', () => {
  it('opens from the grid button before the title, with Chinese texts on Chinese pages; its logos load only then', async () => {
    const page = await browser().newPage();
    const logos: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/logos/')) logos.push(request.url());
    });
    await page.goto(`${inject('siteUrl')}/zh/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    expect(logos).toEqual([]);
    const button = page.locator('.q-nav__inner button[aria-expanded]').first();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const logosDrawn = () =>
      page
        .locator('.rs-sibling-tools__logo')
        .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
    await expect.poll(logosDrawn).toBe(true);
    expect(logos.length).toBeGreaterThan(0);
    const links = page.locator('.q-nav__inner a[target="_blank"][href*="rspack"]');
    expect(await links.count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });
});

describe('announcement banner', () => {
  it('links to the 1.0 release notes in each language and stays dismissed', async () => {
    const page = await browser().newPage();
    await page.goto(`${site}/zh/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    const link = page.locator('.q-banner a');
    await expect.poll(() => link.getAttribute('href')).toBe('/zh/community/releases/v1-0');
    await page.locator('.q-banner__close').click();
    expect(await page.evaluate(() => localStorage.getItem('rsbuild-banner-v1-0'))).toBe('true');
    await page.reload({ waitUntil: 'networkidle' });
    // The served HTML has the banner, hidden before paint for a reader who dismissed it; the app leaves it out.
    await waitForReady(page);
    expect(await page.locator('.q-banner').count()).toBe(0);
    await page.close();
  });
});
