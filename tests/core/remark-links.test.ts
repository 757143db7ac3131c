import { describe, expect, test } from 'vitest';
import { rewriteLink } from '#core/markdown/remark-links.ts';
import { compile, renderMdx, zhOptions } from './helpers/mdx.ts';

const en = { relativePath: 'en/guide/basic/cli.mdx', lang: 'en', langs: ['en', 'zh'], defaultLang: 'en' };
const zh = { relativePath: 'zh/guide/basic/cli.mdx', lang: 'zh', langs: ['en', 'zh'], defaultLang: 'en' };
/** A page of a site of one language: no language folder, no prefix. */
const one = { relativePath: 'guide/basic/cli.mdx', lang: 'zh', langs: ['zh'], defaultLang: 'zh' };

describe('rewriteLink', () => {
  test.each([
    // relative links to content files become routes of the same language
    ['./x.mdx', en, '/guide/basic/x'],
    ['./x.mdx', zh, '/zh/guide/basic/x'],
    ['x.md', zh, '/zh/guide/basic/x'],
    ['../start/index.mdx', en, '/guide/start/'],
    ['../start/index.mdx', zh, '/zh/guide/start/'],
    ['../../index.mdx', zh, '/zh/'],
    ['../../index.mdx', en, '/'],
    ['./x.mdx#usage', zh, '/zh/guide/basic/x#usage'],
    ['./x.mdx?tab=1#a', en, '/guide/basic/x?tab=1#a'],
    ['../../../en/guide/a.mdx', zh, '/guide/a'],
    // absolute routes get the page's language prefix
    ['/config/x', en, '/config/x'],
    ['/config/x', zh, '/zh/config/x'],
    ['/config/x#anchor', zh, '/zh/config/x#anchor'],
    ['/config/x.mdx', zh, '/zh/config/x'],
    ['/config/index.mdx', zh, '/zh/config/'],
    ['/config/index', zh, '/zh/config/'],
    ['/', zh, '/zh/'],
    ['/', en, '/'],
    // a language prefix stays (the default language has none); external links, anchors and assets are left alone
    ['/zh/config/x', zh, '/zh/config/x'],
    ['/en/config/x', zh, '/config/x'],
    ['/en/guide/start/getting-started.mdx', zh, '/guide/start/getting-started'],
    ['/en/index.mdx', zh, '/'],
    ['/en', en, '/'],
    ['/en/guide/start/getting-started.html', zh, '/guide/start/getting-started.html'],
    ['/en/logo.png', zh, '/en/logo.png'],
    ['/zh/config/x', en, '/zh/config/x'],
    // a link that names its language loses the file extension like any other
    ['/zh/guide/x.mdx', zh, '/zh/guide/x'],
    ['/zh/guide/x.md#a', en, '/zh/guide/x#a'],
    ['/zh/guide/index.mdx', zh, '/zh/guide/'],
    ['https://rsbuild.rs/config', zh, 'https://rsbuild.rs/config'],
    ['http://example.com/a.mdx', zh, 'http://example.com/a.mdx'],
    ['//cdn.example.com/x', zh, '//cdn.example.com/x'],
    ['mailto:a@b.c', zh, 'mailto:a@b.c'],
    ['#section', zh, '#section'],
    ['', zh, ''],
    ['/logo.svg', zh, '/logo.svg'],
    ['/assets/file.png', zh, '/assets/file.png'],
    ['./image.png', zh, './image.png'],
    // relative links without an extension are pages too, like the `.md`/`.mdx` ones
    ['./other', zh, '/zh/guide/basic/other'],
    ['./other', en, '/guide/basic/other'],
    ['other#usage', en, '/guide/basic/other#usage'],
    ['../start/quick-start#no-such-anchor', en, '/guide/start/quick-start#no-such-anchor'],
    ['../start/quick-start#no-such-anchor', zh, '/zh/guide/start/quick-start#no-such-anchor'],
    ['./sub/', zh, '/zh/guide/basic/sub/'],
    ['.', en, '/guide/basic/'],
    ['..', zh, '/zh/guide/'],
    // a site of one language has its pages directly in the docs folder
    ['./x.mdx', one, '/guide/basic/x'],
    ['../start/index.mdx#a', one, '/guide/start/#a'],
    ['../../index.md', one, '/'],
    ['./other', one, '/guide/basic/other'],
    ['/config/x.mdx', one, '/config/x'],
    ['../../../outside.md', one, '../../../outside.md'],
    ['../../', en, '/'],
    ['../../../zh/guide/x', en, '/zh/guide/x'],
    ['?tab=1', en, '?tab=1'],
    // relative links out of the language folders stay as written (the link check resolves them)
    ['../../../../etc/passwd', en, '../../../../etc/passwd'],
    ['../../../public/x', zh, '../../../public/x'],
    ['../../../../x.mdx', en, '../../../../x.mdx'],
    // climbing above the root is left to the browser's resolution
    ['/../../package.json', zh, '/../../package.json'],
    ['/public/../../x', zh, '/zh/public/../../x'],
  ])('%j in %o → %j', (url, opts, expected) => {
    expect(rewriteLink(url, opts)).toBe(expected);
  });
});

describe('links in compiled pages', () => {
  test('a zh page rewrites relative, absolute and reference links, and leaves external ones', async () => {
    const html = await renderMdx(
      ['[rel](./x.mdx) [abs](/config/x) [ext](https://example.com/config/x) [hash](#h) [ref][r]', '', '[r]: ../start/index.md'].join('\n'),
      zhOptions(),
    );
    expect(html).toBe(
      '<p><a href="/zh/guide/x">rel</a> <a href="/zh/config/x">abs</a> <a href="https://example.com/config/x">ext</a> <a href="#h">hash</a> <a href="/zh/start/">ref</a></p>',
    );
  });

  test('an en page keeps unprefixed routes', async () => {
    expect(await renderMdx('[rel](./x.mdx) [abs](/config/x)')).toBe('<p><a href="/guide/x">rel</a> <a href="/config/x">abs</a></p>');
  });
});

describe('links and images collected for the check', () => {
  test('Markdown images, <img> written as JSX (block and inline) and links, each with its position', async () => {
    const page = await compile(
      [
        '# Page',
        '',
        '![shot](/missing.png) [next](./other)',
        '',
        '<img src="/missing-jsx.png" alt="" />',
        '',
        'Inline <img src="./beside.png" alt="" /> and <img src={dynamic} alt="" /> and <span>not an image</span>.',
        '',
        'export const dynamic = "/x.png";',
      ].join('\n'),
    );
    expect(page.links).toEqual([
      { url: '/missing.png', kind: 'image', position: { line: 3, column: 1 } },
      { url: '/guide/other', kind: 'link', position: { line: 3, column: 23 } },
      { url: '/missing-jsx.png', kind: 'image', position: { line: 5, column: 1 } },
      { url: './beside.png', kind: 'image', position: { line: 7, column: 8 } },
    ]);
  });
});
