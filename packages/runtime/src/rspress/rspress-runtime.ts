/**
 * What pages written for Rspress import from `@rspress/core/runtime` and `rspress/runtime`: the
 * bundler resolves those names here. The compiler refuses any other name imported from them
 * (`markdown/rspress-api.ts` in core), so a page never gets `undefined` instead of a component.
 */
export { BrowserOnly, NoSSR } from './browser-only';
export { Head } from './head';
export { isEqualPath, normalizeImagePath, withBase } from './base-path';
export { useI18n } from './i18n';
export { useDark, useLang, useVersion } from '../data/context';
export { useFrontmatter, usePage, usePageData, useSite } from './rspress-hooks';
export { useLocation, useNavigate } from '../router/router';
export { useParams, useSearchParams } from './router-hooks';
export { useHead } from './use-head';
// Its own module: only the chunks that call it import the list of every page (`use-pages.ts`).
export { usePages } from './use-pages';
