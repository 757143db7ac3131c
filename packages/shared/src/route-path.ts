/**
 * Route paths: how a content file becomes a URL and how a requested URL is brought back
 * to a route key. Pure string functions, shared by the compiler, dev server and tests.
 */
import { hasLangFolders, type SpaceLayout, spaceOfPath, spacePrefix } from './content-space';
import type { PageData } from './types';

export interface LocaleLayout {
  /** Language without a URL prefix (the site's default). */
  defaultLang: string;
  /** The site's languages, versions and default version (`SpaceLayout`); without languages, a path's first folder (after the version's) is its language. */
  langs?: readonly string[];
  versions?: readonly string[];
  defaultVersion?: string;
}

const PAGE_EXT = /\.(mdx?|html)$/;

/** The full layout of a site from what a caller knows. */
export function spaceLayoutOf(layout: LocaleLayout): SpaceLayout {
  return {
    langs: layout.langs ?? [layout.defaultLang],
    defaultLang: layout.defaultLang,
    versions: layout.versions ?? [],
    defaultVersion: layout.defaultVersion ?? '',
  };
}

/** `en/guide/foo.mdx` → `/guide/foo`; `zh/guide/index.mdx` → `/zh/guide/`; `en/index.mdx` → `/`; `v1/zh/index.mdx` → `/v1/zh/` when v1 is not the default version. */
export function fileToRoutePath(relativePath: string, layout: LocaleLayout): { routePath: string; lang: string; version: string } {
  const parts = relativePath.replace(/\\/g, '/').split('/');
  const spaces = spaceLayoutOf(layout);
  const version = spaces.versions.length > 0 ? (parts.shift() ?? '') : '';
  const langFolder = layout.langs === undefined || hasLangFolders(spaces);
  const lang = langFolder ? (parts.shift() ?? layout.defaultLang) : layout.defaultLang;
  let rest = parts.join('/').replace(PAGE_EXT, '');
  let isIndex = false;
  if (rest === 'index' || rest.endsWith('/index')) {
    rest = rest.slice(0, -'index'.length);
    isIndex = true;
  }
  const prefix = spacePrefix({ version, lang }, spaces);
  let routePath = `${prefix}/${rest}`;
  if (isIndex && !routePath.endsWith('/')) routePath += '/';
  return { routePath: routePath.replace(/\/{2,}/g, '/'), lang, version };
}

/** Absolute, each segment non-empty and free of escapes, query and hash, with or without a trailing slash. */
const NORMAL_FORM = /^(?:\/[^/?#%]+)+\/?$/;
/** What normal form never ends in, besides a trailing slash. */
const NORMAL_SUFFIX = /(?:\.html|\/index)$/;

/**
 * Brings a requested path to the form routes are keyed by: URL-decoded, without query or
 * hash, without a trailing `.html` or `/index`, without a trailing slash (root stays `/`).
 * Idempotent: normalizing twice gives the same result.
 */
export function normalizeRoutePath(input: string): string {
  // Nearly every configured link and sidebar key is in normal form already, or one trailing slash from it; a sidebar may hold 10,000.
  if (NORMAL_FORM.test(input)) {
    const path = input.endsWith('/') ? input.slice(0, -1) : input;
    if (!NORMAL_SUFFIX.test(path)) return path;
  }
  return normalizeRoutePathInFull(input);
}

/** `normalizeRoutePath` for any input, without its shortcut for paths already (nearly) in normal form. */
export function normalizeRoutePathInFull(input: string): string {
  let path = input.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written; it simply matches no route.
  }
  // `%`, `?` and `#` that decoding produced stay escaped, so a second pass reads the same
  // path (`%2520` would otherwise become `%20`, then ` `; `%3F` would cut the path short).
  path = path.replace(/[%?#]/g, (c) => encodeURIComponent(c));
  path = `/${path}`.replace(/\/{2,}/g, '/');
  // Loop so `/a/index.html/` and `/a/index/index` settle too.
  let previous: string;
  do {
    previous = path;
    path = path
      .replace(/\.html$/, '')
      .replace(/\/index$/, '/')
      .replace(/(.)\/+$/, '$1');
  } while (path !== previous);
  return path || '/';
}

/** Removes the site base (`/docs/`) from a browser path; paths outside the base are kept as they are. */
export function stripBase(path: string, base: string): string {
  const b = normalizeBase(base);
  if (b === '/') return path;
  const bare = b.slice(0, -1);
  if (path === bare) return '/';
  return path.startsWith(b) ? path.slice(bare.length) : path;
}

export function withBase(path: string, base: string): string {
  const b = normalizeBase(base);
  if (b === '/' || !path.startsWith('/')) return path;
  return b.slice(0, -1) + path;
}

/** `docs` → `/docs/`, `/` → `/`. */
export function normalizeBase(base: string): string {
  let b = base.trim() || '/';
  if (!b.startsWith('/')) b = `/${b}`;
  if (!b.endsWith('/')) b += '/';
  return b;
}

/** The language a path belongs to: its first segment when that is a non-default language. */
export function langOfPath(path: string, langs: readonly string[], defaultLang: string): string {
  const first = normalizeRoutePath(path).split('/')[1] ?? '';
  return langs.includes(first) && first !== defaultLang ? first : defaultLang;
}

/** `/zh/guide/x` → `/guide/x` for lang zh; the path the same page has in every language, sans prefix. */
export function removeLangPrefix(path: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang) return path;
  if (path === `/${lang}`) return '/';
  return path.startsWith(`/${lang}/`) ? path.slice(lang.length + 1) : path;
}

export function addLangPrefix(path: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang) return path;
  if (path === `/${lang}` || path.startsWith(`/${lang}/`)) return path;
  return `/${lang}${path === '/' ? '/' : path}`;
}

/** Where a route is written in `dist/`: `/guide/foo` → `guide/foo.html`, `/guide/` → `guide/index.html`. */
export function routeToHtmlFile(routePath: string): string {
  if (routePath.endsWith('/')) return `${routePath.slice(1)}index.html`;
  return `${routePath.slice(1)}.html`;
}

/** The document title: `Page | Site`, or `Site - suffix` on the home page. */
export function pageTitle(site: { title: string }, page: { title: string; pageType: string; frontmatter: Record<string, unknown> }): string {
  const suffix = typeof page.frontmatter.titleSuffix === 'string' ? page.frontmatter.titleSuffix : undefined;
  if (page.pageType === 'home') return suffix ? `${site.title} - ${suffix}` : page.title || site.title;
  if (!page.title) return site.title;
  return `${page.title} | ${suffix ?? site.title}`;
}

/** The page record of a path no route matches: the 404 page, in the version and language of the path. */
export function notFoundPageData(path: string, layout: SpaceLayout): PageData {
  const routePath = normalizeRoutePath(path);
  return {
    routePath,
    ...spaceOfPath(routePath, layout),
    title: '404',
    description: '',
    frontmatter: {},
    toc: [],
    pageType: '404',
    _relativePath: '',
    pagePath: '',
  };
}

/** Where a route's Markdown copy is published: `/config/mode` → `/config/mode.md`, `/guide/` → `/guide/index.md`. */
export function markdownPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}
