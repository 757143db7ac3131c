/**
 * Unusual or broken content files and their defined outcomes at compile time: empty pages and
 * frontmatter-only pages compile, bytes that are not UTF-8 and absurdly deep nesting stop with
 * a located QuireError, components used without an import are recorded for the build's check.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectComponentReferences, componentRoot } from '#core/markdown/remark-component-refs.ts';
import { findTooDeep, MAX_CONTENT_DEPTH } from '#core/markdown/remark-depth-limit.ts';
import { findUnknownComponents, formatUnknownComponents } from '#core/pages/check-components.ts';
import { QuireError } from '#core/utils/errors.ts';
import { decodeUtf8, firstInvalidUtf8, readUtf8 } from '#core/utils/read-text.ts';
import { parseMdx } from '#core/markdown/parse.ts';
import type { Root } from 'mdast';
import { importPlace, missingImport } from '#core/bundler/page-import-errors.ts';
import { compileMdx, type MarkdownExtensions, NO_MARKDOWN_EXTENSIONS } from '#core/markdown/compile.ts';
import { compileWithin } from '#core/markdown/compile-time-limit.ts';
import { compile, options, rejection } from './helpers/mdx.ts';

const FILE = '/site/docs/en/guide/page.mdx';

describe('empty and frontmatter-only pages', () => {
  test('an empty file is a page without title, outline or text', async () => {
    const page = await compile('');
    expect([page.title, page.toc, page.searchText, page.frontmatter]).toEqual(['', [], '', {}]);
  });

  test('a file with only frontmatter takes its title from it and has no text', async () => {
    const page = await compile('---\ntitle: Only frontmatter\ndescription: Nothing else\n---\n');
    expect(page.title).toBe('Only frontmatter');
    expect(page.frontmatter).toEqual({ title: 'Only frontmatter', description: 'Nothing else' });
    expect(page.searchText).toBe('');
    expect(page.code).toContain('MDXContent');
  });
});

describe('text that is not UTF-8', () => {
  // "café" in Latin-1 on line 3: the é is the single byte 0xE9.
  const latin1 = Buffer.concat([Buffer.from('# Menu\n\nUn caf'), Buffer.from([0xe9]), Buffer.from(' noir.\n')]);
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-utf8-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  test('names the file and the place of the first bad byte', async () => {
    const file = path.join(dir, 'latin1.mdx');
    await fs.writeFile(file, latin1);
    const error = await rejection(readUtf8(file, 'docs/en/latin1.mdx'));
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toBe('docs/en/latin1.mdx:3:7: the file is not valid UTF-8 text; save it with UTF-8 encoding');
  });

  test.each([
    ['UTF-16 with its byte-order mark', Buffer.from('\ufeff# Title\n', 'utf16le'), { line: 1, column: 1 }],
    ['a truncated character at the end', Buffer.concat([Buffer.from('ok\n'), Buffer.from('é').subarray(0, 1)]), { line: 2, column: 1 }],
  ])('%s is refused', (_name, bytes, position) => {
    expect(firstInvalidUtf8(bytes)).toEqual(position);
    expect(() => decodeUtf8(bytes, 'x.mdx')).toThrow(QuireError);
  });

  test('valid UTF-8, a UTF-8 byte-order mark and a real U+FFFD character are accepted', () => {
    expect(decodeUtf8(Buffer.from('# 标题 \ufffd\n'), 'x.mdx')).toBe('# 标题 \ufffd\n');
    expect(decodeUtf8(Buffer.from('\ufeff# T\n'), 'x.mdx')).toBe('# T\n');
  });
});

describe('very deep nesting', () => {
  test.each([
    ['2000 nested blockquotes', `${'> '.repeat(2000)}deep\n`, 1],
    ['1000 nested emphasis runs', `${'*'.repeat(2000)}x${'*'.repeat(2000)}\n`, 1],
    ['60 nested list levels', `${Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n`, 50],
    ['1000 nested JSX elements', `${'<div>'.repeat(1000)}x${'</div>'.repeat(1000)}\n`, 1],
  ])(
    '%s stop with a located QuireError, not a stack overflow',
    async (_name, source, line) => {
      const error = await rejection(compile(source));
      expect(error).toBeInstanceOf(QuireError);
      expect((error as QuireError).position?.line).toBe(line);
      expect(error.message).toMatch(new RegExp(`^${FILE}:${line}:\\d+: content is nested more than ${MAX_CONTENT_DEPTH} levels deep`));
    },
    60_000,
  );

  test('nesting up to the limit compiles', async () => {
    const page = await compile(`${'> '.repeat(40)}still fine\n`);
    expect(page.searchText).toBe('still fine');
  });

  test('findTooDeep reports the first node in document order', () => {
    const tree = parseMdx('ok\n\n> > > a\n\n> > > > > b\n', FILE);
    const found = findTooDeep(tree, 6);
    expect(found?.depth).toBe(7);
    expect(found?.node.position?.start.line).toBe(5);
    expect(findTooDeep(tree, 20)).toBeUndefined();
  });
});

describe('components used without an import', () => {
  test('records each capitalized or member name once, with its first position, minus local bindings', async () => {
    const source = [
      "import { Local } from './local';",
      'export const Declared = () => null;',
      '',
      '# Title',
      '',
      '<Foo bar="1" />',
      '',
      'Inline <Badge text="x" /> and <span>html</span>, <Foo /> again.',
      '',
      '<Local />',
      '',
      '<Declared />',
      '',
      '<Tabs.Tab>x</Tabs.Tab>',
      '',
      ':::tip',
      'A container is not a reference.',
      ':::',
      '',
    ].join('\n');
    const page = await compile(source);
    expect(page.components).toEqual([
      { name: 'Foo', position: { line: 6, column: 1, offset: expect.any(Number) } },
      { name: 'Badge', position: { line: 8, column: 8, offset: expect.any(Number) } },
      { name: 'Tabs', position: { line: 14, column: 1, offset: expect.any(Number) } },
    ]);
  });

  test.each([
    ['Foo', 'Foo'],
    ['Tabs.Tab', 'Tabs'],
    ['motion.div', 'motion'],
    ['div', undefined],
    ['my-element', undefined],
  ])('componentRoot(%j) = %j', (name, root) => {
    expect(componentRoot(name)).toBe(root);
  });

  test('the build check names file, line, column and component, and lists what the theme has', () => {
    const tree = parseMdx('# T\n\n<Foo />\n', FILE);
    const sources = [{ file: 'docs/en/a.mdx', components: collectComponentReferences(tree) }];
    const provided = new Set(['a', 'Badge', 'Tabs']);
    const unknown = findUnknownComponents(sources, provided);
    expect(formatUnknownComponents(unknown, provided)).toBe(
      '  docs/en/a.mdx:3:1: unknown component <Foo>: not imported and not provided by the theme\n' +
        "(import it in the page, or use one of the theme's components: Badge, Tabs)",
    );
    expect(findUnknownComponents(sources, new Set(['Foo']))).toEqual([]);
  });
});

describe('parser failures without a place', () => {
  // Found by tests/fuzz/markdown.test.ts (seed -251630561): an internal assertion of the
  // Markdown parser, which names no line; the compiler finds it by parsing again.
  test('get the line where parsing starts to fail', async () => {
    const source = 'fine\n\n<Tab label="a">`<Tab label="a">_[pageType: doc\n---\n**</Tab>::';
    const error = await rejection(compile(source));
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toBe(`${FILE}:4:1: the MDX parser failed here: expected heading on stack`);
  });
});

type PluggableList = MarkdownExtensions['remarkPlugins'];
/** What a transformer uses of the file here. */
type VFile = { fail(reason: string, place: unknown): never };

