/**
 * Each section's sidebar is a JSON file of its own in a build, not part of any page's code:
 * the first page hydrates the sidebar its HTML brought without it, the reader's browser reads it
 * once per section from the first press on, and a navigation into another section reads that
 * section's file before the page changes.
 */
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';

const site = inject('siteUrl');
const browser = useBrowser();

const sidebarRequests = (urls: string[]) => urls.filter((u) => u.startsWith('/static/sidebar/'));

describe('section sidebars', () => {
  it('keeps the sidebar out of the page code and names one file per section', async () => {
    const hmr = await (await fetch(`${site}/config/dev/hmr`)).text();
    const client = await (await fetch(`${site}/config/dev/client`)).text();
    const guide = await (await fetch(`${site}/guide/start/quick-start`)).text();
    const fileOf = (html: string) => /data-sidebar="([^"]+)"/.exec(html)?.[1];
    expect(fileOf(hmr)).toBe(fileOf(client));
    expect(fileOf(guide)).not.toBe(fileOf(hmr));

    const sidebar = (await (await fetch(`${site}/${fileOf(hmr)}`)).json()) as { key: string; items: unknown[] };
    expect(sidebar.key).toBe('/config/');
    expect(JSON.stringify(sidebar.items)).toContain('"link":"/config/output/dist-path"');

    // The page's own entry does not carry the section's links.
    const pageScript = [...hmr.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]).find((src) => src.includes('/p-'));
    const code = await (await fetch(`${site}${pageScript}`)).text();
    expect(code).not.toContain('/config/output/dist-path');
    expect(code).toContain(fileOf(hmr));
  });

  it('hydrates the pre-rendered sidebar without reading the file, and reads it once at the reader’s first press', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    expect(sidebarRequests(requested)).toEqual([]);
    // Hydrated (waitForReady above), with the current page still marked in the sidebar.
    await expect.poll(() => page.locator('.q-sidebar [aria-current="page"]').textContent()).toBe('dev.hmr');
    await page.locator('main h1').click();
    await expect.poll(() => sidebarRequests(requested)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads another section’s file on navigation, and none within a section', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await page.locator('.q-sidebar').getByRole('link', { name: 'dev.client', exact: true }).click();
    await expect.poll(() => page.locator('.q-sidebar [aria-current="page"]').textContent()).toBe('dev.client');
    expect(sidebarRequests(requested)).toHaveLength(1);

    // Into the guide: its own sidebar replaces the configuration one.
    await page.locator('.q-nav').getByRole('link', { name: 'Guide', exact: true }).first().click();
    await page.waitForURL(/\/guide\//);
    await expect.poll(() => page.locator('.q-sidebar').getByRole('link', { name: 'Quick start', exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('.q-sidebar').getByRole('link', { name: 'dev.client', exact: true }).count()).toBe(0);
    expect(sidebarRequests(requested)).toHaveLength(2);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the current page when the next section’s sidebar cannot be read', async () => {
    const page = await browser().newPage();
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.route('**/static/sidebar/**', (route) => route.abort());
    await page.locator('.q-nav').getByRole('link', { name: 'Guide', exact: true }).first().click();
    await expect.poll(() => logged.some((l) => l.includes('failed to load page data'))).toBe(true);
    expect(await page.locator('h1').first().textContent()).toBe('dev.hmr');
    // Once the file can be read again, the same link works.
    await page.unroute('**/static/sidebar/**');
    await page.goBack();
    await page.locator('.q-nav').getByRole('link', { name: 'Guide', exact: true }).first().click();
    await page.waitForURL(/\/guide\//);
    await expect.poll(() => page.locator('.q-sidebar').getByRole('link', { name: 'Quick start', exact: true }).count()).toBe(1);
    await page.close();
  });
});
