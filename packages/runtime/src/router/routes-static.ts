/** Route source of the server renderer: the generated table, with one `import()` per page. */
import { routes } from '@quire/virtual-routes';
import type { RouteSource } from '@quire/shared/types';

export const routeSource: RouteSource = {
  current: () => routes,
  load: () => Promise.resolve(routes),
};
