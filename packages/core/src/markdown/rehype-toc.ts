/**
 * Collects the page title (first h1) and the outline (h2–h4) from the final HTML tree, after
 * ids were assigned, so the outline's ids are exactly the ones the headings carry.
 */
import type { TocItem } from '@quire/runtime/shared';
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { walk } from './walk.js';

export type { TocItem };

export interface HeadingData {
  title?: string;
  toc: TocItem[];
}

export const rehypeToc: Plugin<[], Root> = () => (tree, file) => {
  const data: HeadingData = { toc: [] };
  walk<Element>(tree, (node) => {
    if (node.type !== 'element') return;
    const m = /^h([1-4])$/.exec(node.tagName);
    if (!m) return;
    const depth = Number(m[1]);
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

declare module 'vfile' {
  interface DataMap {
    headings: HeadingData;
  }
}
