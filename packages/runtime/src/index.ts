/** What themes import from the runtime. */
export { Content } from './content';
export { ClientOnly } from './client-only';
export { PageContext, useDark, useLang, usePageData, useRouteLoading, useSiteData, useVersion } from './context';
export { getRoutes, matchRoute, prefetchPath } from './route-table';
export * from './shared/banner';
export * from './shared/redirects';
export * from './shared/route-path';
export * from './shared/sidebar';
export type * from './shared/types';
export { createSearchClient, INDEX_FETCH_ERROR, type SearchClient, type SearchState, whenIdle } from './search/client';
export type { HighlightInfo, PageResult, SearchHit } from './search/search-core';
