/** Messages the dev server sends the browser over its hot-update socket (`sockWrite('custom', …)`). */

/** A file under the content folder was added, changed or removed: the search index may be stale. */
export const CONTENT_CHANGED_EVENT = 'quire:content-changed';

/** The dev server's current warnings of one kind (such as dead links); an empty list: none left. */
export const DEV_WARNINGS_EVENT = 'quire:warnings';

export interface DevWarningsMessage {
  kind: string;
  /** One warning a line, `file:line:column: reason`. */
  lines: string[];
}

/**
 * Errors that stop the site from updating, from one source: the build's after a compile (a page's
 * as `file:line:column: reason` and the lines around it) or the site config's; empty: none left.
 */
export const BUILD_ERRORS_EVENT = 'quire:build-errors';

export interface BuildErrorsMessage {
  source: 'build' | 'config';
  messages: string[];
}

/** Pages were added or removed: the browser fetches the dev server's route list again. */
export const ROUTES_CHANGED_EVENT = 'quire:routes-changed';

/** The dev server's route list (`DevRouteList`), served as data so the bundle holds no route table. */
export const DEV_ROUTES_PATH = '/__quire/routes.json';

/**
 * A page's entry in the dev server, `?file=<path under the docs folder>` or `?path=<route path>`: added to the bundle
 * when first asked for, answered once compiled with the files (`DevPageEntryAnswer`) that load it.
 */
export const DEV_PAGE_ENTRY_PATH = '/__quire/page-entry';

/**
 * The first page's entry, asked for by an inline script of the dev server's HTML as soon as the document is parsed
 * (`window.__quireFirstEntry`), so the answer is on its way while the browser loads the app's scripts; the app takes it
 * for the path it was asked for. `answer` is undefined when there is no page at that path.
 */
export interface DevFirstEntry {
  path: string;
  answer: Promise<DevPageEntryAnswer | undefined>;
}

/**
 * A section's sidebar in the dev server, `?version=&lang=&key=`: what a page's `sidebarFile` names there, answered
 * from the current routes (`PageSidebar`), so the site data carries no sidebar and a page added elsewhere needs no recompile.
 */
export const DEV_SIDEBAR_PATH = '/__quire/sidebar.json';

/**
 * POSTed by the browser once the app has drawn its first page: the dev server's work over every page (the checks, the
 * translation report, the content watcher) starts then, not while that page is still being drawn.
 */
export const DEV_PAGE_SHOWN_PATH = '/__quire/page-shown';

/** Each route as `[path, file under the docs folder, lang, version]`. */
export type DevRouteList = Array<[path: string, filePath: string, lang: string, version: string]>;

/**
 * What `DEV_ROUTES_PATH` answers: the routes, and the folders without an index page with the page each leads to
 * (`SiteData.folderRedirects` in a build), which need every language's sidebars: made when the browser first asks
 * for the list, which it reads before any redirect, not before the server listens.
 */
export interface DevRoutesAnswer {
  routes: DevRouteList;
  folderRedirects: Record<string, string>;
}

/** The files of a page's entry chunk, relative to the site base, in load order. */
export interface DevPageEntryAnswer {
  /** The page's source path under the docs folder. */
  file: string;
  files: string[];
}
