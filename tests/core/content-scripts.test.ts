import { describe, expect, test } from 'vitest';
import { refuseContentScripts, scriptTagIn } from '#core/ssg/content-scripts.ts';
import { compile, renderCompiled } from './helpers/mdx.ts';

describe('scriptTagIn', () => {
  test.each<[string, string, string | undefined]>([
    ['an inline script', '<p>a</p><script>window.x=1</script>', '<script>'],
    ['a script with src, any casing', '<div><SCRIPT SRC="/a.js"></SCRIPT></div>', '<SCRIPT SRC="/a.js">'],
    ['a module script', '<script type="module">import "/a.js"</script>', '<script type="module">'],
    ['an iframe srcdoc', '<iframe title="t" srcdoc="&lt;b&gt;x&lt;/b&gt;"></iframe>', '<iframe title="t" srcdoc="&lt;b&gt;x&lt;/b&gt;">'],
    ['a JSON-LD block (data, not code)', '<script type="application/ld+json">{"a":1}</script>', undefined],
    ['an iframe with src', '<iframe src="https://example.com"></iframe>', undefined],
    ['escaped text about scripts', '<p>&lt;script&gt;x&lt;/script&gt; and srcdoc="x"</p><pre><code>&lt;iframe srcdoc&gt;</code></pre>', undefined],
    ['a <scripts> element', '<scripts></scripts>', undefined],
  ])('%s', (_name, html, tag) => {
    expect(scriptTagIn(html)).toBe(tag);
  });
});

describe('refuseContentScripts', () => {
  test('fails a page whose expression renders a script, naming the file', async () => {
    const page = await compile('# Page\n\n<div dangerouslySetInnerHTML={{ __html: "<script>window.x = 1</script>" }} />\n');
    const html = await renderCompiled(page.code);
    expect(() => refuseContentScripts(html, 'docs/en/guide/page.mdx')).toThrow(
      'docs/en/guide/page.mdx: the rendered page contains <script>, put there by an expression (such as dangerouslySetInnerHTML); set markdown.allowInlineScripts: true in the site config to allow it',
    );
  });

  test('lets ordinary content through', async () => {
    const page = await compile('# Page\n\nText about `<script>` tags.\n\n```html\n<script>x</script>\n<iframe srcdoc="y"></iframe>\n```\n');
    const html = await renderCompiled(page.code);
    expect(() => refuseContentScripts(html, 'x')).not.toThrow();
    expect(() => refuseContentScripts('', 'x')).not.toThrow();
  });
});
