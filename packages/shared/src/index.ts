/** Pure, environment-free helpers shared by the compiler (node) and the runtime (browser/SSR). */
export * from './route-path.js';
export * from './content-space.js';
export * from './redirects.js';
export * from './banner.js';
export * from './theme-texts.js';
export * from './sidebar.js';
export type * from './navigation.js';
export * from './types.js';
export * from './search-index-file.js';
export * from './search-split-index.js';
export * from './search-terms.js';
export * from './standalone-page.js';
export * from './edit-distance.js';
export * from './folder-redirects.js';
export * from './dev-events.js';
export * from './site-manifest.js';
export * from './escape-html.js';
export * from './built-in-texts.js';
