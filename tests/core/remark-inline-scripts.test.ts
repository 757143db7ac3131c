import { describe, expect, test } from 'vitest';
import { parseMdx } from '#core/markdown/parse.ts';
import { findInlineScripts } from '#core/markdown/remark-inline-scripts.ts';
import { compile, rejection, renderCompiled } from './helpers/mdx.ts';

const found = (source: string) =>
  findInlineScripts(parseMdx(source, 'page.mdx')).map((use) => [use.reason, use.position?.line, use.position?.column]);

describe('findInlineScripts', () => {
  test.each<[string, string, Array<[string, number, number]>]>([
    ['a script element', 'Text\n\n<script>window.x = 1</script>\n', [["a <script> element in content runs in every reader's browser", 3, 1]]],
    [
      'any lowercase-led casing',
      'A <scRIPT src="/x.js"></scRIPT> inline\n',
      [["a <scRIPT> element in content runs in every reader's browser", 1, 3]],
    ],
    ['a script with src', '<script src="https://example.com/a.js" />\n', [["a <script> element in content runs in every reader's browser", 1, 1]]],
    [
      'nested in other markup',
      '<div>\n  <p>\n    <script>{"x"}</script>\n  </p>\n</div>\n',
      [["a <script> element in content runs in every reader's browser", 3, 5]],
    ],
    [
      'an iframe srcdoc',
      'See <iframe srcdoc="<b>x</b>" /> here\n',
      [["the srcdoc of <iframe> is a document that can run script with the site's origin", 1, 13]],
    ],
    [
      'a React-cased srcDoc',
      '<iframe title="t" srcDoc={"<script>1</script>"} />\n',
      [["the srcDoc of <iframe> is a document that can run script with the site's origin", 1, 19]],
    ],
    [
      'several, in document order',
      '<script>1</script>\n\n<iframe srcdoc="x" />\n',
      [
        ["a <script> element in content runs in every reader's browser", 1, 1],
        ["the srcdoc of <iframe> is a document that can run script with the site's origin", 3, 9],
      ],
    ],
  ])('finds %s', (_name, source, expected) => {
    expect(found(source)).toEqual(expected);
  });

  test.each([
    ['a code block', '```html\n<script>window.x = 1</script>\n```\n'],
    ['inline code', 'Use `<script>` tags.\n'],
    ['escaped text', '&lt;script&gt;window.x=1&lt;/script&gt;\n'],
    ['a component named Script', '<Script src="/a.js" />\n'],
    ['an iframe with src only', '<iframe src="https://example.com" title="x" />\n'],
    ['event handlers and javascript: URLs, which React drops or neutralises', '<a href="javascript:x()" onclick="x()">a</a>\n'],
  ])('ignores %s', (_name, source) => {
    expect(found(source)).toEqual([]);
  });
});

describe('inline scripts in compiled pages', () => {
  test('are an error naming the file, line and column, and the config field', async () => {
    const error = await rejection(compile('# Page\n\nText.\n\n<script>window.__a = 1</script>\n'));
    expect(error.message).toBe(
      "/site/docs/en/guide/page.mdx:5:1: a <script> element in content runs in every reader's browser; set markdown.allowInlineScripts: true in the site config to allow it",
    );
  });

  test('reach the page when the site allows them', async () => {
    const page = await compile('# Page\n\n<script>window.__a = 1</script>\n', { allowInlineScripts: true });
    expect(await renderCompiled(page.code)).toBe('<h1 id="page">Page</h1>\n<script>window.__a = 1</script>');
  });
});
