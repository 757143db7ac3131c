/**
 * A site theme written for Rspress 2, as rspress-theme-aim's is: `e2e/fixtures/rspress-theme-original` has an
 * `rspress.config.ts` (a themeConfig field of the site theme's own) and a `theme/index.tsx` that re-exports
 * `@rspress/core/theme-original` and overrides `Layout` with one wrapping the original's, whose footer reads that
 * field and differs between server and browser. Then the same site with a theme that is only the re-export.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { runQuire } from './quire-cli';
import { type ServedDist, serveDist } from './serve-dist';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `rspress-theme-original-${process.pid}`);
const dist = path.join(workDir, 'doc_build');
const browser = useBrowser();
let build: { status: number | null; output: string };
let served: ServedDist;

beforeAll(async () => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/rspress-theme-original'), workDir, { recursive: true });
  build = runQuire(workDir, 'build');
  served = await serveDist(dist);
}, 600_000);
afterAll(async () => {
  await served?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const html = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

async function open(route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser().newPage();
  const errors = collectErrors(page);
  await page.goto(`${served.url}${route}`);
  await waitForReady(page);
  return { page, errors };
}

describe('a site theme that overrides Layout with one wrapping @rspress/core/theme-original’s', () => {
  it('builds with no warning, the footnote’s links to its note and back being live anchors', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output).not.toMatch(/^\s*!/m);
  });

  it('pre-renders the original layout (its navbar parts, theme toggle and social link) with the wrapper’s footer and the site theme’s own themeConfig field', () => {
    const page = html('guide/index.html');
    expect(page).toContain('class="q-nav');
    expect(page).toContain('https://github.com/example/theme-original');
    expect(page).toMatch(/<footer class="fixture-footer">Since <!-- -->2025<!-- --> <span>server<\/span><\/footer>/);
    expect(page).toMatch(/<a [^>]*href="\/guide\/second"/);
  });

  it('in Chromium: the footer’s browser-only part replaces the server’s after the mismatch, and the sidebar still lists the section', async () => {
    const { page, errors } = await open('/guide/');
    await page.locator('.fixture-footer a').waitFor();
    expect(await page.locator('.fixture-footer').textContent()).toBe('Since 2025 browser');
    // React draws the page again to recover from the mismatch: the sidebar is listed once that draw has its section.
    await expect.poll(() => page.locator('.q-sidebar__items a').allTextContents()).toEqual(['Guide', 'Second']);
    await page.locator('.q-sidebar__items a', { hasText: 'Second' }).click();
    await page.waitForURL(/\/guide\/second$/);
    // The address changes as the navigation starts; the page's content follows once its chunk is in.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Second');
    // React reports the footer's mismatch, which it recovers from by drawing the page again; nothing else.
    expect(errors.filter((e) => !/Minified React error #418/.test(e))).toEqual([]);
    await page.close();
  });
});

describe('a site theme that is only `export * from "@rspress/core/theme-original"`', () => {
  let only: { status: number | null; output: string };
  beforeAll(() => {
    fs.writeFileSync(path.join(workDir, 'theme/index.tsx'), "export * from '@rspress/core/theme-original';\n");
    fs.rmSync(path.join(workDir, 'theme/Layout.tsx'));
    only = runQuire(workDir, 'build');
  }, 600_000);

  it('builds and renders the default layout, hydrating without an error', async () => {
    expect(only.status, only.output).toBe(0);
    expect(html('guide/index.html')).not.toContain('fixture-footer');
    const { page, errors } = await open('/guide/');
    expect(await page.locator('.q-sidebar__items a').allTextContents()).toEqual(['Guide', 'Second']);
    expect(await page.locator('.q-nav').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
