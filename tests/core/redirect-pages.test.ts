import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteData } from '#shared/types.ts';
import { redirectDocument, writeRedirectPages } from '#core/ssg/redirect-pages.ts';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-redirect-pages-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const site = {
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  base: '/',
  themeConfig: { locales: [{ lang: 'zh', redirectingText: '正在跳转…', pageMovedText: '此页面已移至' }] },
  redirects: [{ from: ['/old'], to: '/new' }],
  folderRedirects: { '/zh/guide/': '/zh/guide/start' },
} as unknown as SiteData;

describe('redirect pages', () => {
  it("say where the page went in each language's texts", async () => {
    expect(await writeRedirectPages(site, out, new Set())).toBe(3);
    const en = fs.readFileSync(path.join(out, 'old.html'), 'utf8');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Redirecting…</title>');
    expect(en).toContain('<p>This page has moved to <a href="/new">/new</a></p>');
    const zh = fs.readFileSync(path.join(out, 'zh/old.html'), 'utf8');
    expect(zh).toContain('<html lang="zh">');
    expect(zh).toContain('<title>正在跳转…</title>');
    expect(zh).toContain('<p>此页面已移至 <a href="/zh/new">/zh/new</a></p>');
    // A folder without an index page is worded in its own language too.
    const folder = fs.readFileSync(path.join(out, 'zh/guide/index.html'), 'utf8');
    expect(folder).toContain('<html lang="zh">');
    expect(folder).toContain('<p>此页面已移至 <a href="/zh/guide/start">/zh/guide/start</a></p>');
  });

  it('escape the texts like the address', () => {
    const html = redirectDocument('/a?b=1&c="2"', { lang: 'x"y', title: '<b>', moved: 'a & b' });
    expect(html).toContain('<html lang="x&quot;y">');
    expect(html).toContain('<title>&lt;b&gt;</title>');
    expect(html).toContain('<p>a &amp; b <a href="/a?b=1&amp;c=&quot;2&quot;">');
    expect(html).not.toContain('rel="icon"');
  });

  it("name the site's icon, so the browser does not ask for /favicon.ico while it redirects", async () => {
    const withIcon = path.join(out, 'with-icon');
    await writeRedirectPages({ ...site, icon: '/logo.svg', base: '/docs/' }, withIcon, new Set());
    expect(fs.readFileSync(path.join(withIcon, 'old.html'), 'utf8')).toContain('<link rel="icon" href="/docs/logo.svg">\n</head>');
  });
});
