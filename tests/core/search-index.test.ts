import { describe, expect, it } from 'vitest';
import { buildSearchIndexes, normalizeText } from '../../packages/core/src/search/build-index';
import type { PageData } from '../../packages/runtime/src/shared/types';

const page = (routePath: string, lang: string, extra: Partial<PageData> = {}): PageData => ({
  routePath, lang, version: '', title: `T ${routePath}`, description: '', frontmatter: {}, pageType: 'doc',
  toc: [{ text: 'Heading', id: 'heading', depth: 2, charIndex: 3 }], _relativePath: '', pagePath: '', ...extra,
});

describe('search index files', () => {
  const files = buildSearchIndexes([
    { page: page('/a', 'en'), text: 'alpha text' },
    { page: page('/zh/a', 'zh', { title: '配置' }), text: '中文内容' },
    { page: page('/hidden', 'en', { frontmatter: { search: false } }), text: 'secret' },
  ]);

  it('writes one file per language, named with a content hash', () => {
    expect(files.map((f) => f.info.lang)).toEqual(['en', 'zh']);
    for (const f of files) expect(f.info.file).toMatch(new RegExp(`^static/search_index\\.${f.info.lang}\\.[0-9a-f]{10}\\.json$`));
  });

  it('changes the name when the content changes, and only then', () => {
    const again = buildSearchIndexes([{ page: page('/a', 'en'), text: 'alpha text' }]);
    const changed = buildSearchIndexes([{ page: page('/a', 'en'), text: 'alpha text!' }]);
    expect(again[0].info.file).toBe(files[0].info.file);
    expect(changed[0].info.file).not.toBe(files[0].info.file);
  });

  it('holds the records the worker needs, without pages that opt out', () => {
    const records = JSON.parse(files[0].json);
    expect(records).toEqual([
      {
        id: 0, title: 'T /a', normalizedTitle: 't /a', routePath: '/a', lang: 'en', version: '', domain: '', content: 'alpha text',
        toc: [{ text: 'Heading', id: 'heading', depth: 2, charIndex: 3 }], headers: ['Heading'],
      },
    ]);
  });

  it('normalizes case and accents', () => {
    expect(normalizeText('Éclair DistPath')).toBe('eclair distpath');
  });
});
