/**
 * Refuses markup in content that runs script on its own: a `<script>` element (any casing, with
 * or without `src`) and an `srcdoc` attribute, whose document runs with the site's origin. Both
 * reach the built HTML as written (React does not neutralise them as it does `javascript:` URLs
 * and `on…="…"` strings) and would be hashed into the Content-Security-Policy without anyone
 * asking. A site allows them with `markdown.allowInlineScripts`, and then this plugin is left out.
 */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { walk } from './walk.js';

export interface InlineScriptUse {
  /** What was found and why it counts, as the error message says it. */
  reason: string;
  position?: SourcePosition;
}

/** A lowercase JSX name is an HTML element; a capitalized one is a component. */
const isHtmlElement = (name: string | null): name is string => name !== null && /^[a-z]/.test(name);

function scriptUseOf(node: MdxJsxFlowElement | MdxJsxTextElement): InlineScriptUse | undefined {
  if (!isHtmlElement(node.name)) return undefined;
  if (node.name.toLowerCase() === 'script') {
    return { reason: `a <${node.name}> element in content runs in every reader's browser`, position: node.position?.start };
  }
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name.toLowerCase() === 'srcdoc') {
      const reason = `the ${attribute.name} of <${node.name}> is a document that can run script with the site's origin`;
      return { reason, position: attribute.position?.start ?? node.position?.start };
    }
  }
  return undefined;
}

/** Every `<script>` element and `srcdoc` attribute in a page's tree, in document order. */
export function findInlineScripts(tree: Root): InlineScriptUse[] {
  const found: InlineScriptUse[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const use = scriptUseOf(node);
    if (use) found.push(use);
  });
  return found;
}

export const remarkInlineScripts: Plugin<[], Root> = () => (tree, file) => {
  const [first] = findInlineScripts(tree);
  if (!first) return;
  throw new QuireError(`${first.reason}; set markdown.allowInlineScripts: true in the site config to allow it`, {
    file: file.path,
    position: first.position,
  });
};
