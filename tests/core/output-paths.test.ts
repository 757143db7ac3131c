import { describe, expect, it } from 'vitest';
import { siteOutputPaths } from '#core/outputs/output-paths.ts';

describe('siteOutputPaths', () => {
  it('names llms.txt, llms-full.txt and the feeds of every language, and the sitemap with a site URL', () => {
    const paths = siteOutputPaths({
      langs: ['en', 'zh'],
      lang: 'en',
      siteUrl: 'https://x.dev',
      feeds: [{ id: 'news', title: 'News', match: '^/blog/' }],
      multiVersion: { default: '', versions: [] },
    });
    expect([...paths].sort()).toEqual([
      '/feeds/news.atom.xml',
      '/feeds/news.rss.xml',
      '/llms-full.txt',
      '/llms.txt',
      '/sitemap.xml',
      '/zh/feeds/news.atom.xml',
      '/zh/feeds/news.rss.xml',
      '/zh/llms-full.txt',
      '/zh/llms.txt',
    ]);
  });

  it('names the feeds, llms.txt and the sitemap of every version at its prefix', () => {
    const paths = siteOutputPaths({
      langs: ['en'],
      lang: 'en',
      siteUrl: 'https://x.dev',
      feeds: [{ id: 'news', title: 'News', match: '^/blog/' }],
      multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
    });
    expect([...paths].filter((p) => p.includes('/feeds/')).sort()).toEqual([
      '/feeds/news.atom.xml',
      '/feeds/news.rss.xml',
      '/v1/feeds/news.atom.xml',
      '/v1/feeds/news.rss.xml',
    ]);
  });
});
