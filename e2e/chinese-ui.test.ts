/**
 * Chinese pages are Chinese: no text the theme, runtime or compiler shows on a `/zh/` page (screen
 * reader names included) is left at its English default. The defaults come from `DEFAULT_TEXTS`,
 * so a text the theme's built-in Chinese (`built-in-texts.ts`) or `site.config.ts` does not cover fails here by itself.
 * The pre-rendered HTML of every `/zh/` route is checked first (parsed by the browser's
 * DOMParser in one page: jsdom took 30 s for the 187 pages); then, in the same browser, what only
 * exists after hydration or on interaction: copied states, the back-to-top button, the search
 * dialog, the loading bar, the phone menu and the overview filter's empty state.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { globSync } from 'tinyglobby';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeToHtmlFile } from '#shared/route-path.ts';
import type { RouteManifest } from '#shared/types.ts';
import type { SiteManifest } from '#shared/site-manifest.ts';
import { DEFAULT_TEXTS } from '#shared/theme-texts.ts';
import { useBrowser, waitForReady } from './browser';
import { type UiText, uiTexts, uiTextsOfHtml } from './ui-texts';

const site = inject('siteUrl');
const browser = useBrowser();
const dist = path.resolve(import.meta.dirname, '../dist');
const ENGLISH = new Set<string>(Object.values(DEFAULT_TEXTS));

let page: Page;
beforeAll(async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
  page = await context.newPage();
});
afterAll(() => page?.context().close());

/** The HTML files of the `/zh/` routes in the route table, then the other ones under `zh/`: redirect pages. */
function chineseDocuments(): Array<{ file: string; route: boolean }> {
  const { routes: shards } = JSON.parse(fs.readFileSync(path.join(dist, 'static/manifest.json'), 'utf8')) as SiteManifest;
  const table = shards.flatMap(([, file]) => (JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as RouteManifest).routes);
  const routes = table.filter((r) => r[2] === 'zh').map((r) => routeToHtmlFile(r[0]));
  const others = globSync('zh/**/*.html', { cwd: dist }).filter((file) => !routes.includes(file));
  return [...routes.map((file) => ({ file, route: true })), ...others.map((file) => ({ file, route: false }))];
}

/** The English defaults among a page's interface texts, each once, as `route: "text" (element)`. */
const untranslated = (route: string, texts: UiText[]) => [
  ...new Set(texts.filter((t) => ENGLISH.has(t.text)).map((t) => `${route}: "${t.text}" (${t.where})`)),
];

/** What the current page shows right now. */
async function shown(label: string): Promise<string[]> {
  return untranslated(label, await page.evaluate(`(${uiTexts})(document)`));
}

describe('Chinese pages', () => {
  it('pre-render no English theme text on any /zh/ route or redirect page', async () => {
    const documents = chineseDocuments();
    expect(documents.filter((d) => d.route).length).toBeGreaterThan(150);
    expect(documents.filter((d) => !d.route).length).toBeGreaterThan(0);
    await page.goto('about:blank');
    const found: string[] = [];
    // Batches keep each message to the browser a few megabytes.
    for (let i = 0; i < documents.length; i += 40) {
      const batch = documents.slice(i, i + 40);
      const htmls = batch.map(({ file }) => fs.readFileSync(path.join(dist, file), 'utf8'));
      const texts = (await page.evaluate(
        `(() => { ${uiTexts}; ${uiTextsOfHtml}; return uiTextsOfHtml(${JSON.stringify(htmls)}); })()`,
      )) as UiText[][];
      batch.forEach(({ file, route }, j) => {
        if (route) expect(texts[j].length, `${file} has interface text`).toBeGreaterThan(20);
        found.push(...untranslated(file, texts[j]));
      });
    }
    expect(found).toEqual([]);
  });

  it('show no English theme text once hydrated or when the reader uses the page', async () => {
    const found: string[] = [];
    await page.goto(`${site}/zh/guide/start/quick-start`);
    await waitForReady(page);
    found.push(...(await shown('hydrated quick start')));

    await page.locator('.q-code').first().getByRole('button').last().click();
    await page.locator('.q-code__button--copied').waitFor();
    const copyMarkdown = page.locator('.q-copy-markdown');
    const idle = await copyMarkdown.textContent();
    await copyMarkdown.click();
    await expect.poll(() => copyMarkdown.textContent()).not.toBe(idle);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.q-scroll-top').waitFor();
    found.push(...(await shown('copied and scrolled')));

    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('zzqxjvw');
    await page.locator('.q-search__empty').waitFor();
    found.push(...(await shown('search without results')));
    await page.keyboard.press('Escape');

    // A slow page chunk keeps the loading bar up while the next page loads.
    await page.route('**/static/js/p-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('.q-sidebar a[href="/zh/guide/basic/cli"]').click();
    await page.locator('.q-progress').waitFor();
    found.push(...(await shown('loading the next page')));
    await page.unrouteAll({ behavior: 'wait' });

    await page.goto(`${site}/zh/config/`);
    await waitForReady(page);
    // The config sidebar's overview entry is the site's own text, not a theme text.
    expect(await page.locator('.q-sidebar a[href="/zh/config/"]').textContent()).toBe('总览');
    await page.locator('.q-overview input').fill('zzqxjvw');
    await page.locator('.q-overview__empty').waitFor();
    found.push(...(await shown('overview without matches')));

    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator('.q-nav__hamburger').click();
    await page.locator('#q-mobile-nav:not([hidden])').waitFor();
    found.push(...(await shown('phone menu')));
    expect(found).toEqual([]);
  });
});
