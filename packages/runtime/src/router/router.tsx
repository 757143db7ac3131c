/**
 * The router the runtime and themes use: a location from a `RouterHistory`, and the hooks the
 * theme needs (`useLocation`, `useNavigate`, `useHref`, `useLinkClickHandler`; for a list of links
 * `useHrefResolver` and `useFollowLink`). Its own because the app only pushes, replaces and follows
 * the back button, which does not need React Router's weight in every page's first load.
 */
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { browserHistory, memoryHistory, type NavigateOptions, type RouterHistory, type RouterLocation, splitPath, staticHistory } from './history';

export type { NavigateOptions, RouterHistory, RouterLocation } from './history';

/** A path inside the site (`/guide/x#h`, `#h`, `../x`) or its parts; missing parts keep the current pathname. */
export type To = string | Partial<Pick<RouterLocation, 'pathname' | 'search' | 'hash'>>;

interface RouterState {
  history: RouterHistory;
  location: RouterLocation;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('[quire] router hooks need a <Router> (BrowserRouter, StaticRouter or MemoryRouter) above them');
  return router;
}

export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  // The same value until the location changes: every list of links reads it, and a render from
  // above (a hot update) must not draw them all again.
  const router = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** `basename` is the site's base without its trailing slash (`/docs`), or omitted at the root. */
export function BrowserRouter({ basename, children }: { basename?: string; children?: ReactNode }) {
  const [history] = useState(() => browserHistory(basename));
  return <Router history={history}>{children}</Router>;
}

export function StaticRouter({ location, basename, children }: { location: string; basename?: string; children?: ReactNode }) {
  return <Router history={staticHistory(location, basename)}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, children }: { initialEntries?: readonly string[]; children?: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function createPath({ pathname, search, hash }: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const anchor = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + anchor;
}

/** `to` as a path inside the site, relative paths resolved like a browser resolves them. */
export function resolveTo(to: To, from: RouterLocation): string {
  if (typeof to !== 'string') return createPath({ pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' });
  if (to.startsWith('/')) return createPath(splitPath(to));
  const url = new URL(to, `http://quire.invalid${createPath(from)}`);
  return url.pathname + url.search + url.hash;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export type Navigate = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): Navigate {
  const { history } = useRouter();
  // Reads the location when called, so the function stays the same across navigations.
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') history.go(to);
      else history.navigate(resolveTo(to, history.location()), options);
    },
    [history],
  );
}

export function useHref(to: To): string {
  return useHrefResolver()(to);
}

/** `useHref` for a whole list of links: one hook call, then a plain function per link. */
export function useHrefResolver(): (to: To) => string {
  const { history, location } = useRouter();
  return (to) => history.href(resolveTo(to, location));
}

export interface FollowOptions extends NavigateOptions {
  /** The anchor's `target`: a click on a link meant for another browsing context is left alone. */
  target?: string;
}

/**
 * Follows a click on an anchor through the router instead of reloading. Clicks with a modifier
 * key, other buttons and other targets are left to the browser; a click on the current address
 * replaces it. `to` comes with each click, so one handler serves a whole list of links.
 */
export function useFollowLink<E extends Element>(): (event: MouseEvent<E>, to: To, options?: FollowOptions) => void {
  const { history } = useRouter();
  return useCallback(
    (event: MouseEvent<E>, to: To, { target, replace, state }: FollowOptions = {}) => {
      if (event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const current = history.location();
      const path = resolveTo(to, current);
      history.navigate(path, { replace: replace ?? createPath(current) === path, state });
    },
    [history],
  );
}

/** An anchor's click handler that navigates without a reload (see `useFollowLink`). */
export function useLinkClickHandler<E extends Element>(to: To, options: FollowOptions = {}): (event: MouseEvent<E>) => void {
  const follow = useFollowLink<E>();
  const { target, replace, state } = options;
  return useCallback((event: MouseEvent<E>) => follow(event, to, { target, replace, state }), [follow, to, target, replace, state]);
}
