/**
 * Whether a page uses modules of its own: an ESM block (`import`, `export`), or `import` in an
 * expression (`import()`, `import.meta`). A page that does not is compiled to a module whose only
 * imports are the ones MDX adds (the JSX runtime and the components provider), which a build can
 * run without the bundler (`build/standalone-pages.ts`). Erring towards "uses modules" only costs
 * a page that shortcut.
 */
import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from './walk.js';

const IMPORT = /\bimport\b/;

type Attribute = { type: string; value?: unknown };

function attributeUsesImport(attribute: Attribute): boolean {
  if (attribute.type === 'mdxJsxExpressionAttribute') return IMPORT.test(String(attribute.value));
  const value = attribute.value as { type?: string; value?: string } | null | undefined;
  return value?.type === 'mdxJsxAttributeValueExpression' && IMPORT.test(value.value ?? '');
}

export function usesModules(tree: Root): boolean {
  let found = false;
  walk<Nodes>(tree, (node) => {
    if (found) return;
    if (node.type === 'mdxjsEsm') found = true;
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') found = IMPORT.test(node.value);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      found = (node.attributes as Attribute[]).some(attributeUsesImport);
  });
  return found;
}

export const remarkModuleUse: Plugin<[], Root> = () => (tree, file) => {
  file.data.usesModules = usesModules(tree);
};

declare module 'vfile' {
  interface DataMap {
    usesModules: boolean;
  }
}
