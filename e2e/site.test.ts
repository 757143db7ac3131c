/** The built site as a reader meets it: pre-rendered HTML, hydration, client navigation, 404. */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { collectErrors, useBrowser, waitForReady } from './browser';
import { unpackSearchPage } from '#shared/search-index-file.ts';
import { groupTableFile, isSplitIndexHead, type RecordFile, recordFile } from '#shared/search-split-index.ts';
import { routeShardFor, type SiteManifest } from '#shared/site-manifest.ts';
import type { RouteManifest } from '#shared/types.ts';

const site = inject('siteUrl');
const browser = useBrowser();

/** The address of the route table's shard that holds `path`, from the site manifest every page finds it through. */
async function routeShardUrl(path: string): Promise<string> {
  const manifest = (await (await fetch(`${site}/static/manifest.json`)).json()) as SiteManifest;
  return `/${routeShardFor(manifest.routes, path)}`;
}

describe('built site', () => {
  it('serves pre-rendered article text in the HTML itself', async () => {
    const res = await fetch(`${site}/config/dev/hmr`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 id="devhmr">dev.hmr</h1>');
    expect(html).toMatch(/<title>dev\.hmr \| Rsbuild<\/title>/);
    expect(html).toContain('hreflang="zh" href="https://rsbuild.rs/zh/config/dev/hmr"');
    expect(html).toContain('<link rel="canonical" href="https://rsbuild.rs/config/dev/hmr">');
    // The page's own entry runs after the app entry; the root names it and the section's sidebar
    // file, which is read at the reader's first press, not preloaded (the route table is named by the site manifest).
    expect(html).toMatch(
      /<script defer src="\/static\/js\/index\.[a-f0-9]+\.js"><\/script>\n<script defer src="\/static\/js\/p-[a-f0-9]+\.[a-f0-9]+\.js"><\/script>/,
    );
    expect(html).toMatch(/<div id="root" data-page="en\/config\/dev\/hmr\.mdx" data-sidebar="static\/sidebar\/en\.[a-f0-9]{10}\.json">/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*static\/sidebar/);
  });

  it('marks the app entry’s scripts for eager compilation, and not the page’s own', async () => {
    const html = await (await fetch(`${site}/config/dev/hmr`)).text();
    const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]);
    const hinted = async (src: string) => (await (await fetch(`${site}${src}`)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
    const marks = await Promise.all(scripts.map(async (src) => `${src.replace(/\.[a-f0-9]{10}\.js$/, '')} ${await hinted(src)}`));
    expect(marks).toEqual(['/static/js/lib-react true', '/static/js/index true', expect.stringMatching(/^\/static\/js\/p-[a-f0-9]+ false$/)]);
  });

  it('keeps the route table out of the page load and fetches the page’s own shard of it at the reader’s first press', async () => {
    const html = await (await fetch(`${site}/config/dev/hmr`)).text();
    const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]);
    const code = (await Promise.all(scripts.map(async (src) => (await fetch(`${site}${src}`)).text()))).join('\n');
    // No other page's source or chunk in what the HTML loads (its link may be in the sidebar).
    expect(code.includes('config/output/dist-path.mdx')).toBe(false);
    expect(code.match(/p-[a-f0-9]{10}/g) ?? []).toEqual([]);
    const tableUrl = await routeShardUrl('/config/dev/hmr');
    const shardUrl = await routeShardUrl('/config/output/dist-path');
    const table = (await (await fetch(`${site}${shardUrl}`)).json()) as RouteManifest;
    const route = table.routes.find((r) => r[0] === '/config/output/dist-path');
    expect(route?.[1]).toBe('en/config/output/dist-path.mdx');
    expect(table.files[route?.[4][0] as number]).toMatch(/^static\/js\/p-[a-f0-9]+\.[a-f0-9]+\.js$/);

    const page = await browser().newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    await page.waitForTimeout(500);
    expect(requested).not.toContain(tableUrl);
    // A press anywhere (a touch before its tap's click, say) fetches it.
    await page.mouse.click(5, 400);
    await expect.poll(() => requested.includes(tableUrl)).toBe(true);
    expect(requested).toContain('/static/manifest.json');
    expect(requested.filter((p) => p.startsWith('/static/routes.'))).toEqual([tableUrl]);
    await page.close();
  });

  it('still reaches the next page with a full load when the route table cannot be fetched', async () => {
    const page = await browser().newPage();
    await page.route('**/static/routes.*.json', (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (m) => warnings.push(m.text()));
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    await page.locator('.q-sidebar').getByRole('link', { name: 'dev.client', exact: true }).click();
    await page.waitForURL(`${site}/config/dev/client`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('dev.client');
    expect(warnings.some((w) => w.includes('route table unavailable'))).toBe(true);
    await page.close();
  });

  it('serves Chinese pages under /zh with their own language', async () => {
    const html = await (await fetch(`${site}/zh/config/dev/hmr`)).text();
    expect(html).toContain('<html lang="zh"');
    expect(html).toContain('类型');
  });

  it('hydrates without errors and navigates by sidebar without a full reload', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator('.q-sidebar').getByRole('link', { name: 'dev.client', exact: true }).click();
    await page.waitForURL(`${site}/config/dev/client`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('dev.client');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.title()).toBe('dev.client | Rsbuild');
    await expect.poll(() => page.locator('.q-sidebar [aria-current="page"]').textContent()).toBe('dev.client');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with status 404 for an unknown path, in the language of the path', async () => {
    const res = await fetch(`${site}/no/such/page`);
    expect(res.status).toBe(404);
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/zh/no/such/page`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('.q-not-found__code').textContent()).toBe('404');
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh/');
    // The only error allowed is the 404 response of the document itself.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });

  it('renders the home page with hero and features', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/`, { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('Rsbuild - The Rspack Powered Build Tool');
    await expect.poll(() => page.locator('.q-feature').count()).toBe(6);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('redirects', () => {
  it('writes a static redirect page for each concrete path, in both languages', async () => {
    const en = await fetch(`${site}/config/source/alias`);
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('<meta http-equiv="refresh" content="0; url=/config/resolve/alias">');
    const zh = await (await fetch(`${site}/zh/config/source/alias-strategy`)).text();
    expect(zh).toContain('url=/zh/config/resolve/alias-strategy');
    const external = await (await fetch(`${site}/plugins/list/plugin-assets-retry`)).text();
    expect(external).toContain('url=https://github.com/rspack-contrib/rsbuild-plugin-assets-retry');
  });

  it('lands the reader on the new page', async () => {
    const page = await browser().newPage();
    await page.goto(`${site}/config/source/alias`);
    await page.waitForURL(`${site}/config/resolve/alias`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('resolve.alias');
    await page.close();
  });

  it('leads a section root without a page of its own to the first page of its sidebar', async () => {
    for (const [from, to] of [
      ['/guide/', '/guide/start/'],
      ['/plugins/', '/plugins/list/'],
      ['/api/', '/api/start/'],
      ['/zh/guide/', '/zh/guide/start/'],
      ['/zh/api/', '/zh/api/start/'],
    ]) {
      const res = await fetch(`${site}${from}`);
      expect(res.status, from).toBe(200);
      expect(await res.text()).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
    const page = await browser().newPage();
    await page.goto(`${site}/plugins/`);
    await page.waitForURL(`${site}/plugins/list/`);
    // In the app too: a client-side navigation to a section root lands on its first page.
    await waitForReady(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/zh/guide/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${site}/zh/guide/start/`);
    await expect.poll(() => page.locator('.q-sidebar [aria-current="page"]').count()).toBe(1);
    await page.close();
  });

  it('redirects client-side navigation too', async () => {
    const page = await browser().newPage();
    await page.goto(`${site}/config/dev/hmr`, { waitUntil: 'networkidle' });
    // A plain anchor reloads; the router handles the pushState path instead.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/zh/config/source/alias');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${site}/zh/config/resolve/alias`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('resolve.alias');
    await page.close();
  });
});

describe('overview pages', () => {
  it('lists every config option by group, generated from the pages, and filters them', async () => {
    const page = await browser().newPage();
    const errors = collectErrors(page);
    await page.goto(`${site}/config/`, { waitUntil: 'networkidle' });
    const groups = await page.locator('.q-overview__group-title').allTextContents();
    expect(groups.slice(0, 3)).toEqual(['Others', 'dev', 'resolve']);
    expect(await page.locator('.q-overview__item').count()).toBeGreaterThanOrEqual(99);
    await page.getByLabel('Filter').fill('DISTPATH');
    await expect.poll(() => page.locator('.q-overview__item-title').allTextContents()).toContain('output.distPath');
    await page.getByLabel('Filter').fill('zzzz-no-such-option');
    await expect.poll(() => page.locator('.q-overview__empty').textContent()).toBe('No matching API found');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('uses the Chinese texts and links on the Chinese overview', async () => {
    const html = await (await fetch(`${site}/zh/config/`)).text();
    expect(html).toContain('href="/zh/config/output/dist-path"');
    expect(html).toContain('筛选');
  });
});

describe('feeds, sitemap and files for AI assistants', () => {
  it('links the release feeds from the home page and serves valid XML', async () => {
    const home = await (await fetch(`${site}/zh/`)).text();
    expect(home).toContain('<link rel="alternate" type="application/rss+xml" title="Rsbuild Releases" href="/zh/feeds/releases.rss.xml">');
    const rss = await fetch(`${site}/zh/feeds/releases.rss.xml`);
    expect(rss.status).toBe(200);
    const xml = await rss.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)?.length).toBe(8);
    const atom = await (await fetch(`${site}/feeds/releases.atom.xml`)).text();
    expect(atom).toContain('<title type="html"><![CDATA[Announcing Rsbuild 1.0]]></title>');
  });

  it('lists every route with alternates in sitemap.xml', async () => {
    const xml = await (await fetch(`${site}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://rsbuild.rs/config/output/dist-path</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh" href="https://rsbuild.rs/zh/config/output/dist-path"/>');
  });

  it('serves llms.txt and a Markdown copy of each route', async () => {
    const llms = await (await fetch(`${site}/llms.txt`)).text();
    expect(llms).toMatch(/- \[output\.distPath\]\(https:\/\/rsbuild\.rs\/config\/output\/dist-path\.md\): /);
    const md = await (await fetch(`${site}/config/mode.md`)).text();
    expect(md.startsWith('# mode\n')).toBe(true);
    expect(md).not.toContain('---\n');
  });
});

describe('search index', () => {
  it('publishes one hashed search head per language, named in the site manifest, not in the app or the pages', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const entry = html.match(/src="(\/static\/js\/index\.[^"]+\.js)"/)?.[1];
    const js = await (await fetch(`${site}${entry}`)).text();
    // A text edit renames the index files; the app's code and the other pages must not change with it.
    expect(js).not.toMatch(/search\/(en|zh)\.[0-9a-f]{10}\.json/);
    expect(html).not.toContain('static/search/');
    const manifest = (await (await fetch(`${site}/static/manifest.json`)).json()) as { search: Array<{ file: string }> };
    const names = manifest.search.map((i) => i.file).filter((f) => /^static\/search\/(en|zh)\.[0-9a-f]{10}\.json$/.test(f));
    expect(new Set(names).size).toBe(2);
    for (const name of new Set(names)) {
      const res = await fetch(`${site}/${name}`);
      expect(res.status).toBe(200);
      const head: unknown = await res.json();
      if (!isSplitIndexHead(head)) throw new Error(`${name} is not a search head`);
      const lang = name.includes('/zh.') ? 'zh' : 'en';
      const folder = path.posix.join(path.posix.dirname(name), head.dir);
      const wanted = lang === 'zh' ? '/zh/config/output/dist-path' : '/config/output/dist-path';
      // Records are one page each, in page order, named by their group; the page's own holds its text.
      const groups =
        'hashes' in head.groups
          ? head.groups.hashes
          : ((await (await fetch(`${site}/${groupTableFile(folder, head.groups.table)}`)).json()) as string[]);
      let found: string | undefined;
      for (let id = 0; id < head.pageCount; id++) {
        const page = unpackSearchPage((await (await fetch(`${site}/${recordFile(folder, groups, id)}`)).json()) as RecordFile, id);
        if (page.routePath === wanted) {
          found = page.content;
          break;
        }
      }
      expect(found).toContain('distPath');
    }
  });
});

describe('Copy Markdown', () => {
  it('puts the clean Markdown of the page on the clipboard', async () => {
    const context = await browser().newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    const page = await context.newPage();
    await page.goto(`${site}/zh/config/mode`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '复制 Markdown' }).click();
    await expect.poll(() => page.locator('.q-copy-markdown').textContent()).toBe('已复制');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith('# mode\n')).toBe(true);
    await context.close();
  });
});

describe('on a tablet or a small laptop', () => {
  /** Parts of the navbar drawn side by side that overlap the next one, and by how many px. */
  const navOverlaps = (page: Page) =>
    page.evaluate(() => {
      const parts = [...document.querySelectorAll('.q-nav__inner > *, .q-nav__main > *')]
        .map((el) => ({ name: el.className, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0)
        .sort((a, b) => a.box.left - b.box.left);
      const main = document.querySelector('.q-nav__main')!;
      const overlaps = parts.slice(1).flatMap((part, i) => {
        const before = parts[i];
        const inside = before.name === 'q-nav__main' && part.name.startsWith('q-nav__items');
        const by = Math.round(before.box.right - part.box.left);
        return !inside && by > 0 ? [`${before.name} over ${part.name} by ${by}px`] : [];
      });
      if (main.scrollWidth > main.clientWidth) overlaps.push(`q-nav__main overflows by ${main.scrollWidth - main.clientWidth}px`);
      return { overlaps, width: document.documentElement.scrollWidth };
    });

  it('draws the navbar without parts over each other or a sideways scroll, from 768 to 1440 px', async () => {
    const page = await browser().newPage();
    for (const width of [768, 834, 1024, 1180, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of ['/', '/config/output/dist-path', '/zh/guide/start/']) {
        await page.goto(`${site}${route}`, { waitUntil: 'networkidle' });
        await waitForReady(page);
        expect([width, route, await navOverlaps(page)]).toEqual([width, route, { overlaps: [], width }]);
      }
    }
    await page.close();
  });

  it('puts the languages, theme switch and social links in a popup below 1280 px, reached by keyboard', async () => {
    const page = await browser().newPage({ viewport: { width: 1024, height: 800 } });
    await page.goto(`${site}/guide/start/`, { waitUntil: 'networkidle' });
    await waitForReady(page);
    expect(await page.locator('.q-nav__extras').isVisible()).toBe(false);
    const more = page.getByRole('button', { name: 'More options' });
    await more.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`#${await more.getAttribute('aria-controls')}`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.q-nav__more-panel') !== null)).toBe(true);
    expect(await panel.getByRole('link', { name: '简体中文' }).count()).toBe(1);
    expect(await panel.getByRole('group', { name: 'Theme' }).count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'GitHub' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More options');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await more.isVisible()).toBe(false);
    expect(await page.locator('.q-nav__extras').isVisible()).toBe(true);
    await page.close();
  });
});

describe('on a phone', () => {
  const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
  const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  // Every page's width at 375 px is checked by the sweep of every page (console-clean.test.ts); these are the
  // pages with the longest lines, once their images and fonts are in too.
  it('stays 375 px wide once hydrated, on the pages with the longest lines', async () => {
    const context = await browser().newContext(phone);
    const page = await context.newPage();
    for (const route of [
      '/',
      '/config/',
      '/config/output/dist-path',
      '/zh/config/output/dist-path',
      '/api/javascript-api/instance',
      '/config/performance/remove-moment-locale',
    ]) {
      await page.goto(`${site}${route}`, { waitUntil: 'networkidle' });
      await waitForReady(page);
      expect([route, await widthOf(page)]).toEqual([route, 375]);
    }
    await context.close();
  });
});
