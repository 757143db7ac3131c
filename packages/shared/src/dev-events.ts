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
