/**
 * Looks up the route for a browser path in the generated route table, and loads page
 * modules (each its own chunk) with a small cache so a hovered link is fetched once.
 */
import { routes as generatedRoutes } from '@quire/virtual-routes';
import siteData from '@quire/virtual-site-data';
import { compileRedirects, type CompiledRedirect, findRedirect } from './shared/redirects';
import { normalizeRoutePath, notFoundPageData } from './shared/route-path';
import type { PageData, PageModule, RouteEntry } from './shared/types';

let routes = generatedRoutes;
let byPath = indexRoutes(routes);

function indexRoutes(list: RouteEntry[]): Map<string, RouteEntry> {
  return new Map(list.map((r) => [normalizeRoutePath(r.path), r]));
}

export const ROUTES_UPDATED_EVENT = 'quire:routes-updated';

if (import.meta.webpackHot) {
  // A page added or removed in dev: take the new table without reloading the page.
  import.meta.webpackHot.accept('@quire/virtual-routes', () => {
    routes = generatedRoutes;
    byPath = indexRoutes(routes);
    window.dispatchEvent(new Event(ROUTES_UPDATED_EVENT));
  });
}

export function getRoutes(): readonly RouteEntry[] {
  return routes;
}

export function matchRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(normalizeRoutePath(pathname));
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
  const route = matchRoute(pathname);
  if (route) preloadRoute(route).catch(() => undefined);
}

export async function loadPage(path: string): Promise<LoadedPage> {
  const route = matchRoute(path);
  if (!route) return { path, pageData: notFoundPageData(path, siteData.locales.map((l) => l.lang), siteData.lang) };
  const mod = await preloadRoute(route);
  return { path, route, Component: mod.default, pageData: mod.pageData };
}

/** Called by page modules when they are hot-replaced in dev. */
export function replacePageModule(filePath: string, mod: PageModule): void {
  modules.set(filePath, Promise.resolve(mod));
}

let redirects: CompiledRedirect[] | undefined;

/** Where a path without a page should go according to the site's redirect rules. */
export function redirectFor(path: string): string | undefined {
  if (matchRoute(path)) return undefined;
  redirects ??= compileRedirects(siteData.redirects);
  return findRedirect(path, redirects, siteData.locales.map((l) => l.lang), siteData.lang);
}
