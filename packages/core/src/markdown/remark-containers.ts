/**
 * `:::tip Title` … `:::` blocks, as writers know them from VitePress and Rspress.
 * Markdown has no syntax for them, so they arrive as paragraphs whose text starts with
 * `:::type` and ends with `:::`; this plugin folds everything in between into a
 * `<Container type title>` JSX element that the theme renders.
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'caution', 'danger', 'details'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

const OPEN_RE = new RegExp(`^:::\\s*(${CONTAINER_TYPES.join('|')})(?=\\s|$)[ \\t]*(.*)$`);

interface Opening {
  type: ContainerType;
  title: string;
  /** Inline content after the opening line, still inside the same paragraph. */
  rest: PhrasingContent[];
}

function firstText(p: Paragraph): Text | undefined {
  const first = p.children[0];
  return first?.type === 'text' ? first : undefined;
}

/** Splits inline content at the first newline found in a text node. */
function splitFirstLine(children: PhrasingContent[]): [PhrasingContent[], PhrasingContent[]] {
  const head: PhrasingContent[] = [];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node.type === 'text' && node.value.includes('\n')) {
      const at = node.value.indexOf('\n');
      const before = node.value.slice(0, at);
      const after = node.value.slice(at + 1);
      if (before) head.push({ type: 'text', value: before });
      const tail: PhrasingContent[] = after ? [{ type: 'text', value: after }] : [];
      return [head, [...tail, ...children.slice(i + 1)]];
    }
    head.push(node);
  }
  return [head, []];
}

function parseOpening(node: RootContent): Opening | undefined {
  if (node.type !== 'paragraph') return undefined;
  const text = firstText(node);
  if (!text?.value.startsWith(':::')) return undefined;
  const [line, rest] = splitFirstLine(node.children);
  const lineText = mdastToString({ type: 'paragraph', children: line });
  const match = OPEN_RE.exec(lineText);
  if (!match) return undefined;
  return { type: match[1] as ContainerType, title: match[2].trim(), rest };
}

/** True when the inline content ends with a line that is only `:::`; strips it. */
function stripClosing(children: PhrasingContent[]): { closed: boolean; children: PhrasingContent[] } {
  const last = children[children.length - 1];
  if (last?.type !== 'text') return { closed: false, children };
  const m = /(^|\n)[ \t]*:::[ \t]*$/.exec(last.value);
  if (!m) return { closed: false, children };
  const value = last.value.slice(0, m.index).replace(/\n$/, '');
  const kept = children.slice(0, -1);
  if (value) kept.push({ type: 'text', value });
  return { closed: true, children: kept };
}

function isClosing(node: RootContent): boolean {
  return node.type === 'paragraph' && stripClosing(node.children).closed;
}

function paragraphOf(children: PhrasingContent[]): Paragraph[] {
  const meaningful = children.filter((c) => !(c.type === 'text' && !c.value.trim()));
  return meaningful.length ? [{ type: 'paragraph', children }] : [];
}

function makeContainer(opening: Opening, body: RootContent[], position: RootContent['position']): MdxJsxFlowElement {
  const attributes: MdxJsxFlowElement['attributes'] = [{ type: 'mdxJsxAttribute', name: 'type', value: opening.type }];
  if (opening.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: opening.title });
  return {
    type: 'mdxJsxFlowElement',
    name: 'Container',
    attributes,
    children: body as MdxJsxFlowElement['children'],
    position,
  };
}

function transformChildren(children: RootContent[], file: string): RootContent[] {
  const out: RootContent[] = [];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    const opening = parseOpening(node);
    if (!opening) {
      if ('children' in node && node.type !== 'paragraph' && node.type !== 'heading') {
        (node as Parent).children = transformChildren((node as Parent).children as RootContent[], file);
      }
      out.push(node);
      continue;
    }
    // Opening and closing in the same paragraph: `:::tip\ntext\n:::`.
    const sameParagraph = stripClosing(opening.rest);
    if (sameParagraph.closed) {
      out.push(makeContainer(opening, paragraphOf(sameParagraph.children), node.position));
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < children.length; j++) {
      const candidate = children[j];
      const nested = parseOpening(candidate);
      // A nested container closed within its own paragraph does not change the depth.
      if (nested) {
        if (!stripClosing(nested.rest).closed) depth++;
      } else if (isClosing(candidate)) depth--;
      if (depth === 0) break;
    }
    if (j >= children.length) {
      throw new QuireError(`container ":::${opening.type}" is never closed (add a line with ":::")`, {
        file,
        position: node.position?.start,
      });
    }
    const closing = children[j] as Paragraph;
    const body: RootContent[] = [...paragraphOf(opening.rest), ...children.slice(i + 1, j)];
    const closingRest = stripClosing(closing.children).children;
    body.push(...paragraphOf(closingRest));
    const position = node.position && closing.position ? { start: node.position.start, end: closing.position.end } : node.position;
    out.push(makeContainer(opening, transformChildren(body, file), position));
    i = j;
  }
  return out;
}

export const remarkContainers: Plugin<[], Root> = () => (tree, file) => {
  tree.children = transformChildren(tree.children, file.path ?? '');
};
