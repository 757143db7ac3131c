/**
 * Route source of the dev server: the route list is data the server answers (`DEV_ROUTES_PATH`), fetched at the
 * reader's first press as a build's table is, and a page's entry is compiled when first asked for (`DEV_PAGE_ENTRY_PATH`,
 * by its file or, for the first page, by its path), then loaded by its files as a built page's is. The list brings the
 * folders' redirects, which the site data holds in a build. A page
 * added or removed makes the server send `ROUTES_CHANGED_EVENT`: the list and the sidebars are fetched again.
 */
import siteData from '@quire/virtual-site-data';
import {
  DEV_PAGE_ENTRY_PATH,
  DEV_ROUTES_PATH,
  type DevFirstEntry,
  type DevPageEntryAnswer,
  type DevRouteList,
  type DevRoutesAnswer,
  ROUTES_CHANGED_EVENT,
} from '@quire/shared/dev-events';
import { withBase } from '@quire/shared/route-path';
import type { PageModule, RouteEntry, RouteSource } from '@quire/shared/types';
import { waitForPage } from '../page/page-registry';
import { forgetSidebars } from '../page/page-sidebar';
import { addFile } from './page-files';
import { ROUTES_UPDATED_EVENT } from './routes-updated';

async function fetchJson<T>(path: string): Promise<T> {
  const url = withBase(path, siteData.base);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

declare global {
  // Set by the dev server's HTML before the app's scripts load (`core/src/dev/first-entry-script.ts`).
  var __quireFirstEntry: DevFirstEntry | undefined;
}

/** Adds the files of a page entry to the document; resolves with the page's key. */
async function addEntryFiles({ file, files }: DevPageEntryAnswer): Promise<string> {
  await Promise.all(files.map((url) => addFile(withBase(`/${url}`, siteData.base))));
  return file;
}

/** Adds the files of the page entry the server answers `query` with to the document; resolves with the page's key. */
async function addPageEntry(query: string): Promise<string> {
  return addEntryFiles(await fetchJson<DevPageEntryAnswer>(`${DEV_PAGE_ENTRY_PATH}?${query}`));
}

/** The answer the document's inline script asked for, once, if it asked for this path. */
function takeFirstEntry(path: string): DevFirstEntry['answer'] | undefined {
  const early = globalThis.__quireFirstEntry;
  globalThis.__quireFirstEntry = undefined;
  return early?.path === path ? early.answer : undefined;
}

async function loadPageEntry(filePath: string): Promise<PageModule> {
  return waitForPage(await addPageEntry(`file=${encodeURIComponent(filePath)}`));
}

/** The first page needs no route list: the server looks its path up (a 404: no page there, the list decides). */
async function loadPageAt(path: string): Promise<string | undefined> {
  const early = takeFirstEntry(path);
  try {
    if (early) {
      const answer = await early;
      return answer && (await addEntryFiles(answer));
    }
    return await addPageEntry(`path=${encodeURIComponent(path)}`);
  } catch {
    return undefined;
  }
}

const toRoutes = (list: DevRouteList): RouteEntry[] =>
  list.map(([path, filePath, lang, version]) => ({ path, filePath, lang, version, preload: () => loadPageEntry(filePath) }));

let current: RouteEntry[] = [];
let folders: Readonly<Record<string, string>> = {};
let pending: Promise<RouteEntry[]> | undefined;

function fetchRoutes(): Promise<RouteEntry[]> {
  const next = fetchJson<DevRoutesAnswer>(DEV_ROUTES_PATH).then((answer) => {
    current = toRoutes(answer.routes);
    folders = answer.folderRedirects;
    return current;
  });
  // A failed fetch may succeed on the next navigation.
  next.catch(() => {
    if (pending === next) pending = undefined;
  });
  pending = next;
  return next;
}

import.meta.webpackHot?.on?.(ROUTES_CHANGED_EVENT, () => {
  // The sidebars the server answers follow the routes: the page shown reads its own again once the list is in.
  forgetSidebars();
  fetchRoutes().then(
    () => window.dispatchEvent(new Event(ROUTES_UPDATED_EVENT)),
    () => undefined,
  );
});

export const routeSource: RouteSource = {
  current: () => current,
  load: () => pending ?? fetchRoutes(),
  loadPageAt,
  folderRedirects: () => folders,
};