describe("the site's Markdown plugins", () => {
  const withPlugins = (remark: PluggableList, rehype: PluggableList = []): MarkdownExtensions => ({
    ...NO_MARKDOWN_EXTENSIONS,
    remarkPlugins: remark,
    remarkFields: remark.map((_, i) => `markdown.remarkPlugins[${i}]`),
    rehypePlugins: rehype,
    rehypeFields: rehype.map((_, i) => `plugins["acme"].markdown.rehypePlugins[${i}]`),
  });
  const failure = (remark: PluggableList, rehype: PluggableList = [], source = '# Title\n\nText.\n') =>
    rejection(compileMdx(source, options(), withPlugins(remark, rehype)));

  test.each<[string, PluggableList, PluggableList, string]>([
    [
      'a remark plugin that throws',
      [
        function remarkBoom() {
          return () => {
            throw new Error('remark-boom');
          };
        },
      ],
      [],
      'markdown.remarkPlugins[0] (remarkBoom) failed: remark-boom',
    ],
    [
      'a remark plugin with a TypeError, given with options',
      [
        [
          function remarkNull(_options: unknown) {
            return () => (null as unknown as string[]).length;
          },
          { x: 1 },
        ],
      ],
      [],
      "markdown.remarkPlugins[0] (remarkNull) failed: Cannot read properties of null (reading 'length')",
    ],
    [
      'a rehype plugin that rejects',
      [],
      [() => async () => Promise.reject(new Error('later'))],
      'plugins["acme"].markdown.rehypePlugins[0] failed: later',
    ],
    [
      'a plugin whose attacher throws',
      [
        () => {
          throw new Error('bad options');
        },
      ],
      [],
      'markdown.remarkPlugins[0] failed: bad options',
    ],
    [
      'a remark plugin that adds raw HTML, which MDX cannot compile',
      [
        function remarkHtml() {
          return (tree: Root) => {
            tree.children.push({ type: 'html', value: '<b>x</b>' });
          };
        },
      ],
      [],
      'markdown.remarkPlugins[0] (remarkHtml) failed: it added raw HTML (an `html` or `raw` node), which MDX cannot compile: add JSX (`mdxJsxFlowElement`) or hast element nodes instead',
    ],
  ])('%s is named with its config field', async (_name, remark, rehype, reason) => {
    const error = await failure(remark, rehype);
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toBe(`${FILE}: ${reason}`);
  });

  test('a place the plugin gives (file.fail at a node) is kept', async () => {
    const remarkPlace = () => (tree: Root, file: VFile) => {
      file.fail('no headings here', tree.children[1]);
    };
    const error = await failure([remarkPlace]);
    expect(error.message).toBe(`${FILE}:3:1: markdown.remarkPlugins[0] (remarkPlace) failed: no headings here`);
  });

  test('a callback-style transformer and a plugin that returns a new tree still work', async () => {
    const callback = () => (tree: Root, _file: VFile, next: (error?: Error, tree?: Root) => void) => {
      setTimeout(() =>
        next(undefined, { ...tree, children: [...tree.children, { type: 'paragraph', children: [{ type: 'text', value: 'Added.' }] }] }),
      );
    };
    const page = await compileMdx('# Title\n', options(), withPlugins([callback]));
    expect(page.searchText).toContain('Added.');
  });

  test('raw HTML that a later plugin turns into elements is not an error', async () => {
    const remarkHtml = () => (tree: Root) => {
      tree.children.push({ type: 'html', value: '<b>x</b>' });
    };
    const remarkNoHtml = () => (tree: Root) => {
      tree.children = tree.children.map((node) => (node.type === 'html' ? { type: 'paragraph', children: [{ type: 'text', value: 'x' }] } : node));
    };
    await expect(compileMdx('# Title\n', options(), withPlugins([remarkHtml, remarkNoHtml]))).resolves.toBeDefined();
  });

  test('a page whose plugin never settles fails after compileTimeout, naming the plugin', async () => {
    const remarkWait = () => () => new Promise<undefined>(() => undefined);
    const error = await rejection(
      compileWithin(300, 'docs/en/page.mdx', (watch) => compileMdx('# Title\n', options(), withPlugins([remarkWait]), undefined, watch)),
    );
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toBe(
      'docs/en/page.mdx: markdown.remarkPlugins[0] (remarkWait) did not settle within 300 ms (compileTimeout in the site config): does it return a promise that never settles?',
    );
  });
});

