import type { ElementType } from 'react';
import { Link } from './Link';

/** The Markdown elements Rspress's `getCustomMDXComponent()` gives a renderer for. */
const MARKDOWN_ELEMENTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'table',
  'td',
  'th',
  'tr',
  'hr',
  'p',
  'blockquote',
  'strong',
  'code',
  'img',
  'pre',
] as const;

export type MarkdownElement = (typeof MARKDOWN_ELEMENTS)[number] | 'a';

/**
 * Rspress's `getCustomMDXComponent()`: what each Markdown element renders with, for a component
 * that writes content in TSX and wants it to look like the page's. The content's stylesheet styles
 * the plain elements wherever they sit in a page, so each is the element itself; links are the
 * theme's `Link`, which keeps in-site navigation client-side.
 */
export function getCustomMDXComponent(): Record<MarkdownElement, ElementType> {
  const map = Object.fromEntries(MARKDOWN_ELEMENTS.map((tag) => [tag, tag])) as Record<MarkdownElement, ElementType>;
  map.a = Link;
  return map;
}
