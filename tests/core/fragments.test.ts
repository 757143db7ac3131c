import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { compileMdx } from '#core/markdown/compile.ts';
import { QuireError } from '#core/utils/errors.ts';
import { rejection, renderCompiled } from './helpers/mdx.ts';

let docs: string;

async function write(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(docs, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, text);
  }
}

async function compilePage(relativePath: string) {
  const filePath = path.join(docs, relativePath);
  const lang = relativePath.split('/')[0];
  return compileMdx(await fs.readFile(filePath, 'utf8'), { filePath, relativePath, projectRoot: docs, lang, langs: ['en', 'zh'], defaultLang: 'en' });
}

beforeEach(async () => {
  docs = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-frag-'));
});
afterEach(async () => {
  await fs.rm(docs, { recursive: true, force: true });
});

describe('fragments', () => {
  test("a page using <Frag /> gets the fragment's headings in its toc and its text in the page", async () => {
    await write({
      'en/shared/frag.mdx': '---\ntitle: Not the page title\n---\n\n## From fragment\n\nFragment text.\n\n### Sub {#custom-sub}\n',
      'en/guide/page.mdx': "# Page\n\nimport Frag from '../shared/frag.mdx';\n\n## Before\n\n<Frag />\n\n## After\n",
    });
    const page = await compilePage('en/guide/page.mdx');
    expect(page.title).toBe('Page');
    expect(page.frontmatter).toEqual({});
    expect(page.toc).toEqual([
      { text: 'Before', id: 'before', depth: 2, charIndex: expect.any(Number) },
      { text: 'From fragment', id: 'from-fragment', depth: 2, charIndex: expect.any(Number) },
      { text: 'Sub', id: 'custom-sub', depth: 3, charIndex: expect.any(Number) },
      { text: 'After', id: 'after', depth: 2, charIndex: expect.any(Number) },
    ]);
    expect(page.dependencies).toEqual([path.join(docs, 'en/shared/frag.mdx')]);
    expect(page.code).not.toContain('frag.mdx');
    const html = await renderCompiled(page.code);
    expect(html).toBe(
      '<h1 id="page">Page</h1>\n<h2 id="before">Before</h2>\n<h2 id="from-fragment">From fragment</h2>\n<p>Fragment text.</p>\n<h3 id="custom-sub">Sub</h3>\n<h2 id="after">After</h2>',
    );
  });

  test('fragment headings are slugged together with the page (no duplicate ids)', async () => {
    await write({
      'en/shared/frag.mdx': '## Options\n',
      'en/guide/page.mdx': "import Frag from '../shared/frag.mdx';\n\n## Options\n\n<Frag />\n",
    });
    const page = await compilePage('en/guide/page.mdx');
    expect(page.toc.map((t) => t.id)).toEqual(['options', 'options-1']);
  });

  test('fragments nest, and each inlined file is a dependency', async () => {
    await write({
      'zh/shared/outer.mdx': "import Inner from './inner.mdx';\n\n## 外层 {#outer}\n\n<Inner />\n",
      'zh/shared/inner.mdx': '## 内层 {#inner}\n\n[link](/config/x)\n',
      'zh/guide/page.mdx': "import Outer from '../shared/outer.mdx';\n\n# 页面\n\n<Outer />\n",
    });
    const page = await compilePage('zh/guide/page.mdx');
    expect(page.toc.map((t) => [t.text, t.id])).toEqual([
      ['外层', 'outer'],
      ['内层', 'inner'],
    ]);
    expect(page.dependencies).toEqual([path.join(docs, 'zh/shared/outer.mdx'), path.join(docs, 'zh/shared/inner.mdx')]);
    // Links in fragments are rewritten for the page's language.
    expect(await renderCompiled(page.code)).toContain('<a href="/zh/config/x">link</a>');
  });

  test('a fragment used inside a container', async () => {
    await write({
      'en/shared/note.md': 'Shared **note**.\n',
      'en/guide/page.mdx': "import Note from '../shared/note.md';\n\n:::tip\n\n<Note />\n\n:::\n",
    });
    const page = await compilePage('en/guide/page.mdx');
    expect(await renderCompiled(page.code)).toBe('<aside data-type="tip"><p>Shared <strong>note</strong>.</p></aside>');
  });

  test('other imports are kept as they are', async () => {
    await write({
      'en/shared/frag.mdx': 'text\n',
      'en/guide/page.mdx': "import Frag from '../shared/frag.mdx';\nimport { useState } from 'react';\n\n<Frag />\n",
    });
    const page = await compilePage('en/guide/page.mdx');
    expect(page.code).toContain("import {useState} from 'react'");
    expect(page.code).not.toContain('frag.mdx');
  });

  test('a missing fragment is an error at the element', async () => {
    await write({ 'en/guide/page.mdx': "import Gone from '../shared/gone.mdx';\n\n# Page\n\n<Gone />\n" });
    const error = (await rejection(compilePage('en/guide/page.mdx'))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toContain(`imported fragment not found: ${path.join(docs, 'en/shared/gone.mdx')}`);
    expect(error.position?.line).toBe(5);
  });

  test('a fragment outside the project, by path or through a symbolic link, is an error at the element', async () => {
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-elsewhere-'));
    try {
      const secret = path.join(elsewhere, 'secret.mdx');
      await fs.writeFile(secret, 'Outside secret.\n');
      await fs.mkdir(path.join(docs, 'en/shared'), { recursive: true });
      await fs.symlink(secret, path.join(docs, 'en/shared/linked.mdx'));
      const byPath = path.relative(path.join(docs, 'en/guide'), secret);
      await write({
        'en/guide/page.mdx': `import Secret from '${byPath}';\n\n# Page\n\n<Secret />\n`,
        'en/guide/linked.mdx': "import Linked from '../shared/linked.mdx';\n\n<Linked />\n",
      });
      const direct = (await rejection(compilePage('en/guide/page.mdx'))) as QuireError;
      expect(direct.message).toBe(`${path.join(docs, 'en/guide/page.mdx')}:5:1: imported fragment ${secret} is outside the project`);
      const linked = (await rejection(compilePage('en/guide/linked.mdx'))) as QuireError;
      expect(linked.message).toBe(
        `${path.join(docs, 'en/guide/linked.mdx')}:3:1: imported fragment ${path.join(docs, 'en/shared/linked.mdx')} is outside the project (a symbolic link to ${await fs.realpath(secret)})`,
      );
    } finally {
      await fs.rm(elsewhere, { recursive: true, force: true });
    }
  });

  test('an import cycle is an error naming the chain', async () => {
    await write({
      'en/shared/a.mdx': "import B from './b.mdx';\n\n<B />\n",
      'en/shared/b.mdx': "import A from './a.mdx';\n\n<A />\n",
      'en/guide/page.mdx': "import A from '../shared/a.mdx';\n\n<A />\n",
    });
    const error = (await rejection(compilePage('en/guide/page.mdx'))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toMatch(/fragment import cycle: .*a\.mdx → .*b\.mdx → .*a\.mdx/);
  });

  test('a syntax error inside a fragment names the fragment file', async () => {
    await write({
      'en/shared/bad.mdx': '## Ok\n\n<div>\n',
      'en/guide/page.mdx': "import Bad from '../shared/bad.mdx';\n\n<Bad />\n",
    });
    const error = (await rejection(compilePage('en/guide/page.mdx'))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message.startsWith(`${path.join(docs, 'en/shared/bad.mdx')}:3:1: `)).toBe(true);
  });
});

describe('fragments used inside a line', () => {
  test('a one-paragraph fragment in a list item takes the element’s place, its import gone', async () => {
    await write({
      'en/shared/esm.mdx': 'Outputs **ES modules** ([spec](https://tc39.es)).\n',
      'en/guide/page.mdx': "import ESM from '../shared/esm.mdx';\n\n# Formats\n\n- **ESM**: <ESM />\n- **CJS**: CommonJS.\n",
    });
    const page = await compilePage('en/guide/page.mdx');
    expect(page.components).toEqual([]);
    expect(page.usesModules).toBe(false);
    expect(await renderCompiled(page.code)).toContain(
      '<li><strong>ESM</strong>: Outputs <strong>ES modules</strong> (<a href="https://tc39.es">spec</a>).</li>',
    );
  });

  test('a fragment of several blocks inside a paragraph splits it around its blocks', async () => {
    await write({
      'en/shared/two.mdx': 'First.\n\nSecond.\n',
      'en/guide/page.mdx': "import Two from '../shared/two.mdx';\n\nBefore <Two /> after.\n",
    });
    const html = await renderCompiled((await compilePage('en/guide/page.mdx')).code);
    expect(html).toBe('<p>Before </p>\n<p>First.</p>\n<p>Second.</p>\n<p> after.</p>');
  });

  test('a fragment with imports of its own keeps them when used inline', async () => {
    await write({
      'en/shared/uses.mdx': "import { version } from './version.js';\n\nVersion {version}.\n",
      'en/shared/version.js': "export const version = '1.2';\n",
      'en/guide/page.mdx': "import Uses from '../shared/uses.mdx';\n\n- Now: <Uses />\n",
    });
    const page = await compilePage('en/guide/page.mdx');
    // The import is the fragment's, pointed at the same file from the page's folder.
    expect(page.code).toContain('import {version} from "../shared/version.js";');
    expect(page.usesModules).toBe(true);
  });

  test('a fragment of several blocks inside a heading is an error at the element', async () => {
    await write({
      'en/shared/two.mdx': 'First.\n\nSecond.\n',
      'en/guide/page.mdx': "import Two from '../shared/two.mdx';\n\n## Title <Two />\n",
    });
    const error = await rejection(compilePage('en/guide/page.mdx'));
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toMatch(/page\.mdx:3:\d+: fragment <Two> holds more than one paragraph/);
  });
});
