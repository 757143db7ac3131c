/** `.md` pages are Markdown (CommonMark, GFM, raw HTML), as Rspress 2 compiles them; `.mdx` pages are MDX. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Element, ElementContent, Properties, Root, RootContent, Text } from 'hast';
import { compileMdx } from '#core/markdown/compile.ts';
import { needsHtmlParse } from '#core/markdown/rehype-raw-html.ts';
import { compile, rejection, renderCompiled } from './helpers/mdx.ts';

const md = { filePath: '/site/docs/en/guide/page.md', relativePath: 'en/guide/page.md' };

describe('.md pages are Markdown', () => {
  test.each([
    ['a comment', 'Text <!-- a note for writers --> more.\n', '<p>Text  more.</p>'],
    ['a bare brace', 'An object: { a: 1 } and a }.\n', '<p>An object: { a: 1 } and a }.</p>'],
    [
      'raw HTML as elements',
      '<details><summary>More</summary>\n\nHidden **text**.\n\n</details>\n',
      '<details><summary>More</summary>\n<p>Hidden <strong>text</strong>.</p>\n</details>',
    ],
    ['an unclosed tag as HTML does', 'Line one<br>\nline two.\n', '<p>Line one<br/>\nline two.</p>'],
    ['a lower-case name with a brace', '<span class="x">{not an expression}</span>\n', '<p><span class="x">{not an expression}</span></p>'],
  ])('%s', async (_name, source, html) => {
    const page = await compile(source, md);
    expect(await renderCompiled(page.code)).toBe(html);
  });

  test('the same text is an MDX error in .mdx and with markdown.format: "mdx"', async () => {
    await expect(compile('An object: { a: 1 } and a }.\n')).rejects.toThrow(/page\.mdx:1:/);
    await expect(compile('An object: { a: 1 } and a }.\n', { ...md, format: 'mdx' })).rejects.toThrow(/page\.md:1:/);
  });

  test('heading ids, explicit ids, containers, code blocks with meta, and the outline work as in .mdx', async () => {
    const source =
      '# Title\n\n## Setup {#setup-id}\n\n## The `config` <code>raw</code>\n\n:::tip{title="Hint"}\nA tip.\n:::\n\n> [!INFO]\n> Info.\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n';
    const page = await compile(source, md);
    // The raw tags add nothing to the id and the text between them counts, as in Rspress's `.md` pages.
    expect(page.anchors).toEqual(['title', 'setup-id', 'the-config-raw']);
    expect(page.toc.map((t) => t.text)).toEqual(['Setup', 'The config raw']);
    const html = await renderCompiled(page.code);
    expect(html).toContain('<aside data-type="tip" data-title="Hint"><p>A tip.</p></aside>');
    expect(html).toContain('<aside data-type="info"><p>Info.</p></aside>');
    expect(html).toMatch(/<figure data-lang="ts" data-title="a.ts">.*class="line highlighted"/s);
    expect(page.usesModules).toBe(false);
  });

  test('a <script> or srcdoc in raw HTML is refused at its place unless inline scripts are allowed', async () => {
    const error = await rejection(compile('Text.\n\n<script>alert(1)</script>\n', md));
    expect(error.message).toMatch(/^\/site\/docs\/en\/guide\/page\.md:3:1: a <script> element in content runs/);
    const srcdoc = await rejection(compile('<iframe srcdoc="<b>x</b>"></iframe>\n', md));
    expect(srcdoc.message).toMatch(/page\.md:1:1: the srcdoc of <iframe>/);
    const allowed = await compile('<script>alert(1)</script>\n', { ...md, allowInlineScripts: true });
    expect(await renderCompiled(allowed.code)).toContain('<script>alert(1)</script>');
  });

  test('links and raw <img> sources are collected for the link check', async () => {
    const page = await compile('See [the guide](./other.md).\n\n<img src="/logo.png" alt="">\n', md);
    expect(page.links.map((l) => [l.url, l.kind, l.position?.line])).toEqual([
      ['/guide/other', 'link', 1],
      ['/logo.png', 'image', 3],
    ]);
  });
});

describe('a raw <img> beside a .md page', () => {
  let site: string;
  beforeAll(async () => {
    site = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-md-'));
    await fs.mkdir(path.join(site, 'docs/en'), { recursive: true });
    await fs.writeFile(path.join(site, 'docs/en/chart.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  });
  afterAll(() => fs.rm(site, { recursive: true, force: true }));

  test('is published like a Markdown image', async () => {
    const filePath = path.join(site, 'docs/en/page.md');
    const options = { filePath, relativePath: 'en/page.md', projectRoot: site, lang: 'en', langs: ['en'], defaultLang: 'en' };
    const page = await compileMdx('<img src="./chart.png" alt="Chart">\n', options);
    expect(page.images).toEqual([
      { source: path.join(site, 'docs/en/chart.png'), file: expect.stringMatching(/^static\/image\/chart\.\w{8}\.png$/) },
    ]);
    expect(await renderCompiled(page.code)).toMatch(/<img src="\/static\/image\/chart\.\w{8}\.png" alt="Chart"\/>/);
  });
});

describe('a .md page without raw HTML skips the HTML parser', () => {
  // A comment is raw HTML that leaves nothing behind, so the same text with one goes through the parser.
  const parsed = (source: string) => compile(`${source}\n<!-- parsed -->\n`, md);

  test.each([
    [
      'text, emphasis, a link, an image, code and a table',
      '# Page\n\nPlain **bold**, `code`, [a link](./other.md), ![an image](https://example.com/a.png).\n\n```ts {1}\nconst a = 1;\n```\n\n| a | b |\n| :- | -: |\n| x | y |\n',
    ],
    ['a container, a blockquote and lists', ':::tip\nA tip.\n:::\n\n> Quoted\n> - item\n\n1. one\n2. two\n'],
    ['a footnote', 'Text[^1].\n\n[^1]: The note.\n'],
    ['a hard break', 'Line  \nbreak.\n'],
    ['a task list', '- [ ] to do\n- [x] done\n'],
  ])('%s: the same page as through the parser', async (_name, source) => {
    const [page, viaParser] = await Promise.all([compile(source, md), parsed(source)]);
    // The comment's own line break between blocks is all the second page adds.
    const html = async (code: string) => (await renderCompiled(code)).replace(/\n+/g, '\n').trimEnd();
    expect(await html(page.code)).toBe(await html(viaParser.code));
    // Which of the two compiles highlighted a block first (the other took it from the memo) does not matter.
    expect({ ...page, code: '', highlighted: [] }).toEqual({ ...viaParser, code: '', highlighted: [] });
  });

  test('only raw HTML, text nodes side by side or a true property need the parser', () => {
    const text = (value: string): Text => ({ type: 'text', value });
    const element = (properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName: 'p', properties, children });
    const root = (...children: RootContent[]): Root => ({ type: 'root', children });
    expect(needsHtmlParse(root(element({ className: ['a'], start: 2 }, [text('a'), element({}), text('b')])))).toBe(false);
    expect(needsHtmlParse(root(element({}, [{ type: 'raw', value: '<br>' }])))).toBe(true);
    expect(needsHtmlParse(root(element({}, [text('a'), text('b')])))).toBe(true);
    expect(needsHtmlParse(root(element({ dataFootnoteRef: true })))).toBe(true);
  });
});
