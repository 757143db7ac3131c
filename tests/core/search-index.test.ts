import { describe, expect, it } from 'vitest';
import { buildSearchIndexes } from '#core/search/build-index.ts';
import { compactWhitespace } from '#core/search/compact-text.ts';
import { packSearchIndex, unpackSearchIndex } from '#shared/search-index-file.ts';
import type { PageData } from '#shared/types.ts';

const page = (routePath: string, lang: string, extra: Partial<PageData> = {}): PageData => ({
  routePath,
  lang,
  version: '',
  title: `T ${routePath}`,
  description: '',
  frontmatter: {},
  pageType: 'doc',
  toc: [{ text: 'Heading', id: 'heading', depth: 2, charIndex: 3 }],
  _relativePath: '',
  pagePath: '',
  ...extra,
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

  it('says the language once and packs each page as a short array, without pages that opt out', () => {
    expect(JSON.parse(files[0].json)).toEqual({
      format: 1,
      lang: 'en',
      version: '',
      domain: '',
      pages: [['/a', 'T /a', 'alpha text', [['Heading', 0, 2, 3]]]],
    });
  });

  it('leaves out a title that is the first line of the text, and the worker restores it', () => {
    const [file] = buildSearchIndexes([{ page: page('/t', 'en', { title: 'Title' }), text: 'Title\nbody' }]);
    const packed = JSON.parse(file.json);
    expect(packed.pages[0][1]).toBe(0);
    expect(unpackSearchIndex(packed)[0]).toMatchObject({ id: 0, title: 'Title', content: 'Title\nbody', headers: ['Heading'] });
  });

  it('takes the indentation out of code and moves heading offsets with the text', () => {
    const text = 'Intro\nexport default {\n    output: {  distPath: 1 },\n};\nExample\nend';
    const [file] = buildSearchIndexes([
      { page: page('/c', 'en', { toc: [{ text: 'Example', id: 'example', depth: 2, charIndex: text.indexOf('Example') }] }), text },
    ]);
    const [record] = unpackSearchIndex(JSON.parse(file.json));
    expect(record.content).toBe('Intro\nexport default {\noutput: { distPath: 1 },\n};\nExample\nend');
    expect(record.content.slice(record.toc[0].charIndex)).toMatch(/^Example/);
  });
});

describe('packing', () => {
  it('round-trips every field the search core reads', () => {
    const pages = [
      { title: 'Guide', routePath: '/guide', content: 'Intro\nUsage', toc: [{ text: 'Usage', id: 'usage', depth: 2, charIndex: 6 }] },
      { title: '', routePath: '/', content: 'Home', toc: [] },
    ];
    const records = unpackSearchIndex(JSON.parse(JSON.stringify(packSearchIndex({ lang: 'en', version: '', domain: '' }, pages))));
    expect(records).toEqual(pages.map((p, id) => ({ ...p, id, headers: p.toc.map((h) => h.text) })));
  });

  it('marks headings that are lines of the content instead of shipping text and offset, and ships slug ids as 0', () => {
    const content = 'Guide\nExample\none\nExample\ntwo\n🚀 Fast start\n示例 配置\nCustom\nPart of a line';
    const at = (text: string, from = 0) => content.indexOf(text, from);
    const toc = [
      { text: 'Example', id: 'example', depth: 2, charIndex: at('Example') },
      { text: 'Example', id: 'example-1', depth: 2, charIndex: at('Example', at('Example') + 1) },
      { text: '🚀 Fast start', id: '-fast-start', depth: 2, charIndex: at('🚀') },
      { text: '示例 配置', id: '示例-配置', depth: 3, charIndex: at('示例') },
      { text: 'Custom', id: 'my-own-id', depth: 2, charIndex: at('Custom') },
      { text: 'Part', id: 'part', depth: 2, charIndex: at('Part') },
      { text: 'Not in the text', id: 'not-in-the-text', depth: 2, charIndex: -1 },
    ];
    const packed = packSearchIndex({ lang: 'en', version: '', domain: '' }, [{ title: 'Guide', routePath: '/g', content, toc }]);
    const [, title, marked, packedToc] = packed.pages[0];
    expect(title).toBe(0);
    expect(marked).toBe('Guide\n\uE000Example\none\n\uE000Example\ntwo\n\uE000🚀 Fast start\n\uE000示例 配置\n\uE000Custom\nPart of a line');
    expect(packedToc).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 3],
      ['my-own-id', 2],
      ['Part', 0, 2, toc[5].charIndex],
      ['Not in the text', 0, 2, -1],
    ]);
    const [record] = unpackSearchIndex(JSON.parse(JSON.stringify(packed)));
    expect(record).toMatchObject({ title: 'Guide', content, toc });
  });

  it('accepts a plain array of records and rejects anything else', () => {
    expect(unpackSearchIndex([{ id: 5, title: 'A', routePath: '/a', content: 'a', toc: [] }])[0]).toMatchObject({ id: 0, headers: [] });
    expect(() => unpackSearchIndex({ pages: 'nope' })).toThrow(/not a search index/);
  });
});

describe('compactWhitespace', () => {
  it('keeps offsets pointing at the same characters', () => {
    const text = '  a   b\t\tc  \n    d\n\te  f';
    const at = ['a', 'b', 'c', 'd', 'e', 'f'].map((ch) => text.indexOf(ch));
    const out = compactWhitespace(text, [...at, -1]);
    expect(out.text).toBe('a b c\nd\ne f');
    expect(out.offsets.slice(0, 6).map((o) => out.text[o])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(out.offsets[6]).toBe(-1);
  });
});
