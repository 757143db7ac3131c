/** Messages the dev server sends the browser over its hot-update socket (`sockWrite('custom', …)`). */

/** A file under the content folder was added, changed or removed: the search index may be stale. */
export const CONTENT_CHANGED_EVENT = 'quire:content-changed';
