/**
 * Route source of the dev server and the server renderer: the generated table, with one
 * `import()` per page. In dev, a page added or removed replaces the table without a reload.
 */
import { routes } from '@quire/virtual-routes';
import { ROUTES_UPDATED_EVENT } from './routes-updated';
import type { RouteSource } from '@quire/shared/types';

let current = routes;

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('@quire/virtual-routes', () => {
    current = routes;
    window.dispatchEvent(new Event(ROUTES_UPDATED_EVENT));
  });
}

export const routeSource: RouteSource = {
  current: () => current,
  load: () => Promise.resolve(current),
};
