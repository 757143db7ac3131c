import { describe, expect, it } from 'vitest';
import { normalize, parseQuery, Searcher, snippet, textWidth } from '#runtime/search/search-core.ts';

const records = [
  {
    id: 0,
    title: 'output.distPath',
    routePath: '/config/output/dist-path',
    headers: ['Example'],
    toc: [{ text: 'Example', id: 'example', depth: 2, charIndex: 40 }],
    content: 'Set the output directory of the build. Example\nexport default { output: { distPath: { root: "build" } } }',
  },
  {
    id: 1,
    title: 'Server',
    routePath: '/guide/basic/server',
    headers: ['Proxy'],
    toc: [{ text: 'Proxy', id: 'proxy', depth: 2, charIndex: 20 }],
    content: 'The dev server runs. Proxy\nForward API requests to a backend with server.proxy. Café résumé.',
  },
  {
    id: 2,
    title: '配置构建产物目录',
    routePath: '/zh/config/output/dist-path',
    headers: ['示例'],
    toc: [{ text: '示例', id: 'example', depth: 2, charIndex: 12 }],
    content: '通过 distPath 配置构建产物的输出目录。示例\n把产物输出到 build 目录。',
  },
];
const searcher = new Searcher(records);

describe('Searcher', () => {
  it('warms up on a word of its own titles without changing or caching any answer', () => {
    const fresh = new Searcher(records);
    const before = new Searcher(records).search('output');
    expect(fresh.warmUp()).toBe('output');
    expect(fresh.search('output')).toEqual(before);
    expect(new Searcher([]).warmUp()).toBeUndefined();
  });

  it('finds option names case-insensitively, title hits first', () => {
    const results = searcher.search('DISTPATH');
    expect(results[0].routePath).toBe('/config/output/dist-path');
    expect(results[0].hits[0]).toMatchObject({ type: 'title', link: '/config/output/dist-path', highlightInfoList: [{ start: 7, length: 8 }] });
  });

  it('matches accents loosely and links content hits to their section', () => {
    const [page] = searcher.search('cafe');
    expect(page.routePath).toBe('/guide/basic/server');
    const content = page.hits.find((h) => h.type === 'content');
    expect(content?.link).toBe('/guide/basic/server#proxy');
    const hl = content?.highlightInfoList[0];
    expect(content?.statement.slice(hl?.start, (hl?.start ?? 0) + (hl?.length ?? 0))).toBe('Café');
  });

  it('finds Chinese words that appear in the page, and only those pages', () => {
    expect(searcher.search('产物目录').map((r) => r.routePath)).toEqual(['/zh/config/output/dist-path']);
    expect(searcher.search('热更新')).toEqual([]);
  });

  it('handles mixed Chinese and English queries as AND', () => {
    expect(searcher.search('配置 distPath').map((r) => r.routePath)).toEqual(['/zh/config/output/dist-path']);
  });

  it('finds partial words and header hits with anchors', () => {
    const [page] = searcher.search('prox');
    expect(page.hits.find((h) => h.type === 'header')?.link).toBe('/guide/basic/server#proxy');
  });

  it('limits results and caches queries', () => {
    expect(searcher.search('the', 1)).toHaveLength(1);
    expect(searcher.search('DISTPATH')).toBe(searcher.search('DISTPATH'));
  });
});

