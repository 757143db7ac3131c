import { describe, expect, test } from 'vitest';
import type { PageData, SiteData } from '#shared/types.ts';
import { pageTitle } from '#shared/route-path.ts';
import { appHtmlIn, type DocumentParts, documentBytes, documentStart, renderDocument } from '#core/ssg/html.ts';
import { alternatesOf, renderPages } from '#core/ssg/render-pages.ts';
import { escapeHtml } from '#core/utils/escape.ts';

function site(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'Rsbuild',
    description: 'Site description',
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
    base: '/',
    multiVersion: { default: '', versions: [] },
    themeConfig: {},
    markdown: { showLineNumbers: false, defaultWrapCode: false },
    search: { mode: 'local', indexes: [] },
    redirects: [],
    folderRedirects: {},
    ...overrides,
  };
}

function page(overrides: Partial<PageData> = {}): PageData {
  return {
    routePath: '/guide/start',
    lang: 'en',
    version: '',
    title: 'Quick start',
    description: '',
    frontmatter: {},
    toc: [],
    pageType: 'doc',
    _relativePath: 'en/guide/start.mdx',
    pagePath: 'en/guide/start.mdx',
    ...overrides,
  };
}

function parts(overrides: Partial<DocumentParts> = {}): DocumentParts {
  return {
    site: site(),
    page: page(),
    appHtml: '<main>app</main>',
    css: [],
    js: [],
    preload: [],
    alternates: [],
    inlineScript: '',
    head: [],
    ...overrides,
  };
}

