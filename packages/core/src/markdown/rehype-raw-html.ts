/**
 * A `.md` page is Markdown, as in Rspress 2: its raw HTML (`<details>`, `<!-- comment -->`) is
 * parsed into elements here, where MDX would have read it as JSX. What the MDX-side plugins learn
 * from JSX is done again on the parsed elements: a code block keeps its meta, and `<script>` or
 * `srcdoc` is refused unless the site allows inline scripts.
 */
import type { Element, Root } from 'hast';
import { nodeTypes } from './libraries.js';
import type { PluggableList, Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';
import { walk } from './walk.js';

/** Where a code block's meta waits while the raw HTML is parsed: the parser keeps properties, not `data`. */
export const META_PROPERTY = 'metastring';

const keepCodeMeta: Plugin<[], Root> = () => (tree) => {
  walk<Element>(tree, (node) => {
    if (node.type !== 'element' || node.tagName !== 'code') return;
    const meta = (node.data as { meta?: string } | undefined)?.meta;
    if (meta) node.properties[META_PROPERTY] = meta;
  });
};

const refuseScripts: Plugin<[], Root> = () => (tree, file) => {
  walk<Element>(tree, (node) => {
    if (node.type !== 'element') return;
    const reason =
      node.tagName === 'script'
        ? "a <script> element in content runs in every reader's browser"
        : node.properties.srcDoc !== undefined
          ? `the srcdoc of <${node.tagName}> is a document that can run script with the site's origin`
          : undefined;
    if (reason) {
      throw new QuireError(`${reason}; set markdown.allowInlineScripts: true in the site config to allow it`, {
        file: file.path,
        position: node.position?.start,
      });
    }
  });
};

/**
 * Whether parsing the page as HTML could change its tree: raw HTML to read, or what the parser
 * rewrites even without it (text nodes side by side become one; a `true` property, as on a footnote
 * reference, becomes an empty string). Any other tree comes out of the parser as it went in.
 */
export function needsHtmlParse(tree: Root): boolean {
  let needed = false;
  walk(tree, (node, index, parent) => {
    if (needed) return;
    if (node.type === 'raw') needed = true;
    else if (node.type === 'text') needed = index !== undefined && index > 0 && parent?.children[index - 1].type === 'text';
    else if (node.type === 'element') needed = Object.values((node as Element).properties).includes(true);
  });
  return needed;
}

/**
 * The HTML parser loads with the first `.md` page that needs it, so a site of `.mdx` pages never
 * loads it; a page it would leave as it is skips the parse, a rebuild of its whole tree.
 */
const parseRawHtml: Plugin<[], Root> = () => async (tree, file) => {
  if (!needsHtmlParse(tree)) return tree;
  const { raw } = await import('hast-util-raw');
  return raw(tree, { file, passThrough: [...nodeTypes] }) as Root;
};

/** The rehype steps of a `.md` page; MDX's own nodes pass through the HTML parser untouched. */
export function rawHtmlPlugins(allowInlineScripts: boolean): PluggableList {
  return [keepCodeMeta, parseRawHtml, ...(allowInlineScripts ? [] : [refuseScripts])];
}
