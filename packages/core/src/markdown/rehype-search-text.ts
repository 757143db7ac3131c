/**
 * The page's plain text for the search index, code blocks included, and where each heading
 * starts in it (the outline's charIndex). Runs before highlighting, while code is still text.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Plugin } from 'unified';

export interface SearchText {
  content: string;
  /** Heading id → offset of the heading in `content`. */
  headingOffsets: Record<string, number>;
}

const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'pre',
  'blockquote',
  'tr',
  'table',
  'ul',
  'ol',
  'div',
  'details',
  'summary',
  'dt',
  'dd',
]);

type AnyNode = Root | RootContent | ElementContent | { type: string; children?: unknown[]; value?: string };

export function extractSearchText(tree: Root): SearchText {
  // Pieces are collected and joined once; the last character and the length are tracked on
  // the side, because reading them off a growing string flattens it each time (quadratic on
  // a large page).
  const parts: string[] = [];
  let length = 0;
  let last = '';
  const append = (text: string) => {
    if (!text) return;
    parts.push(text);
    length += text.length;
    last = text.charAt(text.length - 1);
  };
  const headingOffsets: Record<string, number> = {};
  const breakLine = () => {
    if (length && last !== '\n') append('\n');
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      const value = (node as { value: string }).value;
      // Whitespace between blocks: one line break is enough. Offsets are recorded as the
      // text grows, so nothing may be normalized afterwards.
      if (!value.trim()) {
        if (length && !/\s/.test(last)) append(value.includes('\n') ? '\n' : ' ');
        return;
      }
      append(value);
      return;
    }
    if (node.type === 'element') {
      const el = node as Element;
      const block = BLOCKS.has(el.tagName);
      if (block) breakLine();
      if (/^h[2-4]$/.test(el.tagName) && el.properties.id) headingOffsets[String(el.properties.id)] = length;
      if (el.tagName === 'td' || el.tagName === 'th') append(' ');
      for (const child of el.children) walk(child);
      if (block) breakLine();
      return;
    }
    if (node.type === 'root' || node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const flow = node.type === 'mdxJsxFlowElement';
      if (flow) breakLine();
      for (const child of (node as { children: AnyNode[] }).children) walk(child);
      if (flow) breakLine();
    }
    // Expressions and ESM are code of the page, not its text.
  };
  walk(tree);
  const content = parts.join('').trimEnd();
  // An empty heading at the very end was placed after whitespace the trim removed.
  for (const id of Object.keys(headingOffsets)) headingOffsets[id] = Math.min(headingOffsets[id], content.length);
  return { content, headingOffsets };
}

export const rehypeSearchText: Plugin<[], Root> = () => (tree, file) => {
  file.data.searchText = extractSearchText(tree);
};

declare module 'vfile' {
  interface DataMap {
    searchText: SearchText;
  }
}
