/**
 * Collects the page title (first h1), the outline (h2–h4) and every heading's id (the anchors a
 * link may name, h1, h5 and h6 included) from the final HTML tree, after ids were assigned, so
 * they are exactly the ones the headings carry.
 */
import type { TocItem } from '@quire/shared';
import type { Element, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
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
  walk<Element>(tree, (node) => {
    if (node.type !== 'element') return;
    const m = /^h([1-6])$/.exec(node.tagName);
    if (!m) return;
    if (node.properties.id) data.anchors.push(String(node.properties.id));
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

declare module 'vfile' {
  interface DataMap {
    headings: HeadingData;
  }
}
