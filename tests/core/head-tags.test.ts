import { describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import type { RouteMeta } from '#core/config/types.ts';
import { headTagHtml, headTagsFor } from '#core/ssg/head-tags.ts';

const route: RouteMeta = {
  routePath: '/zh/guide/start',
  lang: 'zh',
  version: '',
  relativePath: 'zh/guide/start.mdx',
  absolutePath: '/p/docs/zh/guide/start.mdx',
};

describe('head entries, as Rspress 2 writes them', () => {
  it('writes a tuple as an element, void elements without a closing tag, attributes escaped', () => {
    expect(headTagHtml(['meta', { name: 'x', content: 'a "b" <c>' }])).toBe('<meta name="x" content="a &quot;b&quot; &lt;c&gt;">');
    expect(headTagHtml(['script', { src: '/a.js', defer: '' }])).toBe('<script src="/a.js" defer=""></script>');
  });

  it('runs a function for each route, and leaves it out of the 404 page', () => {
    const head = resolveConfig({
      head: [
        '<meta name="a">',
        ['link', { rel: 'me', href: 'https://x.test' }],
        (r) => (r.lang === 'zh' ? ['meta', { name: 'page', content: r.routePath }] : undefined),
        (r) => `<meta name="file" content="${r.relativePath}">`,
      ],
    }).head;
    expect(headTagsFor(head, route)).toEqual([
      '<meta name="a">',
      '<link rel="me" href="https://x.test">',
      '<meta name="page" content="/zh/guide/start">',
      '<meta name="file" content="zh/guide/start.mdx">',
    ]);
    expect(headTagsFor(head, { ...route, lang: 'en', routePath: '/guide/start' })).toHaveLength(3);
    expect(headTagsFor(head, undefined)).toEqual(['<meta name="a">', '<link rel="me" href="https://x.test">']);
  });

  it('names the entry and the route when a function returns something else', () => {
    expect(() => headTagsFor([() => 3 as unknown as string], route)).toThrow(/head\[0\] returned number for \/zh\/guide\/start/);
  });
});
