/**
 * Internal links are written as routes without a language prefix, or as relative paths to
 * other `.md`/`.mdx` files. This plugin rewrites both to the final route of the page's
 * language, so the same link text works in the English page and its Chinese twin.
 */
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from './walk.js';
import { addLangPrefix, fileToRoutePath, type LocaleLayout } from '@quire/runtime/shared';

export interface RemarkLinksOptions extends LocaleLayout {
  /** Path of the page relative to the docs root, such as `zh/guide/basic/cli.mdx`. */
  relativePath: string;
  lang: string;
  langs: readonly string[];
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function rewriteLink(url: string, options: RemarkLinksOptions): string {
  if (!url || EXTERNAL.test(url) || url.startsWith('#')) return url;
  const hashAt = url.search(/[?#]/);
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : url.slice(hashAt);
  if (target.startsWith('/')) {
    const first = target.split('/')[1] ?? '';
    if (options.langs.includes(first)) return url;
    if (/\.\w+$/.test(target) && !/\.mdx?$/.test(target)) return url; // a static asset
    const clean = target.replace(/\.mdx?$/, '').replace(/\/index$/, '/');
    return addLangPrefix(clean, options.lang, options.defaultLang) + suffix;
  }
  if (!/\.mdx?$/.test(target)) return url;
  const fromDir = path.posix.dirname(options.relativePath);
  const resolved = path.posix.normalize(path.posix.join(fromDir, target));
  return fileToRoutePath(resolved, options).routePath + suffix;
}

export interface PageLink {
  /** The link as rewritten: a route (with `#anchor`) or an external address. */
  url: string;
  line: number;
  column: number;
}

export const remarkLinks: Plugin<[RemarkLinksOptions], Root> = (options) => (tree, file) => {
  const links: PageLink[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
    if (node.type !== 'image') node.url = rewriteLink(node.url, options);
    const start = node.position?.start;
    links.push({ url: node.url, line: start?.line ?? 0, column: start?.column ?? 0 });
  });
  file.data.links = links;
};

declare module 'vfile' {
  interface DataMap {
    links: PageLink[];
  }
}
