import type { Heading } from 'mdast';
import { describe, expect, test } from 'vitest';
import { escapeHeadingIds, takeExplicitId } from '#core/markdown/heading-ids.ts';
import { compile, importFromCore, rejection, renderCompiled } from './helpers/mdx.ts';

describe('escapeHeadingIds', () => {
  test.each([
    ['## 标题 {#custom-id}', '## 标题 \\{#custom-id}'],
    ['# Title {#t}', '# Title \\{#t}'],
    ['###### Six {#six}  ', '###### Six \\{#six}  '],
    ['   ## Indented {#ind}', '   ## Indented \\{#ind}'],
    ['## A\n\n## B {#b}\ntext {#not-heading}', '## A\n\n## B \\{#b}\ntext {#not-heading}'],
    ['    ## code block {#x}', '    ## code block {#x}'],
    ['## no id', '## no id'],
    ['## id with space {#a b}', '## id with space {#a b}'],
    ['##no-space {#x}', '##no-space {#x}'],
    ['## mid {#x} text', '## mid {#x} text'],
    ['## Already escaped \\{#esc}', '## Already escaped \\{#esc}'],
    ['# 标题 \\{#t}', '# 标题 \\{#t}'],
  ])('%j', (input, output) => {
    expect(escapeHeadingIds(input)).toBe(output);
  });

  test('keeps line count', () => {
    const source = '# A {#a}\n\n## B {#b}\n\ntext\n';
    expect(escapeHeadingIds(source).split('\n')).toHaveLength(source.split('\n').length);
  });
});

describe('takeExplicitId', () => {
  const heading = (...values: string[]): Heading => ({
    type: 'heading',
    depth: 2,
    children: values.map((value) => ({ type: 'text', value })),
  });

  test.each<[string[], string | undefined, string[]]>([
    [['标题 {#custom-id}'], 'custom-id', ['标题']],
    [['Title{#t}'], 't', ['Title']],
    [['Title {#t}  '], 't', ['Title']],
    [['{#only}'], 'only', []],
    [['no id'], undefined, ['no id']],
    [['a', 'b {#x}'], 'x', ['a', 'b']],
    [['x {#a} y'], undefined, ['x {#a} y']],
  ])('%j → %j', (values, id, rest) => {
    const node = heading(...values);
    expect(takeExplicitId(node)).toBe(id);
    expect(node.children.map((c) => (c as { value: string }).value)).toEqual(rest);
  });
});

