import { describe, expect, test } from 'vitest';
import { refuseContentScripts, scriptTagIn } from '#core/ssg/content-scripts.ts';
import { documentScriptHashes, scriptHashesOf } from '#core/ssg/csp.ts';
import { holdsTag } from '#core/ssg/tag-scan.ts';
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
    ['a script among characters of several bytes', '<p>简体中文</p><Script>x()</Script>', '<Script>'],
  ])('%s', (_name, html, tag) => {
    expect(scriptTagIn(html)).toBe(tag);
    // The check on bytes decodes the page only when it may hold one, and agrees with the string's.
    const bytes = utf8(html);
    if (tag) expect(() => refuseContentScripts(bytes, 'x')).toThrow(`contains ${tag}`);
    else expect(() => refuseContentScripts(bytes, 'x')).not.toThrow();
  });
});

const utf8 = (html: string) => new Uint8Array(Buffer.from(html));

describe('holdsTag', () => {
  test.each<[string, boolean]>([
    ['<p>a</p>', false],
    ['<p>&lt;script&gt; 简体中文</p>', false],
    ['<p>TypeScript and javascript:</p>', false],
    ['<SCRIPT>', true],
    ['a</ScRiPt >', true],
    ['<script', true],
    ['<scrip', false],
  ])('%s', (html, held) => {
    expect(holdsTag(utf8(html), ['script'])).toBe(held);
  });
});

describe('documentScriptHashes', () => {
  const start = '<!DOCTYPE html><head><script>head()</script><script defer src="/a.js"></script></head><body><div id="root">';
  const end = '</div></body></html>';
  test.each(['<p>简体中文</p>', '<p>a</p><script>page()</script>', '<p>a</p></script>'])('%s: the same hashes as the whole document', (app) => {
    const document = utf8(`${start}${app}${end}`);
    expect(documentScriptHashes(start, utf8(app), document)).toEqual(scriptHashesOf(`${start}${app}${end}`));
  });

  test('a script the start leaves open, closed in the app HTML', () => {
    const open = start.replace('</head>', '<script>open(');
    const app = ');</script><p>a</p>';
    expect(documentScriptHashes(open, utf8(app), utf8(`${open}${app}${end}`))).toEqual(scriptHashesOf(`${open}${app}${end}`));
  });
});

describe('refuseContentScripts', () => {
  test('fails a page whose expression renders a script, naming the file', async () => {
    const page = await compile('# Page\n\n<div dangerouslySetInnerHTML={{ __html: "<script>window.x = 1</script>" }} />\n');
    const html = await renderCompiled(page.code);
    expect(() => refuseContentScripts(utf8(html), 'docs/en/guide/page.mdx')).toThrow(
      'docs/en/guide/page.mdx: the rendered page contains <script>, put there by an expression (such as dangerouslySetInnerHTML); set markdown.allowInlineScripts: true in the site config to allow it',
    );
  });

  test('lets ordinary content through', async () => {
    const page = await compile('# Page\n\nText about `<script>` tags.\n\n```html\n<script>x</script>\n<iframe srcdoc="y"></iframe>\n```\n');
    const html = await renderCompiled(page.code);
    expect(() => refuseContentScripts(utf8(html), 'x')).not.toThrow();
    expect(() => refuseContentScripts(new Uint8Array(), 'x')).not.toThrow();
  });
});
