/**
 * `:::tip Title` … `:::` blocks, as writers know them from VitePress and Rspress, and GitHub's
 * alerts (`> [!NOTE]`). Markdown has no syntax for containers, so they arrive as paragraphs whose
 * text starts with `:::type` and ends with `:::`; this plugin folds everything in between into a
 * `<Container type title>` JSX element that the theme renders. The title is the rest of the
 * opening line or Rspress's `:::tip{title="…"}`; an unknown type is an error, not text.
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { mdastToString } from './libraries.js';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'important', 'warning', 'caution', 'danger', 'details'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

const OPEN_RE = /^:::[ \t]*([A-Za-z][\w-]*)(?:\{([^}]*)\})?(?:[ \t]+(.*))?$/;
const TITLE_ATTRIBUTE = /^\s*title=(?:"([^"]*)"|'([^']*)'|([^\s"']+))\s*$/;

/** GitHub's alert markers, and Rspress's for the other container types (`[!INFO]`, `[!DANGER]`, `[!DETAILS]`): each is the container of its name. */
const ALERT_RE = new RegExp(`^\\[!(${CONTAINER_TYPES.join('|')})\\][ \\t]*(?:\\n|$)`, 'i');

// An opening line `:::tip{title="…"}` (also inside a block quote), whose braces MDX would read as an expression.
const BRACED_OPENING = /^((?:[ \t]*>)*[ \t]*:::[ \t]*[A-Za-z][\w-]*)\{/;
const FENCE = /^(?:[ \t]*>)*[ \t]{0,3}(`{3,}|~{3,})/;

/** Escapes the `{` of `:::type{…}` opening lines outside code fences, so MDX keeps it as text. Keeps line numbers. */
export function escapeContainerAttributes(source: string): string {
  if (!source.includes(':::')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return line;
      }
      return fence ? line : line.replace(BRACED_OPENING, '$1\\{');
    })
    .join('\n');
}

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

function parseOpening(node: RootContent, file: string): Opening | undefined {
  if (node.type !== 'paragraph') return undefined;
  const text = firstText(node);
  if (!text?.value.startsWith(':::')) return undefined;
  const [line, rest] = splitFirstLine(node.children);
  const lineText = mdastToString({ type: 'paragraph', children: line }).trimEnd();
  const match = OPEN_RE.exec(lineText);
  if (!match) return undefined;
  const [, type, attributes, titleText = ''] = match;
  const position = node.position?.start;
  if (!(CONTAINER_TYPES as readonly string[]).includes(type)) {
    throw new QuireError(`unknown container type ":::${type}" (supported: ${CONTAINER_TYPES.join(', ')})`, { file, position });
  }
  let title = titleText.trim();
  if (attributes !== undefined) {
    const attribute = TITLE_ATTRIBUTE.exec(attributes);
    if (!attribute) throw new QuireError(`container ":::${type}{${attributes}}": the only attribute is title="…"`, { file, position });
    title = attribute[1] ?? attribute[2] ?? attribute[3];
  }
  return { type: type as ContainerType, title, rest };
}

/** `> [!NOTE]` on the first line of a block quote: GitHub's alert, the container of that type. */
function alertContainer(node: RootContent): MdxJsxFlowElement | undefined {
  if (node.type !== 'blockquote') return undefined;
  const first = node.children[0];
  const text = first?.type === 'paragraph' ? firstText(first) : undefined;
  const match = text ? ALERT_RE.exec(text.value) : null;
  if (!match || !text || first.type !== 'paragraph') return undefined;
  text.value = text.value.slice(match[0].length);
  if (!text.value) first.children.shift();
  const body = first.children.length ? node.children : node.children.slice(1);
  return makeContainer({ type: match[1].toLowerCase() as ContainerType, title: '', rest: [] }, body as RootContent[], node.position);
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
    const opening = parseOpening(node, file);
    if (!opening) {
      if ('children' in node && node.type !== 'paragraph' && node.type !== 'heading') {
        (node as Parent).children = transformChildren((node as Parent).children as RootContent[], file);
      }
      out.push(alertContainer(node) ?? node);
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
      const nested = parseOpening(candidate, file);
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
