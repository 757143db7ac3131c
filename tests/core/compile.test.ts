import { describe, expect, test } from 'vitest';
import { QuireError } from '#core/utils/errors.ts';
import { compile, rejection, renderCompiled } from './helpers/mdx.ts';

const FILE = '/site/docs/en/guide/page.mdx';

describe('title', () => {
  test.each([
    ['---\ntitle: From frontmatter\n---\n\n# From heading\n', 'From frontmatter'],
    ['# From heading\n\n## Sub\n', 'From heading'],
    ['intro\n\n# First h1\n\n# Second h1\n', 'First h1'],
    ['# The `build` **command**\n', 'The build command'],
    ['## Only h2\n', ''],
    ['', ''],
    ['---\ndescription: no title here\n---\n\n# Heading wins\n', 'Heading wins'],
    ['---\ntitle: ""\n---\n\n# Heading\n', ''],
  ])('%j → %j', async (source, title) => {
    expect((await compile(source)).title).toBe(title);
  });
});

describe('toc', () => {
  test('h2–h4 only, in order, with depth and a charIndex', async () => {
    const page = await compile('# Title\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n\n## Two again\n');
    expect(page.toc).toEqual([
      { text: 'Two', id: 'two', depth: 2, charIndex: expect.any(Number) },
      { text: 'Three', id: 'three', depth: 3, charIndex: expect.any(Number) },
      { text: 'Four', id: 'four', depth: 4, charIndex: expect.any(Number) },
      { text: 'Two again', id: 'two-again', depth: 2, charIndex: expect.any(Number) },
    ]);
  });

  test('headings inside containers are in the toc; the ids match the rendered headings', async () => {
    const page = await compile('# T\n\n:::tip\n\n## Inside tip\n\n:::\n\n## After\n');
    expect(page.toc.map((t) => [t.text, t.id])).toEqual([
      ['Inside tip', 'inside-tip'],
      ['After', 'after'],
    ]);
    const html = await renderCompiled(page.code);
    for (const { id } of page.toc) expect(html).toContain(`id="${id}"`);
  });

  test('setext headings count too', async () => {
    const page = await compile('Title\n=====\n\nSection\n-------\n');
    expect(page.title).toBe('Title');
    expect(page.toc).toEqual([{ text: 'Section', id: 'section', depth: 2, charIndex: expect.any(Number) }]);
  });
});

describe('code blocks', () => {
  test('known languages render through CodeBlock with title and highlighted lines', async () => {
    const page = await compile('```ts title="rsbuild.config.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n');
    const html = await renderCompiled(page.code);
    expect(html).toMatch(/^<figure data-lang="ts" data-title="rsbuild.config.ts"><pre class="shiki/);
    const lines = [...html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([false, true]);
  });

  test('grammars load as pages need them: blocks of several languages on one page are all highlighted', async () => {
    const page = await compile('```vue\n<template><p>{{ a }}</p></template>\n```\n\n```toml\nkey = "v"\n```\n\n```scss\n$a: 1px;\n```\n');
    const html = await renderCompiled(page.code);
    // Tokens carry colours of their own (not just the text colour) only when their grammar was loaded.
    expect(html.match(/<pre class="shiki/g)).toHaveLength(3);
    for (const block of html.split('<figure').slice(1)) expect(block).toMatch(/color:var\(--q-token-\d+\)/);
  });

  test.each(['', 'text', 'txt', 'plain', 'log', 'JS', 'sh', 'yml', 'mdx'])('language %j is accepted', async (lang) => {
    const page = await compile(`\`\`\`${lang}\n<b>x</b>\n\`\`\`\n`);
    const html = await renderCompiled(page.code);
    expect(html).toContain(`data-lang="${lang || 'text'}"`);
    expect(html).not.toContain('<b>x</b>');
  });

  test.each([
    ['# T\n\n```foo\nx\n```\n', 'foo', 3, ''],
    ['# T\n\nintro\n\n- list\n\n```rustlang title="x"\nfn main() {}\n```\n', 'rustlang', 7, ';'],
    ['```Pythonx\nprint(1)\n```\n', 'Pythonx', 1, ' (did you mean "python"'],
  ])('unknown language: %j → error naming file and line', async (source, lang, line, nearest) => {
    const error = await rejection(compile(source));
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toMatch(new RegExp(`^${FILE}:${line}:1: unknown code block language "${lang}"`));
    expect(error.message).toContain(`shiki has no such language${nearest}`);
    expect((error as QuireError).position).toMatchObject({ line, column: 1 });
  });
});

describe('MDX syntax errors carry file, line and column', () => {
  test.each([
    ['unclosed <div>', '# T\n\n<div>\nunclosed\n', 3, 1, /closing tag for `<div>`/],
    ['mismatched closing tag', '# T\n\n<div>\n\ntext\n\n</span>\n', 7, 1, /Unexpected closing tag `<\/span>`/],
    ['unbalanced {', '# T\n\ntext {a\n', 3, 8, /closing brace for `\{`/],
    ['bad expression', '# T\n\n{1 +}\n', 3, 5, /Could not parse expression with acorn/],
    ['bad import', 'import x from\n\n# T\n', 3, 2, /Could not parse import\/exports with acorn/],
    ['bad attribute', '# T\n\n<a b=>x</a>\n', 3, 6, /./],
  ])('%s', async (_name, source, line, column, reason) => {
    const error = await rejection(compile(source));
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message.startsWith(`${FILE}:${line}:${column}: `)).toBe(true);
    expect(error.message).toMatch(reason);
    expect((error as QuireError).file).toBe(FILE);
    expect((error as QuireError).position).toEqual({ line, column });
  });
});

describe('output module', () => {
  test('is an ES module with a default MDXContent export (its last statement) and the provider import', async () => {
    const { code } = await compile('# Hi\n');
    expect(code).toContain('function MDXContent');
    expect(code.trimEnd().endsWith('\nexport default MDXContent;')).toBe(true);
    expect(code).toContain('from "@mdx-js/react"');
    expect(await renderCompiled(code)).toBe('<h1 id="hi">Hi</h1>');
  });

  test('a BOM does not end up in the page', async () => {
    const page = await compile('\uFEFF---\ntitle: BOM\n---\n\n# Heading\n');
    expect(page.frontmatter).toEqual({ title: 'BOM' });
    expect(await renderCompiled(page.code)).toBe('<h1 id="heading">Heading</h1>');
  });

  test('GFM tables and strikethrough work', async () => {
    const html = await renderCompiled((await compile('~~old~~\n\n| a |\n| - |\n| 1 |\n')).code);
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<table>');
  });
});