describe('heading ids in compiled pages', () => {
  test('explicit id is used by the heading and by the TOC', async () => {
    const page = await compile('# Page\n\n## 标题 {#custom-id}\n\ntext\n');
    expect(page.toc).toEqual([{ text: '标题', id: 'custom-id', depth: 2, charIndex: expect.any(Number) }]);
    const html = await renderCompiled(page.code);
    expect(html).toContain('<h2 id="custom-id">标题</h2>');
    expect(html).not.toContain('{#');
  });

  test('the escaped form Rspress trees use, `\\{#id}`, is the same explicit id', async () => {
    const page = await compile('# Intro \\{#intro}\n\n## 标题 \\{#custom-id}\n');
    expect(page.title).toBe('Intro');
    expect(page.toc.map((t) => t.id)).toEqual(['custom-id']);
    expect(await renderCompiled(page.code)).toBe('<h1 id="intro">Intro</h1>\n<h2 id="custom-id">标题</h2>');
  });

  test('anchors: every heading id the page renders, h1 and h5 included', async () => {
    const page = await compile('# Intro\n\n## A {#a}\n\n##### Deep\n');
    expect(page.anchors).toEqual(['intro', 'a', 'deep']);
    expect(page.toc.map((t) => t.id)).toEqual(['a']);
  });

  test('anchors: the ids footnotes and elements written in the page carry, which a link may name as it may a heading', async () => {
    const md = { filePath: '/site/docs/page.md', relativePath: 'page.md' };
    const footnotes = await compile('Text with a note[^1].\n\n[^1]: The note.\n', md);
    expect(footnotes.anchors).toEqual(['user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
    const mdx = await compile('# Intro\n\n<div id="target">x</div>\n\n<a id={"dynamic"} />\n');
    expect(mdx.anchors).toEqual(['intro', 'target']);
  });

  test('explicit id on a heading with inline code and emphasis', async () => {
    const page = await compile('## The `build` *command* {#build-cmd}\n');
    expect(page.toc).toEqual([{ text: 'The build command', id: 'build-cmd', depth: 2, charIndex: expect.any(Number) }]);
    expect(await renderCompiled(page.code)).toBe('<h2 id="build-cmd">The <code>build</code> <em>command</em></h2>');
  });

  test('explicit id on the h1 keeps the title clean', async () => {
    const page = await compile('# 介绍 {#introduction}\n');
    expect(page.title).toBe('介绍');
    expect(await renderCompiled(page.code)).toBe('<h1 id="introduction">介绍</h1>');
  });

  const headings = [
    'Hello World',
    'Hello World',
    '标题',
    'C++ & Rust!',
    'Getting Started: `npm create`',
    'Über die Ärzte',
    'tools.rspack',
    'What is Rsbuild?',
    'A  -- B',
    '1. Numbered',
    'emoji 🎉 party',
    '',
  ].filter(Boolean);

  test('automatic ids are github-slugger slugs, deduplicated in order', async () => {
    const { default: GithubSlugger } = await importFromCore<{ default: new () => { slug(s: string): string } }>('github-slugger');
    const slugger = new GithubSlugger();
    const source = headings.map((h) => `## ${h}\n`).join('\n');
    const page = await compile(source);
    const expected = headings.map((h) => slugger.slug(h.replace(/`/g, '')));
    expect(page.toc.map((t) => t.id)).toEqual(expected);
    expect(page.toc.map((t) => t.id)).toContain('hello-world-1');
    const html = await renderCompiled(page.code);
    for (const id of expected) expect(html).toContain(`id="${id}"`);
  });

  test.each<[string, string[]]>([
    ['## Foo {#foo}\n\n## Foo\n', ['foo', 'foo-1']],
    ['## Foo\n\n## Foo {#foo}\n', ['foo-1', 'foo']],
    ['## Bar\n\n## X {#bar}\n\n## Bar\n', ['bar-1', 'bar', 'bar-2']],
    ['## A {#a}\n\n## B {#b}\n', ['a', 'b']],
  ])('automatic ids never repeat an explicit id: %j', async (source, ids) => {
    const page = await compile(source);
    expect(page.toc.map((t) => t.id)).toEqual(ids);
    const html = await renderCompiled(page.code);
    expect([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
  });

  test.each<[string, string[]]>([
    ['## 🚀\n\n## ???\n\n## —\n', ['heading', 'heading-1', 'heading-2']],
    ['## Heading\n\n## 🚀\n\n## Heading\n', ['heading', 'heading-1', 'heading-2']],
    ['## 🚀 {#heading}\n\n## !!\n\n## ✨ 🎉\n', ['heading', 'heading-1', 'heading-2']],
    ['## 🚀 Launch\n\n## ...\n', ['-launch', 'heading']],
  ])('headings of only emoji or punctuation get a unique id and an outline entry: %j', async (source, ids) => {
    const page = await compile(source);
    expect(page.toc.map((t) => t.id)).toEqual(ids);
    const html = await renderCompiled(page.code);
    expect([...html.matchAll(/id="([^"]*)"/g)].map((m) => m[1])).toEqual(ids);
  });

  test('two headings with the same explicit id fail, naming both places', async () => {
    const error = await rejection(compile('# Page\n\n## One {#dup}\n\ntext\n\n### Two {#dup}\n'));
    expect(error.message).toBe(
      '/site/docs/en/guide/page.mdx:7:1: heading id "dup" is already used by the heading at /site/docs/en/guide/page.mdx:3:1',
    );
  });
});

describe('heading ids as Rspress 2 gives them', () => {
  // Each id is what Rspress 2's heading plugin (packages/core/src/node/mdx/rehypePlugins/headerAnchor.ts)
  // gives the same heading when run on it: the text of the heading's text and HTML element children,
  // components and expressions left out, trimmed, then slugged by github-slugger.
  test.each<[string, string[]]>([
    ['## output.target <Badge text="1.2" />', ['outputtarget']],
    ['## <Badge text="new" /> Leading component', ['leading-component']],
    ['## Title <Badge>new</Badge>', ['title']],
    ['## output.target <Badge text="1.2" /> more text', ['outputtarget--more-text']],
    ['## Trailing component <Tag />   ', ['trailing-component']],
    ['## The `config` file', ['the-config-file']],
    ['## `server.port`', ['serverport']],
    ['## [Link text](/guide/) here', ['link-text-here']],
    ['## **Bold** and *em* and ~~gone~~', ['bold-and-em-and-gone']],
    ['## Custom id {#my-id}', ['my-id']],
    ['## Title <Badge /> {#with-component}', ['with-component']],
    ['## Use <code>html code</code>', ['use']],
    ['## <span>inline html</span> text', ['text']],
    ['## count {1 + 1} items', ['count--items']],
    ['## 中文标题', ['中文标题']],
    ['## Hello World!', ['hello-world']],
    ['## A & B', ['a--b']],
    ['## Dup\n\n## Dup', ['dup', 'dup-1']],
    ['## 🚀 Launch', ['-launch']],
    ['## v1.2.0 (2024-01-01)', ['v120-2024-01-01']],
  ])('%j', async (source, ids) => {
    expect((await compile(source)).anchors).toEqual(ids);
  });
});
