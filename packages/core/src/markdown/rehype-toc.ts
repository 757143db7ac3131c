/**
 * Collects the page title (first h1), the outline (h2–h4) and every id an element carries (the
 * anchors a link may name: headings h1 to h6, footnotes, an `<a id>` written in the page) from the
 * final HTML tree, after ids were assigned, so they are exactly the ones the page renders.
 */
import type { TocItem } from '@quire/shared';
import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { hastToString } from './libraries.js';
import type { Plugin } from 'unified';
import { walk } from './walk.js';

export type { TocItem };

export interface HeadingData {
  title?: string;
  toc: TocItem[];
  anchors: string[];
}

export const rehypeToc: Plugin<[], Root> = () => (tree, file) => {
  const data: HeadingData = { toc: [], anchors: [] };
  walk<Element | MdxJsxFlowElementHast | MdxJsxTextElementHast>(tree, (node) => {
    if (node.type !== 'element') {
      const id = jsxLiteralId(node);
      if (id) data.anchors.push(id);
      return;
    }
    if (node.properties.id) data.anchors.push(String(node.properties.id));
    const m = /^h([1-6])$/.exec(node.tagName);
    if (!m) return;
    const depth = Number(m[1]);
    if (depth > 4) return;
    const text = hastToString(node).trim();
    if (depth === 1) {
      data.title ??= text;
      return;
    }
    const id = String(node.properties.id ?? '');
    if (id) data.toc.push({ text, id, depth, charIndex: -1 });
  });
  file.data.headings = data;
};

/** The `id="…"` written on a JSX element in an `.mdx` page; an expression's value is unknown before run time. */
function jsxLiteralId(node: { type: string; attributes?: MdxJsxFlowElementHast['attributes'] }): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  return typeof attribute?.value === 'string' && attribute.value ? attribute.value : undefined;
}

declare module 'vfile' {
  interface DataMap {
    headings: HeadingData;
  }
}
