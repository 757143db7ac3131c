/**
 * The three sources of a location the app needs: the browser's address (with a base path),
 * a fixed location for the server renderer, and an in-memory list for component tests.
 * The app uses only push/replace/back and the current location, so this is all of routing:
 * React Router's data routers, matching and framework-mode code never reach the first load.
 */

import { stripBase } from '@quire/shared/route-path';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` attached to this entry, else null. */
  state: unknown;
  /** Differs for two visits to the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface RouterHistory {
  location(): RouterLocation;
  subscribe(onChange: () => void): () => void;
  /** `path` is inside the base: `/guide/x?q#h`. */
  navigate(path: string, options?: NavigateOptions): void;
  go(delta: number): void;
  /** The address an anchor should carry for `path`. */
  href(path: string): string;
}

interface EntryState {
  usr: unknown;
  key: string;
}

let keys = 0;
const nextKey = () => `${Date.now().toString(36)}-${(keys++).toString(36)}`;

export function splitPath(path: string): Pick<RouterLocation, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

/** `basename` has no trailing slash (`/docs`), or is empty for a site at the root. */
export function browserHistory(basename = ''): RouterHistory {
  const read = (): RouterLocation => {
    const entry = window.history.state as Partial<EntryState> | null;
    return {
      pathname: stripBase(window.location.pathname, basename),
      search: window.location.search,
      hash: window.location.hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    };
  };
  let current = read();
  const listeners = new Set<() => void>();
  const changed = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  return {
    location: () => current,
    subscribe(onChange) {
      if (listeners.size === 0) window.addEventListener('popstate', changed);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener('popstate', changed);
      };
    },
    navigate(path, options = {}) {
      const entry: EntryState = { usr: options.state ?? null, key: nextKey() };
      if (options.replace) window.history.replaceState(entry, '', basename + path);
      else window.history.pushState(entry, '', basename + path);
      changed();
    },
    go: (delta) => window.history.go(delta),
    href: (path) => basename + path,
  };
}

/** One location that never changes: what the server renderer sees. */
export function staticHistory(path: string, basename = ''): RouterHistory {
  const location: RouterLocation = { ...splitPath(stripBase(path, basename)), state: null, key: 'default' };
  return {
    location: () => location,
    subscribe: () => () => {},
    navigate: () => {
      throw new Error('[quire] navigate() cannot be called while rendering on the server');
    },
    go: () => {},
    href: (p) => basename + p,
  };
}

/** A list of entries in memory (component tests, or any host without an address bar). */
export function memoryHistory(initialEntries: readonly string[] = ['/']): RouterHistory {
  const entries: RouterLocation[] = (initialEntries.length ? initialEntries : ['/']).map((p) => ({ ...splitPath(p), state: null, key: nextKey() }));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    location: () => entries[index],
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    navigate(path, options = {}) {
      const entry = { ...splitPath(path), state: options.state ?? null, key: nextKey() };
      if (options.replace) entries[index] = entry;
      else {
        entries.splice(index + 1, entries.length, entry);
        index = entries.length - 1;
      }
      changed();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      changed();
    },
    href: (p) => p,
  };
}
