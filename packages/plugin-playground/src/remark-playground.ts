/**
 * Turns each playground code block into `<QuirePlayground>` with the block's code, its layout and
 * a loader for each module its code may import.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Plugin, Transformer } from 'unified';
import { visit } from 'unist-util-visit';
import { compilePlaygroundCode, PlaygroundSyntaxError } from './compile-code.js';
import { importDefault, moduleLoadersAttribute } from './mdx-nodes.js';
import { type Direction, type PlaygroundChoice, playgroundChoice } from './playground-meta.js';

export type EditorPosition = 'left' | 'right';

/** The page being compiled, as unified hands it to a transform. */
type VFile = Parameters<Transformer<Root>>[1];

export interface RemarkPlaygroundOptions {
  defaultRenderMode: 'pure' | 'playground';
  editorPosition: EditorPosition;
  /** The layout of a block without `direction=…`, unless its page's `playgroundDirection` names one. */
  defaultDirection: Direction;
  /** The component that draws a playground: the plugin's own, or the site's `render`. */
  component: string;
  /** Modules every playground may import besides those its page's blocks import: name → what to load. */
  include: ReadonlyArray<readonly [string, string]>;
  /** The docs folder and the project folder, as the config gives them. */
  roots: () => { docsRoot: string; projectRoot: string };
}

/** The languages Rspress makes playgrounds of. */
const LANGUAGES = ['jsx', 'tsx'];
const COMPONENT = 'QuirePlayground';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** Where `file="…"` points, as Quire reads it: `./x` from the page, `/x` from the docs folder, `<root>/x` from the project. */
function codeFilePath(spec: string, pageFile: string, roots: { docsRoot: string; projectRoot: string }): string {
  if (spec.startsWith('<root>/')) return path.resolve(roots.projectRoot, spec.slice('<root>/'.length));
  if (spec.startsWith('/')) return path.resolve(roots.docsRoot, spec.slice(1));
  return path.resolve(path.dirname(pageFile), spec);
}

interface Block {
  node: Code;
  choice: Extract<PlaygroundChoice, { kind: 'playground' }>;
  code: string;
}

/** The block's code: its own, or its `file="…"`'s, refused at the block when that file cannot be read. */
function blockCode(node: Code, choice: Block['choice'], file: VFile, roots: { docsRoot: string; projectRoot: string }): string {
  if (!choice.file) return node.value;
  const target = codeFilePath(choice.file, file.path, roots);
  const inside = path.relative(roots.projectRoot, target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) file.fail(`playground file="${choice.file}" is outside the project`, node);
  if (!fs.existsSync(target) || !fs.statSync(target).isFile()) file.fail(`playground file="${choice.file}": no file ${inside}`, node);
  return fs.readFileSync(target, 'utf8').replace(/\r?\n$/, '');
}

/** Compiles the block as the browser will, so code that cannot run stops the build at its line. */
function importsOf(block: Block, file: VFile): string[] {
  try {
    return compilePlaygroundCode(block.code, block.node.lang ?? 'tsx').imports;
  } catch (error) {
    if (!(error instanceof PlaygroundSyntaxError)) throw error;
    const start = block.node.position?.start;
    // The code starts on the line after the fence.
    if (!block.choice.file && start)
      return file.fail(`playground code does not compile: ${error.message}`, { line: start.line + error.line, column: error.column });
    return file.fail(
      `playground code of ${block.choice.file ?? 'this block'} does not compile: ${error.message} (${error.line}:${error.column})`,
      block.node,
    );
  }
}

/** Rspress 1's `<code src="./Demo.tsx" />`, as the ```tsx file="./Demo.tsx" playground block Rspress 2 writes instead. */
function codeElementAsBlock(node: MdxJsxFlowElement): Code | undefined {
  if (node.name !== 'code') return undefined;
  const value = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const src = value('src');
  if (typeof src !== 'string') return undefined;
  const direction = value('direction');
  const lang = path.extname(src).slice(1);
  const meta = `file="${src}" playground${typeof direction === 'string' ? ` direction=${direction}` : ''}`;
  return { type: 'code', lang, meta, value: '', position: node.position };
}

export const remarkPlayground: Plugin<[RemarkPlaygroundOptions], Root> = (options) => (tree, file) => {
  const roots = options.roots();
  const blocks: Block[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
    const block = codeElementAsBlock(node);
    if (block && parent && index !== undefined) parent.children[index] = block;
  });
  visit(tree, 'code', (node: Code) => {
    const choice = playgroundChoice(node.meta, options.defaultRenderMode);
    if (choice.kind === 'pure') return;
    if (!node.lang || !LANGUAGES.includes(node.lang)) {
      // Only a block that asks for a playground by name is refused: a default render mode leaves other languages alone.
      if (/(?:^|\s)playground(?:\s|$)/.test(node.meta ?? ''))
        file.fail(`a playground block is jsx or tsx, not ${node.lang ?? 'a block without a language'}`, node);
      return;
    }
    if (choice.kind === 'error') return file.fail(choice.reason, node);
    blocks.push({ node, choice, code: blockCode(node, choice, file, roots) });
  });
  if (blocks.length === 0) return;
  const modules = new Map<string, string>();
  for (const block of blocks) for (const name of importsOf(block, file)) if (name !== 'react') modules.set(name, name);
  for (const [name, from] of options.include) modules.set(name, from);
  const sorted = new Map([...modules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  visit(tree, 'code', (node: Code, index, parent) => {
    const block = blocks.find((b) => b.node === node);
    if (!block || !parent || index === undefined) return;
    const attributes: MdxJsxAttribute[] = [
      attribute('code', block.code),
      attribute('language', node.lang ?? 'tsx'),
      attribute('editorPosition', options.editorPosition),
      moduleLoadersAttribute('imports', sorted),
    ];
    attributes.push(attribute('defaultDirection', options.defaultDirection));
    if (block.choice.direction) attributes.push(attribute('direction', block.choice.direction));
    // A `file="…"` block stays inside, unseen: Quire reads its file too, and so recompiles the page when it changes.
    const children = block.choice.file ? [node] : [];
    const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: COMPONENT, attributes, children, position: node.position };
    parent.children[index] = element;
    return 'skip';
  });
  tree.children.unshift(importDefault(COMPONENT, options.component));
};
