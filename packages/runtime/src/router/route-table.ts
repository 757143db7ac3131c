/**
 * Looks up the route for a browser path in the generated route table, and loads page
 * modules (each its own chunk) with a small cache so a hovered link is fetched once.
 */
import siteData from '@quire/virtual-site-data';
import { routeSource } from '@quire/virtual-route-source';
import { folderRedirect } from '@quire/shared/folder-redirects';
import { compileRedirects, type CompiledRedirect, findRedirect } from '@quire/shared/redirects';
import { siteSpaceLayout } from '@quire/shared/content-space';
import { normalizeRoutePath, notFoundPageData } from '@quire/shared/route-path';
import { waitForPage } from '../page/page-registry';
import { loadSidebar, withPageSidebar } from '../page/page-sidebar';
import type { PageData, PageModule, RouteEntry } from '@quire/shared/types';

export { ROUTES_UPDATED_EVENT } from './routes-updated';

let indexed: RouteEntry[] | undefined;
let byPath = new Map<string, RouteEntry>();

function table(): Map<string, RouteEntry> {
  const routes = routeSource.current();
  if (routes !== indexed) {
    indexed = routes;
    byPath = new Map(routes.map((r) => [normalizeRoutePath(r.path), r]));
  }
  return byPath;
}

/** Fetches the table of routes where it is not part of the bundle (production browser): the part that holds `path`, or all of it. */
export function ensureRoutes(path?: string): Promise<RouteEntry[]> {
  return routeSource.load(path);
}

export function getRoutes(): readonly RouteEntry[] {
  return routeSource.current();
}

/** Dev: loads the page at a path without the route table (the first page); its key, or undefined when it is no page. */
export function loadPageAt(path: string): Promise<string | undefined> {
  return routeSource.loadPageAt?.(path) ?? Promise.resolve(undefined);
}

/** The route of a path, if the table is already known (always in SSR; in dev once its list is fetched). */
export function matchRoute(pathname: string): RouteEntry | undefined {
  return table().get(normalizeRoutePath(pathname));
}

export interface LoadedPage {
  /** The path as requested (without base). */
  path: string;
  route?: RouteEntry;
  Component?: PageModule['default'];
  pageData: PageData;
}

const modules = new Map<string, Promise<PageModule>>();

export function preloadRoute(route: RouteEntry): Promise<PageModule> {
  let pending = modules.get(route.filePath);
  if (!pending) {
    pending = route.preload();
    // A failed chunk load may succeed later (flaky network): do not cache the failure.
    pending.catch(() => modules.delete(route.filePath));
    modules.set(route.filePath, pending);
  }
  return pending;
}

/** Warms the chunk of the page a link points to; errors are left for the real navigation. */
export function prefetchPath(pathname: string): void {
  ensureRoutes(pathname).then(
    () => {
      const route = matchRoute(pathname);
      if (route)
        preloadRoute(route)
          .then(withPageSidebar)
          .catch(() => undefined);
    },
    () => undefined,
  );
}

/**
 * Drops a loaded page's module from the cache. The server renderer renders each page once: kept,
 * every page's code would stay alive in the render thread until the build ends.
 */
export function forgetPage(page: LoadedPage): void {
  if (page.route) modules.delete(page.route.filePath);
}

export async function loadPage(path: string): Promise<LoadedPage> {
  await ensureRoutes(path);
  const route = matchRoute(path);
  if (!route) return notFound(path);
  const mod = await preloadRoute(route).then(withPageSidebar);
  return { path, route, Component: mod.default, pageData: mod.pageData };
}

/**
 * The page the HTML was rendered for, from the page entry the HTML loads (production) or the dev server found
 * by its path: no route table needed. Without a page key (404 page), falls back to the table. Its section's
 * sidebar is not read: hydration keeps the list the server drew (`withSidebar` reads it for a fresh render).
 */
export async function initialPage(path: string, pageKey: string | undefined): Promise<LoadedPage> {
  // No page at the path on the dev server: the route list it serves decides (a redirect, or not found).
  if (!pageKey) return __QUIRE_DEV__ || routeSource.current().length ? loadPage(path) : notFound(path);
  const raw = await waitForPage(pageKey);
  const { pageData } = raw;
  const route: RouteEntry = {
    path: pageData.routePath,
    lang: pageData.lang,
    version: pageData.version,
    filePath: pageKey,
    preload: () => Promise.resolve(raw),
  };
  modules.set(pageKey, Promise.resolve(raw));
  return { path, route, Component: raw.default, pageData };
}

/** The loaded page with its section's sidebar in its page data (the same page when it names none). */
export async function withSidebar(page: LoadedPage): Promise<LoadedPage> {
  const { sidebarFile, sidebar, sidebarParts } = page.pageData;
  if (!sidebarFile || sidebar) return page;
  return { ...page, pageData: { ...page.pageData, sidebar: await loadSidebar(sidebarFile, sidebarParts) } };
}

function notFound(path: string): LoadedPage {
  return {
    path,
    pageData: notFoundPageData(path, siteSpaceLayout(siteData)),
  };
}

/** Called by page modules when they are hot-replaced in dev. */
export function replacePageModule(filePath: string, mod: PageModule): void {
  modules.set(filePath, Promise.resolve(mod));
}

let redirects: CompiledRedirect[] | undefined;

/** Where a path without a page should go: the site's redirect rules, then a folder's first page. */
export function redirectFor(path: string): string | undefined {
  if (matchRoute(path)) return undefined;
  redirects ??= compileRedirects(siteData.redirects);
  return (
    findRedirect(
      path,
      redirects,
      siteData.locales.map((l) => l.lang),
      siteData.lang,
    ) ?? folderRedirect(routeSource.folderRedirects?.() ?? siteData.folderRedirects, path)
  );
}
