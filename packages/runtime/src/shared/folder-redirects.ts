/**
 * Folders without an index page (`/guide/` when only `/guide/start/…` exists): their address
 * leads to the first page of the folder in the sidebar instead of a 404, in the build (a
 * redirect page), the dev server and the client router alike. A language without a home page
 * leads from its root to the first page of its sidebars.
 */
import { addLangPrefix, normalizeRoutePath, removeLangPrefix } from './route-path';
import type { SidebarData } from './navigation';
import { flattenSidebar, matchSidebar } from './sidebar';

export interface FolderRedirectInput {
  /** Every route of the site, as routed (`/zh/guide/start/quick-start`). */
  routes: ReadonlyArray<{ routePath: string; lang: string }>;
  /** A language's sidebars, keyed by path prefix without the language. */
  sidebarsFor: (lang: string) => SidebarData;
  defaultLang: string;
}

/** Folder route (`/zh/guide/`) → the route it redirects to (`/zh/guide/start/`), for folders with no page of their own. */
export function folderRedirects({ routes, sidebarsFor, defaultLang }: FolderRedirectInput): Record<string, string> {
  const routed = new Set(routes.map((r) => normalizeRoutePath(r.routePath)));
  const folders = new Map<string, string>();
  for (const { routePath, lang } of routes) {
    const home = addLangPrefix('/', lang, defaultLang);
    if (!routed.has(normalizeRoutePath(home))) folders.set(home, lang);
    const parts = routePath.split('/').slice(1, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = `/${parts.slice(0, depth).join('/')}/`;
      if (!routed.has(normalizeRoutePath(folder))) folders.set(folder, lang);
    }
  }
  const out: Record<string, string> = {};
  for (const [folder, lang] of [...folders].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const target = firstPageIn(folder, lang, { routed, sidebarsFor, defaultLang });
    if (target) out[folder] = target;
  }
  return out;
}

function firstPageIn(
  folder: string,
  lang: string,
  site: { routed: Set<string>; sidebarsFor: (lang: string) => SidebarData; defaultLang: string },
): string | undefined {
  const sidebars = site.sidebarsFor(lang);
  const inLang = removeLangPrefix(folder, lang, site.defaultLang);
  const section = matchSidebar(sidebars, inLang);
  // The home of a language: every sidebar, in its order, when none is keyed `/`.
  const items = section ? section.items : inLang === '/' ? Object.values(sidebars).flat() : undefined;
  if (!items) return undefined;
  for (const { link } of flattenSidebar(items)) {
    if (!link.startsWith('/')) continue;
    const target = addLangPrefix(link.split('#')[0], lang, site.defaultLang);
    if (target.startsWith(folder) && site.routed.has(normalizeRoutePath(target))) return target;
  }
  return undefined;
}

/** The page a requested path leads to when it is a folder without an index page (`/guide`, `/guide/`, `/guide/index.html`). */
export function folderRedirect(redirects: Readonly<Record<string, string>>, path: string): string | undefined {
  const normalized = normalizeRoutePath(path);
  const folder = normalized === '/' ? '/' : `${normalized}/`;
  return Object.hasOwn(redirects, folder) ? redirects[folder] : undefined;
}