describe('imports the bundler cannot satisfy', () => {
  test.each([
    ["Module not found: Can't resolve './Foo' in '/site/docs/en'", { request: './Foo' }],
    [
      "ESModulesLinkingError: export 'Foo' (imported as 'Foo') was not found in '@theme' (possible exports: Layout)",
      { request: '@theme', name: 'Foo' },
    ],
    ['something else', undefined],
  ])('%s', (message, missing) => {
    expect(missingImport(message)).toEqual(missing);
  });

  test("are placed at the page's own import line, not the compiled module's", () => {
    const source = '---\ntitle: A\n---\n\nimport { Bar } from "@theme";\n  import { Foo } from \'@theme\';\nimport X from "./Foo";\n\n<Foo />\n';
    expect(importPlace(source, '@theme', 'Foo')).toEqual({ line: 6, column: 12 });
    expect(importPlace(source, '@theme', 'default')).toEqual({ line: 5, column: 1 });
    expect(importPlace(source, './Foo')).toEqual({ line: 7, column: 1 });
    expect(importPlace(source, './Other')).toBeUndefined();
  });

  test('a name inside an import written over several lines is placed at the name', () => {
    const source = "// c\nimport {\n  useLang,\n  useSidebar,\n} from '@rspress/core/runtime';\nuseSidebar();\n";
    expect(importPlace(source, '@rspress/core/runtime', 'useSidebar')).toEqual({ line: 4, column: 3 });
  });
});
