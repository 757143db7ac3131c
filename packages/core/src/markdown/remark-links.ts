/**
 * Internal links are written as routes without a language prefix, or as relative paths to
 * other pages (`./other`, `../start/index.mdx`). This plugin rewrites both to the final route of
 * the page's language, so the same link text works in the English page and its Chinese twin.
 * The link check reads the links from the final tree (`rehype-page-links.ts`).
 */
import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { isAsset, PAGE_FILE } from '../utils/asset-path.js';
import { walk } from './walk.js';
import { addLangPrefix, addSpacePrefix, fileToRoutePath, type LocaleLayout, spaceLayoutOf, spaceOfFile } from '@quire/shared';

export interface RemarkLinksOptions extends LocaleLayout {
  /** Path of the page relative to the docs root, such as `zh/guide/basic/cli.mdx` (`guide/basic/cli.mdx` with one language). */
  relativePath: string;
  lang: string;
  langs: readonly string[];
  /** The page's version on a versioned site. */
  version?: string;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function rewriteLink(url: string, options: RemarkLinksOptions): string {
  if (!url || EXTERNAL.test(url) || url.startsWith('#')) return url;
  const hashAt = url.search(/[?#]/);
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const suffix = hashAt === -1 ? '' : url.slice(hashAt);
  if (!target) return url;
  const first = target.startsWith('/') ? (target.split('/')[1] ?? '') : '';
  const clean = target.replace(PAGE_FILE, '').replace(/\/index$/, '/');
  // A link that names its language (`/zh/guide/x.mdx`, a file path in Rspress's terms) goes to that
  // language's page: the default language's pages have no prefix, so `/en/guide/x.html` is `/guide/x.html`.
  const isPage = !isAsset(target) || target.endsWith('.html');
  if (target.startsWith('/') && options.versions?.length && !isAsset(target)) return versionedRoute(clean, options) + suffix;
  if (first === options.defaultLang && isPage) return (clean.slice(first.length + 1) || '/') + suffix;
  if (isAsset(target)) return url;
  if (target.startsWith('/')) {
    if (options.langs.includes(first)) return clean + suffix;
    return addLangPrefix(clean, options.lang, options.defaultLang) + suffix;
  }
  // A relative link names a page beside this one, with or without `.md`/`.mdx`: `./other`,
  // `../start/index.mdx`, `./sub/` (a folder's index).
  const resolved = path.posix.join(path.posix.dirname(options.relativePath), target);
  // Out of the language folders: left as written, for the link check to resolve as a browser would.
  if (!spaceOfFile(resolved, spaceLayoutOf(options))) return url;
  const isFolder = /(^|\/)\.{0,2}$/.test(target);
  return fileToRoutePath(isFolder ? `${resolved.replace(/\/$/, '')}/index` : resolved, options).routePath + suffix;
}

/**
 * On a versioned site a route names its version and language or takes the page's
 * (`/guide/` in a v1 page is `/v1/guide/`), as Rspress reads it.
 */
function versionedRoute(route: string, options: RemarkLinksOptions): string {
  const layout = spaceLayoutOf(options);
  const parts = route.split('/').slice(1);
  const version = layout.versions.includes(parts[0] ?? '') ? (parts.shift() ?? '') : (options.version ?? layout.defaultVersion);
  const lang = layout.langs.includes(parts[0] ?? '') ? (parts.shift() ?? '') : options.lang;
  return addSpacePrefix(`/${parts.join('/')}`, { version, lang }, layout);
}

export const remarkLinks: Plugin<[RemarkLinksOptions], Root> = (options) => (tree) => {
  walk<Nodes>(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') node.url = rewriteLink(node.url, options);
  });
};
