import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countDeadLinks, findDeadLinks, formatDeadLinks } from '#core/pages/check-links.ts';
import { existsInside } from '#core/utils/project-boundary.ts';
import { docPage as page } from './helpers/page-data.ts';

const link = (url: string, line = 1) => ({ url, position: { line, column: 1 }, kind: 'link' as const });
const image = (url: string, line = 1) => ({ url, position: { line, column: 1 }, kind: 'image' as const });

describe('findDeadLinks', () => {
  const sources = [
    {
      file: 'docs/en/a.mdx',
      page: page('/a', ['intro']),
      links: [
        link('/b'),
        link('/b/'),
        link('/b#usage'),
        link('#intro'),
        link('https://example.com/x'),
        link('./img.png'),
        link('/old', 2),
        link('/logo.svg', 3),
        link('/missing', 4),
        link('/b#nope', 5),
        link('#nothing', 6),
      ],
    },
    { file: 'docs/en/b.mdx', page: page('/b', ['usage']), links: [] },
  ];
  const dead = findDeadLinks(sources, { isRedirect: (p) => p === '/old', isPublicFile: (p) => p === '/logo.svg' });

  it('reports missing pages and anchors with file and line, nothing else', () => {
    expect(dead.map((d) => `${d.position?.line} ${d.url} ${d.reason}`)).toEqual([
      '4 /missing no page at this address',
      '5 /b#nope no heading #nope on /b',
      '6 #nothing no heading #nothing on this page',
    ]);
    expect(formatDeadLinks(dead)).toContain('docs/en/a.mdx:4:1: dead link /missing (no page at this address)');
  });
});

describe('links a Markdown plugin made', () => {
  it('are checked like written ones and reported at their page, named as made by a plugin', () => {
    const sources = [{ file: 'docs/en/a.mdx', page: page('/a', []), links: [{ url: '/no/such/page', kind: 'link' as const }, link('/missing', 3)] }];
    const dead = findDeadLinks(sources);
    expect(formatDeadLinks(dead).split('\n')).toEqual([
      '  docs/en/a.mdx: dead link /no/such/page, made by a Markdown plugin (no page at this address; it is in no line of the file)',
      '  docs/en/a.mdx:3:1: dead link /missing (no page at this address)',
    ]);
  });
});

describe('anchors and files the build writes', () => {
  it('every heading id a page renders is an anchor, h1 included; files the build writes are targets', () => {
    const sources = [
      {
        file: 'docs/en/a.mdx',
        page: page('/a', []),
        anchors: ['intro', 'deep'],
        links: [
          link('#intro', 1),
          link('/b#title', 2),
          link('/llms.txt', 3),
          link('/zh/feeds/news.rss.xml', 4),
          link('/other.txt', 5),
          link('/b#gone', 6),
        ],
      },
      { file: 'docs/en/b.mdx', page: page('/b', ['usage']), anchors: ['title', 'usage'], links: [] },
    ];
    const outputs = new Set(['/llms.txt', '/zh/feeds/news.rss.xml']);
    const dead = findDeadLinks(sources, { isSiteOutput: (p) => outputs.has(p) });
    expect(dead.map((d) => `${d.position?.line} ${d.reason}`)).toEqual(['5 no page at this address', '6 no heading #gone on /b']);
  });
});

describe('links that run script or carry broken escapes', () => {
  const sources = [
    {
      file: 'docs/en/a.mdx',
      page: page('/a', ['intro']),
      links: [
        link('javascript:alert(1)', 1),
        link(' JavaScript:void(0)', 2),
        link('vbscript:msgbox', 3),
        link('#%E0%A4%A', 4),
        link('https://example.com/', 5),
      ],
    },
  ];

  it('reports javascript: and vbscript: links as dead, and a malformed anchor escape without throwing', () => {
    expect(findDeadLinks(sources).map((d) => `${d.position?.line} ${d.reason}`)).toEqual([
      '1 a link may not run script',
      '2 a link may not run script',
      '3 a link may not run script',
      '4 no heading #%E0%A4%A on this page',
    ]);
  });
});

describe('links that climb out of the public folder or were left relative', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-links-'));
  const publicDir = path.join(project, 'docs/public');
  fs.mkdirSync(path.join(publicDir, 'img'), { recursive: true });
  fs.writeFileSync(path.join(project, 'package.json'), '{}');
  fs.writeFileSync(path.join(publicDir, 'logo.svg'), '');
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));
  const targets = { isPublicFile: (p: string) => existsInside(publicDir, p), isProjectFile: (p: string) => existsInside(project, p) };
  const sources = [
    {
      file: 'docs/zh/guide/a.mdx',
      page: page('/zh/guide/a', []),
      links: [
        link('/../../package.json', 1),
        link('/zh/public/../../package.json', 2),
        link('/%2e%2e/%2E%2E/package.json', 3),
        link('/%2e%2e%2f%2e%2e%2fpackage.json', 4),
        link('/img/..%2f..%2f..%2fpackage.json', 5),
        link('/x/../logo.svg', 6),
        link('/%6Cogo.svg', 7),
        // What the compiler leaves relative: out of the language folders.
        link('../../../../etc/passwd', 8),
        link('../../../../zh/guide/b#usage', 9),
        link('../../../../zh/guide/b#nope', 10),
      ],
    },
    { file: 'docs/zh/guide/b.mdx', page: page('/zh/guide/b', ['usage']), links: [] },
  ];

  it('resolve as a browser would and never find a file outside the public folder', () => {
    expect(findDeadLinks(sources, targets).map((d) => `${d.position?.line} ${d.reason}`)).toEqual([
      '1 no page at /package.json',
      '2 no page at /package.json',
      '3 no page at /package.json',
      '4 no page at this address',
      '5 no page at this address',
      '8 no page at /etc/passwd',
      '10 no heading #nope on /zh/guide/b',
    ]);
  });
});

describe('images', () => {
  const sources = [
    {
      file: 'docs/en/guide/a.mdx',
      page: page('/guide/a', []),
      links: [
        image('/logo.svg', 1),
        image('/missing.png', 2),
        image('./shot.png?v=2', 3),
        image('./missing.png', 4),
        image('https://example.com/x.png', 5),
        image('data:image/png;base64,AAAA', 6),
        image('//cdn.example.com/x.png', 7),
        image('../../../../../../etc/passwd', 8),
        image('/../../package.json', 9),
        link('/missing.png', 10),
      ],
    },
  ];
  const dead = findDeadLinks(sources, { isPublicFile: (p) => p === '/logo.svg', isProjectFile: (p) => p === 'docs/en/guide/shot.png' });

  it('must be files in the public folder or beside the page; external ones are not checked', () => {
    expect(dead.map((d) => `${d.position?.line} ${d.kind} ${d.reason}`)).toEqual([
      '2 image no such file in the public folder',
      '4 image no file docs/en/guide/missing.png',
      '8 image no file etc/passwd',
      '9 image no such file in the public folder',
      '10 link no page at this address',
    ]);
    expect(countDeadLinks(dead)).toBe('1 dead link and 4 missing images');
    expect(formatDeadLinks(dead)).toContain('docs/en/guide/a.mdx:2:1: missing image /missing.png (no such file in the public folder)');
  });
});
