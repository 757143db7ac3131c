/** The route at a path, looked up in a map made once per route table (the dev server asks on every request). */
import { normalizeRoutePath } from '@quire/shared';
import type { RouteRecord } from './scan.js';

const byPathOfRoutes = new WeakMap<readonly RouteRecord[], Map<string, RouteRecord>>();

export function routeAt(routes: readonly RouteRecord[], path: string): RouteRecord | undefined {
  let byPath = byPathOfRoutes.get(routes);
  if (!byPath) {
    byPath = new Map(routes.map((route) => [route.routePath, route]));
    byPathOfRoutes.set(routes, byPath);
  }
  return byPath.get(normalizeRoutePath(path));
}
