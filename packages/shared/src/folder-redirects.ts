/**
 * Folders without an index page (`/guide/` when only `/guide/start/…` exists): their address
 * leads to the first page of the folder in the sidebar instead of a 404, in the build (a
 * redirect page), the dev server and the client router alike. A language without a home page
 * leads from its root to the first page of its sidebars.
 */
import { addSpacePrefix, type ContentSpace, removeSpacePrefix, type SpaceLayout } from './content-space';
import { normalizeRoutePath } from './route-path';
import type { SidebarData, SidebarItemData } from './navigation';
import { flattenSidebar, matchSidebar } from './sidebar';

export interface FolderRedirectInput {
  /** Every route of the site, as routed (`/zh/guide/start/quick-start`). */
  routes: ReadonlyArray<{ routePath: string; lang: string; version: string }>;
  /** A space's sidebars, keyed by path prefix without the version and language. */
  sidebarsFor: (space: ContentSpace) => SidebarData;
  layout: SpaceLayout;
}

/** Folder route (`/zh/guide/`) → the route it redirects to (`/zh/guide/start/`), for folders with no page of their own. */
export function folderRedirects({ routes, sidebarsFor, layout }: FolderRedirectInput): Record<string, string> {
  const routed = new Set(routes.map((r) => normalizeRoutePath(r.routePath)));
  // Every folder some route lies in, each looked up once: a large site has many routes per folder.
  const folders = new Map<string, ContentSpace>();
  for (const { routePath, lang, version } of routes) {
    const space = { lang, version };
    folders.set(addSpacePrefix('/', space, layout), space);
    let folder = '/';
    for (const part of routePath.split('/').slice(1, -1)) {
      folder += `${part}/`;
      folders.set(folder, space);
    }
  }
  const out: Record<string, string> = {};
  // Each sidebar section's first page under each folder, made in one pass over its links: a section of a large site
  // has thousands, and as many folders would each have read them all.
  const firstPages = new Map<string, Map<string, string>>();
  const site = { routed, sidebarsFor, layout, firstPages };
  for (const [folder, space] of [...folders].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (routed.has(normalizeRoutePath(folder))) continue;
    const target = firstPageIn(folder, space, site);
    if (target) out[folder] = target;
  }
  return out;
}

interface RedirectSite {
  routed: Set<string>;
  sidebarsFor: (space: ContentSpace) => SidebarData;
  layout: SpaceLayout;
  /** By space and section: folder → the first routed page under it, in the section's order. */
  firstPages: Map<string, Map<string, string>>;
}

function firstPageIn(folder: string, space: ContentSpace, site: RedirectSite): string | undefined {
  const sidebars = site.sidebarsFor(space);
  const inSpace = removeSpacePrefix(folder, space, site.layout);
  const section = matchSidebar(sidebars, inSpace);
  // The home of a space: every sidebar, in its order, when none is keyed `/`.
  if (!section && inSpace !== '/') return undefined;
  const key = `${space.version}\0${space.lang}\0${section ? `section ${section.key}` : 'home'}`;
  let first = site.firstPages.get(key);
  if (!first) {
    first = firstPagesByFolder(section ? section.items : Object.values(sidebars).flat(), space, site);
    site.firstPages.set(key, first);
  }
  return first.get(folder);
}

/** Each folder (ending in `/`) that a routed link of `items` lies in → the first such link, as routed. */
function firstPagesByFolder(items: readonly SidebarItemData[], space: ContentSpace, site: RedirectSite): Map<string, string> {
  const first = new Map<string, string>();
  for (const { link } of flattenSidebar(items)) {
    if (!link.startsWith('/')) continue;
    const target = addSpacePrefix(link.split('#')[0], space, site.layout);
    if (!site.routed.has(normalizeRoutePath(target))) continue;
    for (let slash = target.indexOf('/'); slash !== -1; slash = target.indexOf('/', slash + 1)) {
      const folder = target.slice(0, slash + 1);
      if (!first.has(folder)) first.set(folder, target);
    }
  }
  return first;
}

/** The page a requested path leads to when it is a folder without an index page (`/guide`, `/guide/`, `/guide/index.html`). */
export function folderRedirect(redirects: Readonly<Record<string, string>>, path: string): string | undefined {
  const normalized = normalizeRoutePath(path);
  const folder = normalized === '/' ? '/' : `${normalized}/`;
  return Object.hasOwn(redirects, folder) ? redirects[folder] : undefined;
}
