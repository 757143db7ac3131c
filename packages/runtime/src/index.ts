/** What themes import from the runtime. */
export { Content } from './page/content';
export { ClientOnly } from './rspress/client-only';
export { isAppReady } from './app/app-ready';
export { PageContext, useDark, useLang, usePageData, useRouteLoading, useSidebarRequest, useSiteData, useVersion } from './data/context';
export { getRoutes, matchRoute, prefetchPath } from './router/route-table';
export * from '@quire/shared/banner';
export * from '@quire/shared/redirects';
export * from '@quire/shared/route-path';
export * from '@quire/shared/content-space';
export * from '@quire/shared/sidebar';
export type * from '@quire/shared/navigation';
export * from '@quire/shared/theme-texts';
export type * from '@quire/shared/types';
export { INDEX_FETCH_ERROR, type SearchState } from './search/client';
export { whenIdle } from './app/idle';
export { prefetchSearch, startSearchWorker } from './search/worker-start';
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
export { BrowserOnly, NoSSR } from './rspress/browser-only';
export { Head } from './rspress/head';
export { isEqualPath } from './rspress/base-path';
export { translator, useI18n, type Translate } from './rspress/i18n';