function render(overrides: Partial<DocumentParts> = {}): string {
  return renderDocument(parts(overrides));
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('escapeHtml', () => {
  test.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['" onerror="x', '&quot; onerror=&quot;x'],
    ["it's", 'it&#39;s'],
    ['a & b', 'a &amp; b'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%j → %j', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});

describe('pageTitle', () => {
  test.each<[string, Partial<PageData>, string]>([
    ['doc page', { title: 'Quick start' }, 'Quick start | Rsbuild'],
    ['doc page without title', { title: '' }, 'Rsbuild'],
    ['doc page with suffix', { title: 'Quick start', frontmatter: { titleSuffix: 'Build tool' } }, 'Quick start | Build tool'],
    ['non-string suffix ignored', { title: 'Quick start', frontmatter: { titleSuffix: 3 } }, 'Quick start | Rsbuild'],
    ['home page', { pageType: 'home', title: 'Home' }, 'Home'],
    ['home page without title', { pageType: 'home', title: '' }, 'Rsbuild'],
    ['home page with suffix', { pageType: 'home', title: 'Home', frontmatter: { titleSuffix: 'Build tool' } }, 'Rsbuild - Build tool'],
    ['404 page', { pageType: '404', title: '' }, 'Rsbuild'],
  ])('%s', (_name, overrides, title) => {
    const p = page(overrides);
    expect(pageTitle(site(), p)).toBe(title);
    expect(render({ page: p })).toContain(`<title>${title}</title>`);
  });
});

describe('documentBytes', () => {
  test('the UTF-8 bytes of renderDocument, the app HTML found again at their tail by its length in bytes', () => {
    const { appHtml: html, ...frame } = { ...parts(), page: page({ title: '简体中文' }), appHtml: '<main>简体中文</main>' };
    const appHtml = new Uint8Array(Buffer.from(html));
    const bytes = documentBytes(documentStart(frame), appHtml);
    expect(bytes.toString('utf8')).toBe(renderDocument({ ...frame, appHtml: html }));
    expect(Buffer.from(appHtmlIn(bytes, appHtml.byteLength) ?? []).toString('utf8')).toBe(html);
    expect(appHtmlIn(bytes.subarray(0, -1), appHtml.byteLength)).toBeUndefined();
    expect(appHtmlIn(bytes, bytes.byteLength)).toBeUndefined();
  });
});

describe('renderDocument', () => {
  test.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['" onerror="alert(1)', '&quot; onerror=&quot;alert(1)'],
    ["'><img src=x onerror=alert(1)>", '&#39;&gt;&lt;img src=x onerror=alert(1)&gt;'],
  ])('title and description payload %j are escaped', (payload, escaped) => {
    const html = render({ page: page({ title: payload, description: payload }) });
    const head = headOf(html);
    expect(head).toContain(`<title>${escaped} | Rsbuild</title>`);
    expect(head).toContain(`<meta name="description" content="${escaped}">`);
    expect(head).not.toContain(payload);
    expect(head.match(/<script/g)).toBeNull();
    expect(head).not.toMatch(/" onerror=/);
  });

  test('site title, site description and language are escaped too', () => {
    const html = render({
      site: site({ title: '</title><script>x()</script>', description: '"><script>y()</script>' }),
      page: page({ title: '', lang: 'en" onload="z()' }),
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;y()&lt;/script&gt;"');
    expect(html).toContain('<html lang="en&quot; onload=&quot;z()" dir="ltr">');
  });

  test('names no search index file, even when the site data has them: an edit renames them (see the site manifest)', () => {
    const indexes = [{ lang: 'en', version: '', file: 'static/search_index.en.1a.json' }];
    const html = render({ site: site({ search: { mode: 'local', indexes } }) });
    expect(html).not.toContain('search_index');
    expect(/<div id="root"([^>]*)>/.exec(html)?.[1]).not.toMatch(/data-(search-indexes|routes)/);
  });

  test('page description wins over the site description; none at all gives no tag', () => {
    expect(render({ page: page({ description: 'Page desc' }) })).toContain('<meta name="description" content="Page desc">');
    expect(render()).toContain('<meta name="description" content="Site description">');
    expect(render({ site: site({ description: '' }) })).not.toContain('name="description"');
  });

  test.each<[string, string, Array<{ lang: string; routePath: string }>, string[]]>([
    [
      'root base',
      '/',
      [
        { lang: 'en', routePath: '/guide/start' },
        { lang: 'zh', routePath: '/zh/guide/start' },
      ],
      ['<link rel="alternate" hreflang="en" href="/guide/start">', '<link rel="alternate" hreflang="zh" href="/zh/guide/start">'],
    ],
    [
      'with base',
      '/docs/',
      [
        { lang: 'en', routePath: '/guide/start' },
        { lang: 'zh', routePath: '/zh/guide/start' },
      ],
      ['<link rel="alternate" hreflang="en" href="/docs/guide/start">', '<link rel="alternate" hreflang="zh" href="/docs/zh/guide/start">'],
    ],
    ['escaped', '/', [{ lang: 'x"y', routePath: '/a"b' }], ['<link rel="alternate" hreflang="x&quot;y" href="/a&quot;b">']],
    ['none', '/', [], []],
  ])('hreflang alternates: %s', (_name, base, alternates, links) => {
    const head = headOf(render({ site: site({ base }), alternates }));
    expect(head.match(/<link rel="alternate"[^>]*>/g) ?? []).toEqual(links);
  });

  test('canonical link with base, none on the 404 page', () => {
    expect(render({ site: site({ base: '/docs/' }) })).toContain('<link rel="canonical" href="/docs/guide/start">');
    expect(render({ page: page({ pageType: '404', routePath: '/404' }) })).not.toContain('rel="canonical"');
  });

  test('canonical and hreflang links are absolute when the site has a public address', () => {
    const head = headOf(
      render({ site: site({ base: '/docs/' }), siteUrl: 'https://example.dev/', alternates: [{ lang: 'zh', routePath: '/zh/guide/start' }] }),
    );
    expect(head).toContain('<link rel="canonical" href="https://example.dev/docs/guide/start">');
    expect(head).toContain('<link rel="alternate" hreflang="zh" href="https://example.dev/docs/zh/guide/start">');
  });

  test('assets, inline script, icon and extra head tags, in order and under the base', () => {
    const html = render({
      site: site({ base: '/docs/', icon: '/favicon.ico' }),
      css: ['static/css/index.css'],
      preload: ['/static/js/p-1.js'],
      js: ['static/js/index.js'],
      inlineScript: 'window.x=1',
      head: ['<meta name="x" content="y">'],
    });
    const head = headOf(html);
    const order = [
      '<link rel="icon" href="/docs/favicon.ico">',
      '<script>window.x=1</script>',
      '<link rel="stylesheet" href="/docs/static/css/index.css">',
      '<link rel="preload" as="script" href="/docs/static/js/p-1.js">',
      '<script defer src="/docs/static/js/index.js"></script>',
      '<meta name="x" content="y">',
    ].map((tag) => head.indexOf(tag));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<div id="root"><main>app</main></div>');
  });

  test('the section sidebar file: named on the root, not preloaded (it grows with the section); none without one', () => {
    const html = render({ site: site({ base: '/docs/' }), pageKey: 'en/guide/start.mdx', sidebarFile: 'static/sidebar/en.0123456789.json' });
    expect(headOf(html)).not.toContain('sidebar');
    expect(html).toContain('<div id="root" data-page="en/guide/start.mdx" data-sidebar="static/sidebar/en.0123456789.json">');
    expect(render()).not.toMatch(/as="fetch"|data-sidebar/);
  });

  test('an absolute icon URL is not put under the base; no inline script gives no script tag', () => {
    const html = render({ site: site({ base: '/docs/', icon: 'https://cdn.example.com/i.png' }) });
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/i.png">');
    expect(html).not.toContain('<script>');
  });
});

describe('alternatesOf', () => {
  const route = (routePath: string, lang: string) => ({ routePath, lang, version: '', relativePath: '', absolutePath: '' });
  const routes = [route('/', 'en'), route('/zh/', 'zh'), route('/guide/a', 'en'), route('/zh/guide/a', 'zh'), route('/guide/only-en', 'en')];

  test.each([
    [
      '/guide/a',
      'en',
      [
        ['en', '/guide/a'],
        ['zh', '/zh/guide/a'],
      ],
    ],
    [
      '/zh/guide/a',
      'zh',
      [
        ['en', '/guide/a'],
        ['zh', '/zh/guide/a'],
      ],
    ],
    [
      '/',
      'en',
      [
        ['en', '/'],
        ['zh', '/zh/'],
      ],
    ],
    [
      '/zh/',
      'zh',
      [
        ['en', '/'],
        ['zh', '/zh/'],
      ],
    ],
    ['/guide/only-en', 'en', [['en', '/guide/only-en']]],
  ])('%s (%s)', (routePath, lang, expected) => {
    expect(alternatesOf({ routePath, lang }, new Set(routes.map((r) => r.routePath)), site()).map((a) => [a.lang, a.routePath])).toEqual(expected);
  });
});

describe('renderPages', () => {
  test("writes each document from a few reused buffers, and hands a page's app HTML back to the renderer only once its document is written", async () => {
    const routes = Array.from({ length: 40 }, (_, i) => ({
      routePath: `/guide/p${i}`,
      lang: 'en',
      version: '',
      relativePath: `en/guide/p${i}.md`,
      absolutePath: `/docs/en/guide/p${i}.md`,
    }));
    const released: string[] = [];
    const written = new Map<string, string>();
    const buffers = new Set<ArrayBufferLike>();
    await renderPages({
      render: async (routePath) => ({
        appHtml: new Uint8Array(Buffer.from(`<main>${routePath} 简体中文 ${'x'.repeat(routePath.length * 500)}</main>`)),
        pageData: page({ routePath }),
        release: () => released.push(routePath),
      }),
      outDir: '/nowhere',
      routes,
      site: site(),
      assets: { entryJs: [], entryCss: [], pageFiles: new Map() },
      inlineScript: '',
      head: [],
      write: async (file, content) => {
        const bytes = content as Buffer;
        buffers.add(bytes.buffer);
        // The bytes are read as a write would, after the file is opened: no other page may be in them yet.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        const routePath = file === '404.html' ? '/404' : `/${file.replace(/\.html$/, '')}`;
        expect(released).not.toContain(routePath);
        written.set(routePath, bytes.toString('utf8'));
      },
    });
    expect(written.size).toBe(41);
    for (const [routePath, html] of written) expect(html).toContain(`<main>${routePath} 简体中文 ${'x'.repeat(routePath.length * 500)}</main></div>`);
    expect(released.sort()).toEqual([...written.keys()].sort());
    // At most one buffer per page in flight.
    expect(buffers.size).toBeLessThanOrEqual(9);
  });
});
