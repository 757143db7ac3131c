/**
 * Explicit heading ids: `## 标题 {#english-id}` lets a translated page keep the English
 * anchors. MDX would read `{#id}` as a JavaScript expression, so the source is escaped
 * before parsing and the remark plugin below turns the literal text into the id.
 */
import { GithubSlugger, slug } from './libraries.js';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Heading, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { walk } from './walk.js';

// `\{#id}` too: Rspress's and Docusaurus's trees write it already escaped (MDX-safe as it stands).
const HEADING_ID_LINE = /^(\s{0,3}#{1,6}\s.*?)\\?\{#([^}\s]+)\}(\s*)$/gm;

/** Escapes `{#id}` at the end of ATX heading lines (once: `\{#id}` stays as it is). Keeps line numbers intact. */
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

/**
 * Turns each heading's trailing `{#id}` into its id. Two headings with one `{#id}` fail, naming
 * both places: the second could never be reached by its anchor.
 */
export const remarkHeadingIds: Plugin<[], Root> = () => (tree, file) => {
  const seen = new Map<string, SourcePosition | undefined>();
  walk<RootContent>(tree, (node) => {
    if (node.type !== 'heading') return;
    const id = takeExplicitId(node);
    if (id) {
      const position = node.position?.start;
      if (seen.has(id)) {
        const first = seen.get(id);
        const where = first ? `${file.path}:${first.line}:${first.column}` : file.path;
        throw new QuireError(`heading id "${id}" is already used by the heading at ${where}`, { file: file.path, position });
      }
      seen.set(id, position);
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id };
    }
  });
};

const HEADING_TAG = /^h[1-6]$/;

/**
 * What a heading made only of emoji or punctuation (`## 🚀`, `## ???`) is slugged from: github-slugger
 * gives it an empty id (then `-1`, `-2`), which no anchor can reach and the outline leaves out.
 */
const NO_TEXT_BASE = 'heading';

/**
 * The text a heading's id is slugged from, as Rspress takes it: text and HTML elements only, so a
 * component (`<Badge text="1.2" />`, `<Badge>new</Badge>`) or an expression adds nothing, and
 * trimmed, so one at either end leaves no `-` behind (`## output.target <Badge />` is `outputtarget`).
 */
export function headingSlugText(heading: Element): string {
  const textOf = (nodes: ElementContent[]): string =>
    nodes.map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : '')).join('');
  return textOf(heading.children).trim();
}

/**
 * Gives every heading without an explicit id a github-slugger id (as rehype-slug does), but
 * never one that an explicit `{#id}` on the page already took: `## Foo {#foo}` then `## Foo`
 * gives `foo` and `foo-1`, not two `foo`s. A heading with no letters or digits is slugged as
 * `heading` (`heading`, `heading-1`, … in the same sequence as a heading titled "Heading").
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
    const text = headingSlugText(node);
    const base = /^-*$/.test(slug(text)) ? NO_TEXT_BASE : text;
    let id = slugger.slug(base);
    while (taken.has(id)) id = slugger.slug(base);
    node.properties.id = id;
  }
};
