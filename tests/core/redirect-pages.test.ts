import { describe, expect, it } from 'vitest';
import type { SiteData } from '#shared/types.ts';
import { redirectDocument, redirectPages } from '#core/ssg/redirect-pages.ts';

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
    const pages = redirectPages(site, new Set());
    const html = (file: string) => pages.find((page) => page.file === file)?.html ?? '';
    expect(pages.map((page) => page.file)).toEqual(['old.html', 'zh/old.html', 'zh/guide/index.html']);
    const en = html('old.html');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Redirecting…</title>');
    expect(en).toContain('<p>This page has moved to <a href="/new">/new</a></p>');
    const zh = html('zh/old.html');
    expect(zh).toContain('<html lang="zh">');
    expect(zh).toContain('<title>正在跳转…</title>');
    expect(zh).toContain('<p>此页面已移至 <a href="/zh/new">/zh/new</a></p>');
    // A folder without an index page is worded in its own language too.
    const folder = html('zh/guide/index.html');
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

  it('leave out a path a page has', () => {
    expect(redirectPages(site, new Set(['/old', '/zh/guide/'])).map((page) => page.file)).toEqual(['zh/old.html']);
  });

  it("name the site's icon, so the browser does not ask for /favicon.ico while it redirects", () => {
    const [old] = redirectPages({ ...site, icon: '/logo.svg', base: '/docs/' }, new Set());
    expect(old.html).toContain('<link rel="icon" href="/docs/logo.svg">\n</head>');
  });
});
