import { describe, expect, it } from 'vitest';
import { findOrphanPages, formatOrphanPage } from '#core/pages/orphan-pages.ts';
import type { PageData, PageType, SidebarData } from '#shared/index.ts';

const page = (routePath: string, lang: string, extra: { pageType?: PageType; frontmatter?: Record<string, unknown> } = {}): PageData => ({
  routePath,
  lang,
  version: '',
  title: '',
  description: '',
  frontmatter: extra.frontmatter ?? {},
  pageType: extra.pageType ?? 'doc',
  toc: [],
  _relativePath: '',
  pagePath: '',
});

describe('findOrphanPages', () => {
  // Links are written without the language prefix; groups' own links count.
  const sidebars: Record<string, SidebarData> = {
    en: {
      '/guide/': [
        { text: 'Start', link: '/guide/start' },
        { text: 'Group', link: '/guide/advanced/', items: [{ text: 'SSR', link: '/guide/advanced/ssr.html' }] },
      ],
    },
    zh: { '/guide/': [{ text: '开始', link: '/guide/start' }] },
  };
  const pages = [
    { file: 'docs/en/index.mdx', page: page('/', 'en') },
    { file: 'docs/zh/index.mdx', page: page('/zh/', 'zh') },
    { file: 'docs/en/landing.mdx', page: page('/landing', 'en', { pageType: 'home' }) },
    { file: 'docs/en/guide/start.mdx', page: page('/guide/start', 'en') },
    { file: 'docs/zh/guide/start.mdx', page: page('/zh/guide/start', 'zh') },
    { file: 'docs/en/guide/advanced/index.mdx', page: page('/guide/advanced/', 'en') },
    { file: 'docs/en/guide/advanced/ssr.mdx', page: page('/guide/advanced/ssr', 'en') },
    { file: 'docs/en/guide/forgotten.mdx', page: page('/guide/forgotten', 'en') },
    // Linked in English only: the Chinese twin is an orphan.
    { file: 'docs/zh/guide/advanced/ssr.mdx', page: page('/zh/guide/advanced/ssr', 'zh') },
    { file: 'docs/en/guide/hidden.mdx', page: page('/guide/hidden', 'en', { frontmatter: { orphan: true } }) },
  ];

  it('reports the pages no sidebar of their language links to, and no other', () => {
    const orphans = findOrphanPages(pages, {
      sidebarsOf: ({ lang }) => sidebars[lang] ?? {},
      layout: { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' },
    });
    expect(orphans).toEqual([
      { file: 'docs/en/guide/forgotten.mdx', routePath: '/guide/forgotten' },
      { file: 'docs/zh/guide/advanced/ssr.mdx', routePath: '/zh/guide/advanced/ssr' },
    ]);
    expect(formatOrphanPage(orphans[0])).toBe(
      'docs/en/guide/forgotten.mdx: no sidebar links to /guide/forgotten (add it to a sidebar, or set orphan: true in its frontmatter)',
    );
  });

  it('works out each language’s sidebar links and home page once, not once per page', () => {
    let reads = 0;
    const layout = new Proxy(
      { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' },
      {
        get: (target, key) => {
          reads++;
          return Reflect.get(target, key);
        },
      },
    );
    const many = Array.from({ length: 500 }, (_, i) => ({ file: `docs/zh/guide/p${i}.mdx`, page: page(`/zh/guide/p${i}`, 'zh') }));
    expect(findOrphanPages(many, { sidebarsOf: ({ lang }) => sidebars[lang] ?? {}, layout })).toHaveLength(500);
    expect(reads).toBeLessThan(50);
  });
});
