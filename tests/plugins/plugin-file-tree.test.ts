import { compileMdx } from '@quire/core';
import { pluginFileTree } from '#plugin-file-tree/index.ts';
import { describe, expect, it } from 'vitest';
import { parseTree, splitComment, type TreeEntry } from '#plugin-file-tree/parse-tree.ts';

/** A tree as indented lines, `/` after folders, comments after `#`: easy to compare. */
function outline(entries: TreeEntry[], depth = 0): string[] {
  return entries.flatMap((e) => [
    `${'  '.repeat(depth)}${e.name}${e.kind === 'folder' ? '/' : ''}${e.comment ? ` # ${e.comment}` : ''}`,
    ...outline(e.children, depth + 1),
  ]);
}

describe('parseTree', () => {
  it('reads the output of tree, four columns a level, skipping its first "."', () => {
    const text = [
      '.',
      '├── rspress.config.ts',
      '├── src',
      '│   ├── components',
      '│   │   └── Tree.tsx',
      '│   └── index.ts',
      '└── tsconfig.json',
    ].join('\n');
    expect(outline(parseTree(text))).toEqual(['rspress.config.ts', 'src/', '  components/', '    Tree.tsx', '  index.ts', 'tsconfig.json']);
  });

  it('reads two columns a level, ASCII branches and plain indentation alike', () => {
    expect(outline(parseTree('├─ a\n│ ├─ b.ts\n│ └─ c\n└─ d.md'))).toEqual(['a/', '  b.ts', '  c/', 'd.md']);
    expect(outline(parseTree('|-- docs\n|   `-- index.md\n`-- package.json'))).toEqual(['docs/', '  index.md', 'package.json']);
    expect(outline(parseTree('docs/\n  en/\n    index.md\nREADME'))).toEqual(['docs/', '  en/', '    index.md', 'README/']);
  });

  it('keeps names with spaces and leading numbers or dashes, and reads comments after them', () => {
    const text = [
      '├── 0. rspress.config.ts // Rspress config',
      '├── -1. src',
      '│   └── parser.ts  the parser',
      '└── .env # secrets',
      '└── lib <- built',
    ].join('\n');
    expect(outline(parseTree(text))).toEqual([
      '0. rspress.config.ts # // Rspress config',
      '-1. src/',
      '  parser.ts # the parser',
      '.env # # secrets',
      'lib/ # <- built',
    ]);
  });

  it('makes a name with entries under it a folder, and one ending in / a folder without any', () => {
    expect(parseTree('v1.0\n  notes.md\ncache/')).toMatchObject([
      { name: 'v1.0', kind: 'folder', children: [{ name: 'notes.md', kind: 'file' }] },
      { name: 'cache', kind: 'folder', children: [] },
    ]);
  });

  it.each([
    ['index.ts some words', { name: 'index.ts', comment: 'some words' }],
    ['My Folder', { name: 'My Folder' }],
    ['...', { name: '...' }],
  ])('splitComment(%j)', (text, expected) => {
    expect(splitComment(text)).toEqual(expected);
  });
});

describe('pluginFileTree', () => {
  const compile = async (source: string, initialExpandDepth?: number) => {
    const plugin = pluginFileTree(initialExpandDepth === undefined ? {} : { initialExpandDepth });
    const page = await compileMdx(
      source,
      { filePath: '/site/docs/en/a.mdx', relativePath: 'en/a.mdx', projectRoot: '/site', lang: 'en', langs: ['en'], defaultLang: 'en' },
      {
        remarkPlugins: plugin.markdown?.remarkPlugins ?? [],
        rehypePlugins: [],
        remarkFields: ['plugins[0].markdown.remarkPlugins[0]'],
        rehypeFields: [],
        shiki: { langs: [], transformers: [] },
        codeMeta: [],
      },
    );
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const module = await import(
      `data:text/javascript,${encodeURIComponent(page.code.replace(/from "react\/jsx-runtime"/g, `from ${JSON.stringify(import.meta.resolve('react/jsx-runtime'))}`).replace(/import \{useMDXComponents as _provideComponents\} from "@mdx-js\/react";/, 'const _provideComponents = () => ({});'))}`
    );
    return renderToStaticMarkup(createElement(module.default, { components: { CodeBlock: () => null } }));
  };

  it('turns a ```tree block into a nested list whose folders are open disclosures', async () => {
    const html = await compile('```tree\n├── src  // sources\n│   └── index.ts\n└── README.md\n```\n');
    expect(html).toBe(
      '<div class="q-file-tree" role="group" aria-label="File tree"><ul class="q-file-tree__list">' +
        '<li class="q-file-tree__item q-file-tree__item--folder"><details class="q-file-tree__folder" open=""><summary class="q-file-tree__row">' +
        '<span class="q-file-tree__icon q-file-tree__icon--folder" aria-hidden="true"></span><span class="q-file-tree__name">src</span><span class="q-file-tree__kind"> (folder)</span><span class="q-file-tree__comment">// sources</span></summary>' +
        '<ul class="q-file-tree__list"><li class="q-file-tree__item q-file-tree__item--file"><div class="q-file-tree__row"><span class="q-file-tree__icon q-file-tree__icon--file" aria-hidden="true"></span><span class="q-file-tree__name">index.ts</span><span class="q-file-tree__kind"> (file)</span></div></li></ul>' +
        '</details></li>' +
        '<li class="q-file-tree__item q-file-tree__item--file"><div class="q-file-tree__row"><span class="q-file-tree__icon q-file-tree__icon--file" aria-hidden="true"></span><span class="q-file-tree__name">README.md</span><span class="q-file-tree__kind"> (file)</span></div></li>' +
        '</ul></div>',
    );
  });

  it('starts folders at initialExpandDepth and deeper folded', async () => {
    const html = await compile('```tree\na\n  b\n    c.ts\n```\n', 1);
    expect(html.match(/<details class="q-file-tree__folder"( open="")?>/g)).toEqual([
      '<details class="q-file-tree__folder" open="">',
      '<details class="q-file-tree__folder">',
    ]);
  });

  it('leaves other code blocks alone', async () => {
    const html = await compile('```ts\nconst a = 1;\n```\n');
    expect(html).not.toContain('q-file-tree');
  });
});
