/**
 * A content space is one version of the docs in one language. This module is the one place
 * that knows where a space keeps its pages (`docs/v1/zh/`) and which URL prefix they get
 * (`/v1/zh/`), in both directions; every other module asks it. Versions have folders when the
 * site sets `multiVersion`; languages have folders when the site has two or more.
 */
import type { SiteData } from './types';

export interface ContentSpace {
  /** `''` on a site without versions. */
  version: string;
  lang: string;
}

/** How a site lays out its spaces. */
export interface SpaceLayout {
  langs: readonly string[];
  /** The language without a URL prefix. */
  defaultLang: string;
  /** Every version's folder name; empty on a site without versions. */
  versions: readonly string[];
  /** The version without a URL prefix (`''` without versions). */
  defaultVersion: string;
}

/** Whether pages sit in a folder per language (`docs/zh/`, `docs/v1/zh/`): only on a site of several languages, as in Rspress. */
export function hasLangFolders(layout: Pick<SpaceLayout, 'langs'>): boolean {
  return layout.langs.length > 1;
}

/** Every space of the site, versions first, in the configured order. */
export function contentSpaces(layout: SpaceLayout): ContentSpace[] {
  const versions = layout.versions.length > 0 ? layout.versions : [''];
  return versions.flatMap((version) => layout.langs.map((lang) => ({ version, lang })));
}

/** The folder a space's pages are in, relative to the docs root: `v1/zh`, `v1`, `zh`. */
export function spaceFolder(space: ContentSpace, layout: SpaceLayout): string {
  return [space.version, hasLangFolders(layout) ? space.lang : ''].filter(Boolean).join('/');
}

/** The URL prefix of a space's routes, without a trailing slash: `/v1/zh`, `/v1`, `/zh`, or `''` for the default version's default language. */
export function spacePrefix(space: ContentSpace, layout: SpaceLayout): string {
  const version = space.version && space.version !== layout.defaultVersion ? `/${space.version}` : '';
  const lang = space.lang !== layout.defaultLang ? `/${space.lang}` : '';
  return version + lang;
}

/** The space a file relative to the docs root belongs to, and its path inside the space's folder; undefined outside every space. */
export function spaceOfFile(relativePath: string, layout: SpaceLayout): (ContentSpace & { rest: string }) | undefined {
  const parts = relativePath.replace(/\\/g, '/').split('/');
  if (parts[0] === '..') return undefined;
  let version = '';
  if (layout.versions.length > 0) {
    version = parts.shift() ?? '';
    if (!layout.versions.includes(version)) return undefined;
  }
  let lang = layout.defaultLang;
  if (hasLangFolders(layout)) {
    lang = parts.shift() ?? '';
    if (!layout.langs.includes(lang)) return undefined;
  }
  return { version, lang, rest: parts.join('/') };
}

/** The space a route path (without the base) belongs to, read from its prefix. */
export function spaceOfPath(routePath: string, layout: SpaceLayout): ContentSpace {
  const parts = routePath.split('/').filter(Boolean);
  let version = layout.defaultVersion;
  if (layout.versions.length > 0 && parts[0] !== layout.defaultVersion && layout.versions.includes(parts[0] ?? '')) {
    version = parts.shift() ?? version;
  }
  const first = parts[0] ?? '';
  const lang = first !== layout.defaultLang && layout.langs.includes(first) ? first : layout.defaultLang;
  return { version, lang };
}

/** `/guide/x` → `/v1/zh/guide/x` for space (v1, zh); a path already in the space is kept. */
export function addSpacePrefix(path: string, space: ContentSpace, layout: SpaceLayout): string {
  return addPathPrefix(path, spacePrefix(space, layout));
}

/** `/v1/zh/guide/x` → `/guide/x`: the path the same page has in every space. */
export function removeSpacePrefix(path: string, space: ContentSpace, layout: SpaceLayout): string {
  return removePathPrefix(path, spacePrefix(space, layout));
}

/** `addSpacePrefix` with the prefix known (`spacePrefix`). */
export function addPathPrefix(path: string, prefix: string): string {
  if (!prefix || path === prefix || path.startsWith(`${prefix}/`)) return path;
  return `${prefix}${path === '/' ? '/' : path}`;
}

/** `removeSpacePrefix` with the prefix known (`spacePrefix`). */
export function removePathPrefix(path: string, prefix: string): string {
  if (!prefix) return path;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/** The layout the site data describes (the browser's view of the config). */
export function siteSpaceLayout(site: Pick<SiteData, 'locales' | 'lang' | 'multiVersion'>): SpaceLayout {
  return {
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.lang,
    versions: site.multiVersion.versions,
    defaultVersion: site.multiVersion.default,
  };
}
