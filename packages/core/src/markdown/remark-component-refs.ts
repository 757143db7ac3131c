/**
 * Records the components a page uses without importing or declaring them (`<Tabs>`, `<Foo />`).
 * They must come from the theme's global component map; the build compares the two and names
 * the file, line and column of any that does not exist, where MDX alone would only fail when
 * the page renders, with no place.
 */
import type { Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from './walk.js';
import type { SourcePosition } from '../utils/errors.js';

export interface ComponentReference {
  /** The name looked up in the theme's components: `Tabs` for both `<Tabs>` and `<Tabs.Tab>`. */
  name: string;
  /** Where the component is first used. */
  position?: SourcePosition;
}

/** Names an ESM block binds: imports and exported or top-level declarations. */
function boundNames(program: Program): string[] {
  const names: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const s of statement.specifiers) names.push(s.local.name);
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name);
    } else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
      names.push(declaration.id.name);
    }
  }
  return names;
}

/** A JSX name MDX resolves through the components map: capitalized, or a member expression's root. */
export function componentRoot(jsxName: string): string | undefined {
  const root = jsxName.split('.')[0];
  return /^[A-Z_$]/.test(root) || jsxName.includes('.') ? root : undefined;
}

export function collectComponentReferences(tree: Root): ComponentReference[] {
  // One walk: names an import binds anywhere on the page are dropped at the end.
  const bound = new Set<string>();
  const found = new Map<string, ComponentReference>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'mdxjsEsm') {
      const program = node.data?.estree as Program | undefined;
      if (program) for (const name of boundNames(program)) bound.add(name);
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const root = node.name ? componentRoot(node.name) : undefined;
    if (!root || found.has(root)) return;
    found.set(root, { name: root, position: node.position?.start });
  });
  return [...found.values()].filter((ref) => !bound.has(ref.name));
}

export const remarkComponentRefs: Plugin<[], Root> = () => (tree, file) => {
  file.data.componentRefs = collectComponentReferences(tree);
};

declare module 'vfile' {
  interface DataMap {
    componentRefs: ComponentReference[];
  }
}
