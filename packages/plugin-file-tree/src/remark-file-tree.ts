/**
 * Replaces each ```tree block with its file tree as plain HTML elements: a nested list whose
 * folders are `<details>` disclosures, so it reads and folds without a script, by keyboard too.
 */
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { parseTree, type TreeEntry } from './parse-tree.js';

export interface RemarkFileTreeOptions {
  /** Folders this deep or deeper start folded (0: every folder folded). */
  initialExpandDepth: number;
  /** Code block languages drawn as a tree. */
  languages: readonly string[];
}

type Child = MdxJsxFlowElement['children'][number];

function element(name: string, attributes: Record<string, string | null>, children: Child[] = []): MdxJsxFlowElement {
  const list: MdxJsxAttribute[] = Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value }));
  return { type: 'mdxJsxFlowElement', name, attributes: list, children };
}

const text = (value: string): Child => ({ type: 'text', value }) as unknown as Child;

function label(entry: TreeEntry): Child[] {
  const parts: Child[] = [
    element('span', { className: `q-file-tree__icon q-file-tree__icon--${entry.kind}`, 'aria-hidden': 'true' }),
    element('span', { className: 'q-file-tree__name' }, [text(entry.name)]),
    // Said by a screen reader, seen by nobody: the icon shows it to the eye.
    element('span', { className: 'q-file-tree__kind' }, [text(entry.kind === 'folder' ? ' (folder)' : ' (file)')]),
  ];
  if (entry.comment) parts.push(element('span', { className: 'q-file-tree__comment' }, [text(entry.comment)]));
  return parts;
}

function item(entry: TreeEntry, depth: number, options: RemarkFileTreeOptions): MdxJsxFlowElement {
  const className = `q-file-tree__item q-file-tree__item--${entry.kind}`;
  if (entry.kind === 'file' || entry.children.length === 0)
    return element('li', { className }, [element('div', { className: 'q-file-tree__row' }, label(entry))]);
  const folder: Record<string, string | null> = { className: 'q-file-tree__folder' };
  if (depth < options.initialExpandDepth) folder.open = null;
  return element('li', { className }, [
    element('details', folder, [element('summary', { className: 'q-file-tree__row' }, label(entry)), list(entry.children, depth + 1, options)]),
  ]);
}

function list(entries: TreeEntry[], depth: number, options: RemarkFileTreeOptions): MdxJsxFlowElement {
  return element(
    'ul',
    { className: 'q-file-tree__list' },
    entries.map((entry) => item(entry, depth, options)),
  );
}

/** The element a ```tree block becomes. */
export function fileTreeElement(source: string, options: RemarkFileTreeOptions): MdxJsxFlowElement {
  return element('div', { className: 'q-file-tree', role: 'group', 'aria-label': 'File tree' }, [list(parseTree(source), 0, options)]);
}

export const remarkFileTree: Plugin<[RemarkFileTreeOptions], Root> = (options) => (tree) => {
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!parent || index === undefined || !node.lang || !options.languages.includes(node.lang)) return;
    parent.children[index] = { ...fileTreeElement(node.value, options), position: node.position };
    return 'skip';
  });
};