describe('ranking and snippets', () => {
  const doc = (id: number, title: string, body: string) => ({ id, title, routePath: `/${id}`, content: `${title}\n${body}`, headers: [], toc: [] });
  const pages = new Searcher([
    doc(0, 'Convert px to rem', 'Set a root font size; rem units follow it.'),
    doc(1, 'performance.removeConsole', 'Remove console calls from the build.'),
    doc(
      2,
      'Environment variables',
      `Variables are read at build time. ${'Filler text here. '.repeat(20)}Use the PUBLIC_ prefix to expose variables to client code.`,
    ),
    doc(3, 'Build', 'The build writes files.'),
    doc(4, 'Server', 'The dev server serves files.'),
  ]);
  const routes = (q: string) => pages.search(q).map((r) => r.routePath);

  it('puts a whole word of the title above a title word that merely starts with it', () => {
    expect(routes('rem')).toEqual(['/0', '/1']);
  });

  it('puts a page with a heading that is exactly the query above pages that only mention it', () => {
    const api = new Searcher([
      {
        id: 0,
        title: 'Plugin API',
        routePath: '/api',
        headers: ['Hooks such as modifyConfig'],
        toc: [{ text: 'Hooks such as modifyConfig', id: 'hooks', depth: 2, charIndex: 11 }],
        content: 'Plugin API\nHooks such as modifyConfig\nCall modifyConfig, or modifyConfig again, or modifyConfig once more.',
      },
      {
        id: 1,
        title: 'Plugin hooks',
        routePath: '/hooks',
        headers: ['modifyConfig'],
        toc: [{ text: 'modifyConfig', id: 'modifyconfig', depth: 3, charIndex: 13 }],
        content: 'Plugin hooks\nmodifyConfig\nRuns before the config is used.',
      },
    ]);
    expect(api.search('modifyconfig').map((r) => r.routePath)).toEqual(['/hooks', '/api']);
  });

  it('does not require words that most pages have, but ranks pages that have them higher', () => {
    // "the" is in 4 of 5 pages: the page without it still answers "the rem".
    expect(routes('the rem')).toEqual(['/0', '/1']);
    expect(routes('the build')[0]).toBe('/3');
  });

  it('cuts the content snippet where the query words meet, not at the first of them', () => {
    const content = pages
      .search('expose client')
      .at(0)
      ?.hits.find((h) => h.type === 'content');
    expect(content?.statement).toContain('expose variables to client code');
    expect(content?.statement).not.toContain('read at build time');
  });

  it('highlights the word a misspelt query matched', () => {
    const [page] = pages.search('enviroment');
    expect(page.routePath).toBe('/2');
    const title = page.hits.find((h) => h.type === 'title');
    const hl = title?.highlightInfoList[0];
    expect(title?.statement.slice(hl?.start, (hl?.start ?? 0) + (hl?.length ?? 0))).toBe('Environment');
  });

  it('keeps the 100 most recently used queries', () => {
    const cache = new Searcher([doc(0, 'A', 'a')]);
    const first = cache.search('a');
    const second = cache.search('b');
    for (let i = 0; i < 98; i++) cache.search(`q${i}`);
    // Full now; using "a" again makes "b" the least recently used, so "b" goes next.
    expect(cache.search('a')).toBe(first);
    cache.search('one more');
    expect(cache.search('a')).toBe(first);
    expect(cache.search('b')).not.toBe(second);
  });
});

describe('helpers', () => {
  it('normalizes without changing offsets', () => {
    const text = 'Café… İstanbul ﬁle DistPath';
    expect(normalize(text)).toHaveLength(text.length);
    expect(normalize(text).startsWith('cafe…')).toBe(true);
  });

  it('counts CJK characters as 3 width units', () => {
    expect(textWidth('ab中文')).toBe(8);
  });

  it('cuts a snippet of about 100 units around the match', () => {
    const text = `${'a'.repeat(300)}MATCH${'b'.repeat(300)}`;
    const { statement, offset } = snippet(text, 300, 5);
    expect(textWidth(statement)).toBeGreaterThanOrEqual(100);
    expect(textWidth(statement)).toBeLessThanOrEqual(101);
    expect(statement.slice(offset, offset + 5)).toBe('MATCH');
  });

  it('splits queries into CJK runs and words, keeping the whole as a phrase', () => {
    expect(parseQuery('配置  Output.distPath')).toEqual({
      phrase: '配置 output.distpath',
      terms: [
        { text: '配置', script: 'cjk' },
        { text: 'output', script: 'latin' },
        { text: 'distpath', script: 'latin' },
      ],
    });
    expect(parseQuery('Ёлка и ель').terms).toEqual([
      { text: 'елка', script: 'cyrillic' },
      { text: 'и', script: 'cyrillic' },
      { text: 'ель', script: 'cyrillic' },
    ]);
  });
});
