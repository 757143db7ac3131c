import { describe, expect, it } from 'vitest';
import { findDeadLinks, formatDeadLinks } from '../../packages/core/src/pages/check-links';
import type { PageData } from '../../packages/runtime/src/shared/types';

const page = (routePath: string, ids: string[]): PageData => ({
  routePath, lang: 'en', version: '', title: '', description: '', frontmatter: {}, pageType: 'doc',
  toc: ids.map((id) => ({ text: id, id, depth: 2, charIndex: 0 })), _relativePath: '', pagePath: '',
});

const link = (url: string, line = 1) => ({ url, line, column: 1 });

describe('findDeadLinks', () => {
  const sources = [
    {
      file: 'docs/en/a.mdx',
      page: page('/a', ['intro']),
      links: [
        link('/b'), link('/b/'), link('/b#usage'), link('#intro'), link('https://example.com/x'), link('./img.png'),
        link('/old', 2), link('/logo.svg', 3),
        link('/missing', 4), link('/b#nope', 5), link('#nothing', 6),
      ],
    },
    { file: 'docs/en/b.mdx', page: page('/b', ['usage']), links: [] },
  ];
  const dead = findDeadLinks(sources, { isRedirect: (p) => p === '/old', isPublicFile: (p) => p === '/logo.svg' });

  it('reports missing pages and anchors with file and line, nothing else', () => {
    expect(dead.map((d) => `${d.line} ${d.url} ${d.reason}`)).toEqual([
      '4 /missing no page at this address',
      '5 /b#nope no heading #nope on /b',
      '6 #nothing no heading #nothing on this page',
    ]);
    expect(formatDeadLinks(dead)).toContain('docs/en/a.mdx:4:1: dead link /missing (no page at this address)');
  });
});

describe('links that run script or carry broken escapes', () => {
  const sources = [
    {
      file: 'docs/en/a.mdx',
      page: page('/a', ['intro']),
      links: [link('javascript:alert(1)', 1), link(' JavaScript:void(0)', 2), link('vbscript:msgbox', 3), link('#%E0%A4%A', 4), link('https://example.com/', 5)],
    },
  ];

  it('reports javascript: and vbscript: links as dead, and a malformed anchor escape without throwing', () => {
    expect(findDeadLinks(sources).map((d) => `${d.line} ${d.reason}`)).toEqual([
      '1 a link may not run script',
      '2 a link may not run script',
      '3 a link may not run script',
      '4 no heading #%E0%A4%A on this page',
    ]);
  });
});
