/** What themes import from the runtime. */
export { Content } from './content';
export { ClientOnly } from './client-only';
export { isAppReady } from './app-ready';
export { PageContext, useDark, useLang, usePageData, useRouteLoading, useSiteData, useVersion } from './context';
export { getRoutes, matchRoute, prefetchPath } from './route-table';
export * from './shared/banner';
export * from './shared/redirects';
export * from './shared/route-path';
export * from './shared/content-space';
export * from './shared/sidebar';
export type * from './shared/navigation';
export * from './shared/theme-texts';
export type * from './shared/types';
export { INDEX_FETCH_ERROR, type SearchState } from './search/client';
export { whenIdle } from './idle';
export {
  BrowserRouter,
  MemoryRouter,
  type Navigate,
  type NavigateOptions,
  Router,
  type RouterHistory,
  type RouterLocation,
  StaticRouter,
  type FollowOptions,
  type To,
  useFollowLink,
  useHref,
  useHrefResolver,
  useLinkClickHandler,
  useLocation,
  useNavigate,
} from './router/router';
export type { SearchGroup, SearchIndexOption } from './search/groups';
export type { SearchHooks } from './search/hooks';
export { REMOTE_SEARCH_ERROR } from './search/remote';
export type { RemoteSearchGroup, RemoteSearchHit } from './search/remote-answer';
export { createSearchClient, DEFAULT_LIMIT, type SearchClient, type SearchClientOptions } from './search/search-client';
export type { HighlightInfo, PageResult, SearchHit } from './search/search-core';
export { BrowserOnly, NoSSR } from './browser-only';
export { Head } from './head';
export { isEqualPath } from './base-path';
export { translator, useI18n, type Translate } from './i18n';
