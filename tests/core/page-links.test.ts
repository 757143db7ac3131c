/**
 * The links and images the link check reads come from each page's final tree, after every
 * Markdown plugin: what the writer wrote keeps its place, what a plugin made has none.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileMdx, type MarkdownExtensions, NO_MARKDOWN_EXTENSIONS } from '#core/markdown/compile.ts';
import { options } from './helpers/mdx.ts';

const remarkAddLink = () => (tree: Root) => {
  tree.children.push({ type: 'paragraph', children: [{ type: 'link', url: '/no/such/page', children: [{ type: 'text', value: 'x' }] }] });
};
/** The little of a hast tree these plugins touch. */
interface HastRoot {
  children: Array<{ type: string; tagName?: string; properties?: Record<string, unknown>; children?: unknown[] }>;
}
const rehypeAddImage = () => (tree: HastRoot) => {
  tree.children.push({ type: 'element', tagName: 'img', properties: { src: '/made.png' }, children: [] });
};
const rehypeDropLinks = () => (tree: HastRoot) => {
  tree.children = tree.children.filter((node) => !(node.type === 'element' && node.tagName === 'p'));
};
const withPlugins = (remark: MarkdownExtensions['remarkPlugins'], rehype: MarkdownExtensions['rehypePlugins']): MarkdownExtensions => ({
  ...NO_MARKDOWN_EXTENSIONS,
  remarkPlugins: remark,
  rehypePlugins: rehype,
});

describe('links of the final tree', () => {
  let project: string;
  beforeAll(async () => {
    project = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-page-links-'));
    await fs.mkdir(path.join(project, 'docs/en/guide'), { recursive: true });
    await fs.writeFile(path.join(project, 'docs/en/guide/shot.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  });
  afterAll(() => fs.rm(project, { recursive: true, force: true }));
  const at = () => options({ filePath: path.join(project, 'docs/en/guide/page.mdx'), relativePath: 'en/guide/page.mdx', projectRoot: project });

  test('links the writer wrote keep their place; references resolve to their definition’s address', async () => {
    const source = '# Page\n\nSee [a](./other) and [b][ref].\n\n[ref]: /guide/x#usage\n\n<img src="/logo.png" />\n';
    const page = await compileMdx(source, at());
    expect(page.links).toEqual([
      { url: '/guide/other', kind: 'link', position: { line: 3, column: 5 } },
      { url: '/guide/x#usage', kind: 'link', position: { line: 3, column: 22 } },
      { url: '/logo.png', kind: 'image', position: { line: 7, column: 1 } },
    ]);
  });

  test('an image beside the page is checked by its address as written, not the published one', async () => {
    const page = await compileMdx('![Shot](./shot.png)\n', at());
    expect(page.images).toHaveLength(1);
    expect(page.links).toEqual([{ url: './shot.png', kind: 'image', position: { line: 1, column: 1 } }]);
  });

  test('a link a remark plugin adds and an image a rehype plugin adds are collected without a place', async () => {
    const page = await compileMdx('# Page\n', at(), withPlugins([remarkAddLink], [rehypeAddImage]));
    expect(page.links).toEqual([
      { url: '/no/such/page', kind: 'link' },
      { url: '/made.png', kind: 'image' },
    ]);
  });

  test('a link a rehype plugin removes is not checked', async () => {
    const page = await compileMdx('[gone](/nowhere)\n', at(), withPlugins([], [rehypeDropLinks]));
    expect(page.links).toEqual([]);
  });
});
