/**
 * Explicit heading ids: `## 标题 {#english-id}` lets a translated page keep the English
 * anchors. MDX would read `{#id}` as a JavaScript expression, so the source is escaped
 * before parsing and the remark plugin below turns the literal text into the id.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Heading, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from './walk.js';

const HEADING_ID_LINE = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}(\s*)$/gm;

/** Escapes `{#id}` at the end of ATX heading lines. Keeps line numbers intact. */
export function escapeHeadingIds(source: string): string {
  return source.replace(HEADING_ID_LINE, (_m, head: string, id: string, tail: string) => `${head}\\{#${id}}${tail}`);
}

const TRAILING_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** Reads and removes a trailing `{#id}` from a heading; returns the id. */
export function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const m = TRAILING_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) heading.children.pop();
  return m[1];
}

export const remarkHeadingIds: Plugin<[], Root> = () => (tree) => {
  walk<RootContent>(tree, (node) => {
    if (node.type !== 'heading') return;
    const id = takeExplicitId(node);
    if (id) {
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id };
    }
  });
};

const HEADING_TAG = /^h[1-6]$/;

/**
 * Gives every heading without an explicit id a github-slugger id (as rehype-slug does), but
 * never one that an explicit `{#id}` on the page already took: `## Foo {#foo}` then `## Foo`
 * gives `foo` and `foo-1`, not two `foo`s.
 */
export const rehypeHeadingSlugs: Plugin<[], HastRoot> = () => (tree) => {
  const slugger = new GithubSlugger();
  const headings: Element[] = [];
  walk<Element>(tree, (node) => {
    if (node.type === 'element' && HEADING_TAG.test(node.tagName)) headings.push(node);
  });
  const taken = new Set<string>();
  for (const node of headings) if (node.properties.id) taken.add(String(node.properties.id));
  for (const node of headings) {
    if (node.properties.id) continue;
    const text = toString(node);
    let id = slugger.slug(text);
    while (taken.has(id)) id = slugger.slug(text);
    node.properties.id = id;
  }
};
