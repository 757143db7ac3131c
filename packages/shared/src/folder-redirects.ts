/**
 * Folders without an index page (`/guide/` when only `/guide/start/…` exists): their address
 * leads to the first page of the folder in the sidebar instead of a 404, in the build (a
 * redirect page), the dev server and the client router alike. A language without a home page
 * leads from its root to the first page of its sidebars.
 */
import { addSpacePrefix, type ContentSpace, removeSpacePrefix, type SpaceLayout } from './content-space';
import { normalizeRoutePath } from './route-path';
import type { SidebarData } from './navigation';
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
  for (const [folder, space] of [...folders].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (routed.has(normalizeRoutePath(folder))) continue;
    const target = firstPageIn(folder, space, { routed, sidebarsFor, layout });
    if (target) out[folder] = target;
  }
  return out;
}

function firstPageIn(
  folder: string,
  space: ContentSpace,
  site: { routed: Set<string>; sidebarsFor: (space: ContentSpace) => SidebarData; layout: SpaceLayout },
): string | undefined {
  const sidebars = site.sidebarsFor(space);
  const inSpace = removeSpacePrefix(folder, space, site.layout);
  const section = matchSidebar(sidebars, inSpace);
  // The home of a space: every sidebar, in its order, when none is keyed `/`.
  const items = section ? section.items : inSpace === '/' ? Object.values(sidebars).flat() : undefined;
  if (!items) return undefined;
  for (const { link } of flattenSidebar(items)) {
    if (!link.startsWith('/')) continue;
    const target = addSpacePrefix(link.split('#')[0], space, site.layout);
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
