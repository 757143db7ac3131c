/**
 * `import Getters from '../../shared/getters.mdx'` + `<Getters />` inlines the fragment's
 * Markdown into the page before anything else runs. That way the fragment's headings land in
 * the page outline and its text in the search index, and the page is one module in the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';
import { outsideProject } from '../utils/project-boundary.js';
import { decodeUtf8 } from '../utils/read-text.js';
import { parseMdx } from './parse.js';

export interface RemarkFragmentsOptions {
  /** Fragments are read from inside this folder only, whatever links lead elsewhere. */
  projectRoot: string;
  /** Called with each inlined file, so watchers rebuild the page when a fragment changes. */
  onDependency?: (file: string) => void;
}

const FRAGMENT_SOURCE = /^\.{1,2}\/.*\.mdx?$/;

function takeFragmentImports(tree: Root, fromFile: string, projectRoot: string): Map<string, string> {
  const imports = new Map<string, string>();
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm') return true;
    const program = node.data?.estree as Program | undefined;
    if (!program) return true;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const source = String(statement.source.value);
      const only = statement.specifiers.length === 1 ? statement.specifiers[0] : undefined;
      if (!FRAGMENT_SOURCE.test(source) || only?.type !== 'ImportDefaultSpecifier') return true;
      imports.set(only.local.name, path.resolve(projectRoot, path.dirname(fromFile), source));
      return false;
    });
    return program.body.length > 0;
  });
  return imports;
}

/** Points the fragment's relative imports (`./version.js`) at the same files from the file it is inlined into. */
function rebaseImports(program: Program | undefined, fragmentFile: string, intoFile: string): void {
  for (const statement of program?.body ?? []) {
    const source = 'source' in statement ? statement.source : undefined;
    if (!source || typeof source.value !== 'string' || !/^\.{1,2}\//.test(source.value)) continue;
    const target = path.resolve(path.dirname(fragmentFile), source.value);
    const relative = path.relative(path.dirname(intoFile), target).split(path.sep).join('/');
    source.value = relative.startsWith('.') ? relative : `./${relative}`;
    source.raw = JSON.stringify(source.value);
  }
}

/** A fragment's content: its Markdown blocks, and its own imports, which go to the top of the page. */
interface FragmentContent {
  blocks: RootContent[];
  esm: RootContent[];
}

function inline(tree: Root, file: string, stack: string[], options: RemarkFragmentsOptions): void {
  const imports = takeFragmentImports(tree, file, options.projectRoot);
  if (imports.size === 0) return;
  const hoisted: RootContent[] = [];
  const read = (node: MdxJsxFlowElement | MdxJsxTextElement): FragmentContent => {
    const target = imports.get(node.name as string) as string;
    if (stack.includes(target)) {
      throw new QuireError(`fragment import cycle: ${[...stack, target].join(' → ')}`, { file, position: node.position?.start });
    }
    if (!fs.existsSync(target)) {
      throw new QuireError(`imported fragment not found: ${target}`, { file, position: node.position?.start });
    }
    const outside = outsideProject(target, options.projectRoot);
    if (outside) throw new QuireError(`imported fragment ${outside}`, { file, position: node.position?.start });
    options.onDependency?.(target);
    const fragment = parseMdx(decodeUtf8(fs.readFileSync(target), target), target);
    inline(fragment, target, [...stack, target], options);
    const children = fragment.children.filter((c) => c.type !== 'yaml');
    const esm = children.filter((c) => c.type === 'mdxjsEsm');
    for (const node of esm) rebaseImports(node.data?.estree as Program | undefined, target, file);
    return { blocks: children.filter((c) => c.type !== 'mdxjsEsm'), esm };
  };
  const isFragment = (node: RootContent): node is MdxJsxFlowElement | MdxJsxTextElement =>
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && !!node.name && imports.has(node.name);
  // Used in a line of text (`- **ESM**: <ESM />`), a one-paragraph fragment's text takes the element's place.
  const phrasingOf = (blocks: RootContent[]): PhrasingContent[] | undefined => {
    if (blocks.length === 0) return [];
    return blocks.length === 1 && blocks[0].type === 'paragraph' ? blocks[0].children : undefined;
  };
  const inlineUse = (node: MdxJsxTextElement): PhrasingContent[] => {
    const { blocks, esm } = read(node);
    hoisted.push(...esm);
    const phrasing = phrasingOf(blocks);
    if (phrasing) return phrasing;
    throw new QuireError(
      `fragment <${node.name}> holds more than one paragraph, so it cannot be used inside this line; put it on a line of its own`,
      {
        file,
        position: node.position?.start,
      },
    );
  };
  // A longer fragment in a paragraph splits it: the text before, the fragment's blocks, the text after.
  const splitParagraph = (paragraph: Paragraph): RootContent[] => {
    const out: RootContent[] = [];
    let text: PhrasingContent[] = [];
    const flush = () => {
      if (text.some((c) => c.type !== 'text' || c.value.trim())) out.push({ ...paragraph, children: text });
      text = [];
    };
    for (const child of paragraph.children) {
      if (!isFragment(child) || child.type !== 'mdxJsxTextElement') {
        text.push(...(replace([child]) as PhrasingContent[]));
        continue;
      }
      const { blocks, esm } = read(child);
      hoisted.push(...esm);
      const phrasing = phrasingOf(blocks);
      if (phrasing) text.push(...phrasing);
      else {
        flush();
        out.push(...blocks);
      }
    }
    flush();
    return out;
  };
  const replace = (children: RootContent[]): RootContent[] =>
    children.flatMap((node) => {
      if (node.type === 'paragraph') return splitParagraph(node);
      if (isFragment(node)) {
        if (node.type === 'mdxJsxTextElement') return inlineUse(node);
        const { blocks, esm } = read(node);
        return [...esm, ...blocks];
      }
      if ('children' in node && Array.isArray(node.children)) {
        (node as { children: RootContent[] }).children = replace(node.children as RootContent[]);
      }
      return [node];
    });
  tree.children = replace(tree.children);
  tree.children.unshift(...hoisted);
}

export const remarkFragments: Plugin<[RemarkFragmentsOptions], Root> = (options) => (tree, file) => {
  inline(tree, file.path, [file.path], options);
};
