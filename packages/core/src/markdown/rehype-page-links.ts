/**
 * Collects every link and image of a page for the link check from its final tree, after every
 * Markdown plugin, the site's included, so a link a plugin made is checked like one the writer
 * wrote. A link a plugin made has no place in the source; the check names its page instead.
 */
import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import type { SourcePosition } from '../utils/errors.js';
import { walk } from './walk.js';

export interface PageLink {
  /** The link as rewritten: a route (with `#anchor`) or an external address; an image's source as written. */
  url: string;
  kind: 'link' | 'image';
  /** Where the writer wrote it; unset for a link a Markdown plugin made. */
  position?: SourcePosition;
}

type LinkNode = Element | MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** `<img src="…">` written as JSX in MDX: its source when it is a plain string. */
function jsxImageSource(node: MdxJsxFlowElementHast | MdxJsxTextElementHast): string | undefined {
  if (node.name !== 'img') return undefined;
  const src = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
  return typeof src?.value === 'string' ? src.value : undefined;
}

function linkOf(node: LinkNode): Omit<PageLink, 'position'> | undefined {
  if (node.type === 'element') {
    const { href, src } = node.properties;
    if (node.tagName === 'a' && typeof href === 'string') return { url: href, kind: 'link' };
    if (node.tagName === 'img' && typeof src === 'string') return { url: src, kind: 'image' };
    return undefined;
  }
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const src = jsxImageSource(node);
  return src === undefined ? undefined : { url: src, kind: 'image' };
}

export const rehypePageLinks: Plugin<[], Root> = () => (tree, file) => {
  // An image beside the page was given its published address (`remark-page-images.ts`); the check reads the one written.
  const written = file.data.publishedImageUrls;
  const links: PageLink[] = [];
  walk<LinkNode>(tree, (node) => {
    const link = linkOf(node);
    if (!link) return;
    const start = node.position?.start;
    const url = (link.kind === 'image' && written?.get(link.url)) || link.url;
    links.push(start ? { ...link, url, position: { line: start.line, column: start.column } } : { ...link, url });
  });
  file.data.links = links;
};

declare module 'vfile' {
  interface DataMap {
    links: PageLink[];
  }
}
