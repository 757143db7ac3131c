// @vitest-environment jsdom
/** Feeds, sitemap, llms.txt and Markdown copies: parsed back, not just string-matched. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFeeds, feedLinkTags, pageDate } from '#core/outputs/feeds.ts';
import { llmsTxt, markdownPath, orderPages } from '#core/outputs/llms.ts';
import { markdownCopy } from '#core/outputs/markdown-copy.ts';
import { sitemapXml } from '#core/outputs/sitemap.ts';
import type { PageData } from '#shared/types.ts';

function page(routePath: string, lang: string, extra: Partial<PageData> = {}): PageData {
  return {
    routePath,
    lang,
    version: '',
    title: routePath,
    description: '',
    frontmatter: {},
    toc: [],
    pageType: 'doc',
    _relativePath: '',
    pagePath: '',
    ...extra,
  };
}

const releases = [
  page('/community/releases/v1-0', 'en', {
    title: 'Announcing 1.0',
    description: 'One <b>point</b> oh',
    frontmatter: { published_at: '2024-09-10 18:00:00' },
  }),
  page('/community/releases/v0-7', 'en', { title: 'Announcing 0.7', frontmatter: { published_at: '2024-05-28 18:00:00' } }),
  page('/zh/community/releases/v1-0', 'zh', { title: '1.0 发布', frontmatter: { published_at: '2024-09-10 18:00:00' } }),
  page('/guide/start/', 'en'),
];
const rule = { id: 'releases', title: 'Releases', match: '^/community/releases/v' };
const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const site = { title: 'Rsbuild', layout, siteUrl: 'https://example.dev' };

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('feeds', () => {
  const files = buildFeeds([rule], releases, site);

  it('writes an RSS and an Atom feed per language', () => {
    expect(files.map((f) => f.path)).toEqual([
      '/feeds/releases.rss.xml',
      '/feeds/releases.atom.xml',
      '/zh/feeds/releases.rss.xml',
      '/zh/feeds/releases.atom.xml',
    ]);
  });

  it('produces RSS that parses, newest first, with escaped text', () => {
    const doc = parse(files[0].content);
    expect(doc.querySelector('parsererror')).toBeNull();
    const items = [...doc.querySelectorAll('item')];
    expect(items.map((i) => i.querySelector('title')?.textContent)).toEqual(['Announcing 1.0', 'Announcing 0.7']);
    expect(items[0].querySelector('link')?.textContent).toBe('https://example.dev/community/releases/v1-0');
    expect(items[0].querySelector('description')?.textContent).toBe('One <b>point</b> oh');
    expect(new Date(items[0].querySelector('pubDate')?.textContent ?? '').toISOString()).toBe('2024-09-10T18:00:00.000Z');
  });

  it('produces Atom that parses, one language per feed', () => {
    const doc = parse(files[3].content);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect([...doc.querySelectorAll('entry > title')].map((t) => t.textContent)).toEqual(['1.0 发布']);
  });

  it('reads published_at as UTC and falls back to the last change', () => {
    expect(pageDate(releases[1]).toISOString()).toBe('2024-05-28T18:00:00.000Z');
    expect(pageDate(page('/x', 'en', { lastUpdatedTime: 1000 })).getTime()).toBe(1000);
  });

  it('links feeds from the home page and the release pages only', () => {
    expect(feedLinkTags([rule], page('/zh/', 'zh', { pageType: 'home' }), layout, '/')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="Releases" href="/zh/feeds/releases.rss.xml">',
      '<link rel="alternate" type="application/atom+xml" title="Releases" href="/zh/feeds/releases.atom.xml">',
    ]);
    expect(feedLinkTags([rule], releases[0], layout, '/docs/')[0]).toContain('href="/docs/feeds/releases.rss.xml"');
    expect(feedLinkTags([rule], releases[3], layout, '/')).toEqual([]);
  });

  describe('with versions', () => {
    const versioned = { ...layout, versions: ['v1', 'v2'], defaultVersion: 'v2' };
    const pages = [
      page('/community/releases/v2-0', 'en', { version: 'v2', title: 'Announcing 2.0' }),
      page('/v1/community/releases/v1-0', 'en', { version: 'v1', title: 'Announcing 1.0' }),
      page('/v1/zh/community/releases/v1-0', 'zh', { version: 'v1', title: '1.0 发布' }),
    ];
    const files = buildFeeds([rule], pages, { ...site, layout: versioned });
    const titles = (path: string) =>
      [...parse(files.find((f) => f.path === path)?.content ?? '').querySelectorAll('item > title')].map((t) => t.textContent);

    it('writes each version its own feeds, at its prefix, with its own pages only', () => {
      expect(files.map((f) => f.path)).toEqual([
        '/v1/feeds/releases.rss.xml',
        '/v1/feeds/releases.atom.xml',
        '/v1/zh/feeds/releases.rss.xml',
        '/v1/zh/feeds/releases.atom.xml',
        '/feeds/releases.rss.xml',
        '/feeds/releases.atom.xml',
      ]);
      expect(titles('/v1/feeds/releases.rss.xml')).toEqual(['Announcing 1.0']);
      expect(titles('/feeds/releases.rss.xml')).toEqual(['Announcing 2.0']);
      expect(files[0].content).toContain('<link>https://example.dev/v1/</link>');
    });

    it("links the feeds of the page's own version", () => {
      expect(feedLinkTags([rule], pages[2], versioned, '/')[0]).toContain('href="/v1/zh/feeds/releases.rss.xml"');
      expect(feedLinkTags([rule], page('/v1/', 'en', { version: 'v1', pageType: 'home' }), versioned, '/')[1]).toContain(
        'href="/v1/feeds/releases.atom.xml"',
      );
    });
  });
});

describe('sitemap', () => {
  it('lists every route with hreflang alternates to existing twins', () => {
    const xml = sitemapXml(releases, 'https://example.dev', { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' });
    const doc = parse(xml);
    expect(doc.querySelector('parsererror')).toBeNull();
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((u) => u.getElementsByTagName('loc')[0].textContent)).toHaveLength(4);
    const first = urls[0];
    const alternates = [...first.getElementsByTagName('xhtml:link')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`);
    expect(alternates).toEqual(['en https://example.dev/community/releases/v1-0', 'zh https://example.dev/zh/community/releases/v1-0']);
    expect(urls[3].getElementsByTagName('xhtml:link')).toHaveLength(0);
  });
});

describe('Markdown copies and llms.txt', () => {
  it('strips frontmatter, imports and ids, inlines fragments, turns install tabs into commands', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-md-'));
    fs.mkdirSync(path.join(dir, 'shared'));
    fs.writeFileSync(path.join(dir, 'shared/frag.mdx'), '### From the fragment\n\nFragment text.\n');
    const file = path.join(dir, 'page.mdx');
    const source = `---\ntitle: T\n---\n\nimport Frag from './shared/frag.mdx';\n\n# Title\n\n## 标题 {#title-id}\n\n<PackageManagerTabs command="add foo -D" />\n\n<Frag />\n\n<Benchmark />\n`;
    const md = markdownCopy(source, file, { projectRoot: dir, sourceText: 'Source' });
    expect(md).toBe(
      '# Title\n\n## 标题\n\n```bash\nnpm add foo -D\nyarn add foo -D\npnpm add foo -D\nbun add foo -D\n```\n\n### From the fragment\n\nFragment text.\n',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to inline a fragment outside the project', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-md-'));
    fs.mkdirSync(path.join(dir, 'project'));
    fs.writeFileSync(path.join(dir, 'secret.mdx'), 'Outside secret.\n');
    const source = "import Secret from '../secret.mdx';\n\n<Secret />\n";
    expect(() => markdownCopy(source, path.join(dir, 'project/page.mdx'), { projectRoot: path.join(dir, 'project'), sourceText: 'Source' })).toThrow(
      `${path.join(dir, 'project/page.mdx')}: imported fragment ${path.join(dir, 'secret.mdx')} is outside the project`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("turns a <SourceCode> link into a Markdown link with the language's text", () => {
    const source = '# Plugin\n\n<SourceCode href="https://github.com/org/repo/tree/main/packages/a" />\n\nText.\n';
    const copy = (sourceText: string) => markdownCopy(source, '/nowhere/page.mdx', { projectRoot: '/nowhere', sourceText });
    expect(copy('Source')).toBe('# Plugin\n\n[Source](https://github.com/org/repo/tree/main/packages/a)\n\nText.\n');
    expect(copy('源码')).toContain('\n[源码](https://github.com/org/repo/tree/main/packages/a)\n');
  });

  it('indexes pages in sidebar order with descriptions', () => {
    const pages = [
      page('/guide/b', 'en', { title: 'B', description: 'About B' }),
      page('/guide/a', 'en', { title: 'A' }),
      page('/extra', 'en', { title: 'Extra' }),
    ].map((p) => ({ page: p, markdown: '' }));
    const sections = orderPages(
      pages,
      {
        '/guide/': [
          {
            text: 'Guide',
            items: [
              { text: 'A', link: '/guide/a' },
              { text: 'B', link: '/guide/b' },
            ],
          },
        ],
      },
      '',
      { overview: 'Overview', pages: 'Pages' },
    );
    const txt = llmsTxt('Site', 'Desc', sections, 'https://example.dev');
    expect(txt).toContain('## Guide\n\n- [A](https://example.dev/guide/a.md)\n- [B](https://example.dev/guide/b.md): About B');
    expect(txt).toContain('- [Extra](https://example.dev/extra.md)');
    expect(markdownPath('/guide/')).toBe('/guide/index.md');
  });

  it("names the sections of ungrouped links and unlisted pages in the file's language", () => {
    const pages = [
      page('/zh/guide/', 'zh', { title: '指南' }),
      page('/zh/guide/a', 'zh', { title: '甲' }),
      page('/zh/extra', 'zh', { title: '其他' }),
    ].map((p) => ({ page: p, markdown: '' }));
    const sidebar = {
      '/guide/': [
        { text: '总览', link: '/guide/' },
        { text: '开始', items: [{ text: '甲', link: '/guide/a' }] },
      ],
    };
    const sections = orderPages(pages, sidebar, '/zh', { overview: '总览', pages: '页面' });
    expect(sections.map((s) => [s.section, s.pages.map((p) => p.page.routePath)])).toEqual([
      ['页面', ['/zh/extra']],
      ['总览', ['/zh/guide/']],
      ['开始', ['/zh/guide/a']],
    ]);
  });
});
