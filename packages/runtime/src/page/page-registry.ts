/**
 * Where page modules announce themselves in a production build. Each page is its own entry
 * chunk that calls `registerPage` when it runs, so the browser finds the current page from
 * the HTML's script tags alone, without a route table in the first load.
 */
import type { PageModule } from '@quire/shared/types';

const pages = new Map<string, PageModule>();
const waiting = new Map<string, (mod: PageModule) => void>();

export function registerPage(key: string, mod: PageModule): void {
  pages.set(key, mod);
  waiting.get(key)?.(mod);
  waiting.delete(key);
}

/** The page module registered under `key` (its source path), once its chunk has run. */
export function waitForPage(key: string): Promise<PageModule> {
  const ready = pages.get(key);
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => waiting.set(key, resolve));
}
