/**
 * `import Getters from '../../shared/getters.mdx'` + `<Getters />` inlines the fragment's
 * Markdown into the page before anything else runs. That way the fragment's headings land in
 * the page outline and its text in the search index, and the page is one module in the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
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

function inline(tree: Root, file: string, stack: string[], options: RemarkFragmentsOptions): void {
  const imports = takeFragmentImports(tree, file, options.projectRoot);
  if (imports.size === 0) return;
  const replace = (children: RootContent[]): RootContent[] =>
    children.flatMap((node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name && imports.has(node.name)) {
        const target = imports.get(node.name) as string;
        if (stack.includes(target)) {
          throw new QuireError(`fragment import cycle: ${[...stack, target].join(' → ')}`, {
            file,
            position: node.position?.start,
          });
        }
        if (!fs.existsSync(target)) {
          throw new QuireError(`imported fragment not found: ${target}`, { file, position: node.position?.start });
        }
        const outside = outsideProject(target, options.projectRoot);
        if (outside) throw new QuireError(`imported fragment ${outside}`, { file, position: node.position?.start });
        options.onDependency?.(target);
        const fragment = parseMdx(decodeUtf8(fs.readFileSync(target), target), target);
        inline(fragment, target, [...stack, target], options);
        return fragment.children.filter((c) => c.type !== 'yaml');
      }
      if ('children' in node && Array.isArray(node.children)) {
        (node as { children: RootContent[] }).children = replace(node.children as RootContent[]);
      }
      return [node];
    });
  tree.children = replace(tree.children);
}

export const remarkFragments: Plugin<[RemarkFragmentsOptions], Root> = (options) => (tree, file) => {
  inline(tree, file.path, [file.path], options);
};
