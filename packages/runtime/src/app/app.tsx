/**
 * The application shell: follows the router's location, loads the page chunk for each path,
 * and provides page data to the theme. The previous page stays on screen while the next one
 * loads; if it cannot load, the error is logged and the reader keeps the page they had.
 */
import { MDXProvider } from '@mdx-js/react';
import { Layout } from '@theme';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '../router/router';
import { markAppReady } from './app-ready';
import { reportPageShown } from '../dev/page-shown';
import { commitPageChange } from './content-transition';
import { showPageMeta } from './document-meta';
import { mdxComponents } from './mdx-components';
import { PageContext } from '../data/context';
import { withPageSidebar } from '../page/page-sidebar';
import { useShownSidebar } from '../page/use-shown-sidebar';
import { ensureRoutes, type LoadedPage, loadPage, redirectFor, replacePageModule, ROUTES_UPDATED_EVENT } from '../router/route-table';
import { isExternalUrl } from '@quire/shared/redirects';
import siteData from '@quire/virtual-site-data';
import { ui } from '@quire/virtual-global-components';
import { normalizeRoutePath, pageTitle, withBase } from '@quire/shared/route-path';
import type { PageModule } from '@quire/shared/types';

declare global {
  // Page modules call this when they are hot-replaced (see the compiler's MDX loader).
  var __QUIRE_HMR__: ((filePath: string, mod: PageModule) => void) | undefined;
}

export function App({ initial }: { initial: LoadedPage }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [routesVersion, setRoutesVersion] = useState(0);
  const { pageData, requestSidebar } = useShownSidebar(page);

  useEffect(() => {
    if (normalizeRoutePath(page.path) === normalizeRoutePath(location.pathname) && routesVersion === 0) return;
    let cancelled = false;
    const go = async () => {
      try {
        await ensureRoutes(location.pathname);
      } catch {
        // Without the route table the server still has the page: load it whole.
        window.location.assign(withBase(location.pathname, siteData.base) + location.search + location.hash);
        return;
      }
      if (cancelled) return;
      const redirect = redirectFor(location.pathname);
      if (redirect) {
        if (isExternalUrl(redirect)) window.location.replace(redirect);
        else navigate(redirect, { replace: true });
        return;
      }
      setLoading(true);
      let next: LoadedPage;
      try {
        next = await loadPage(location.pathname);
      } catch (error) {
        if (cancelled) return;
        console.error(`[quire] failed to load page data for ${location.pathname}:`, error);
        setLoading(false);
        return;
      }
      if (cancelled) return;
      commitPageChange(() => {
        setPage(next);
        setLoading(false);
      }, siteData.themeConfig.enableContentAnimation === true);
    };
    void go();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- page is read, not a trigger
  }, [location.pathname, routesVersion]);

  useEffect(() => {
    const onRoutes = () => setRoutesVersion((v) => v + 1);
    window.addEventListener(ROUTES_UPDATED_EVENT, onRoutes);
    globalThis.__QUIRE_HMR__ = (filePath, mod) => {
      replacePageModule(filePath, mod);
      // The new module names its sidebar as the old one did: read (already, as a rule) before it is shown.
      withPageSidebar(mod).then(
        (shown) =>
          setPage((current) => (current.route?.filePath === filePath ? { ...current, Component: shown.default, pageData: shown.pageData } : current)),
        (error: unknown) => console.error(`[quire] the sidebar of ${filePath} did not load:`, error),
      );
    };
    return () => {
      window.removeEventListener(ROUTES_UPDATED_EVENT, onRoutes);
      globalThis.__QUIRE_HMR__ = undefined;
    };
  }, []);

  // New page: go to its anchor, or to the top.
  useLayoutEffect(() => {
    if (page === initial) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page changes
  }, [page]);

  useEffect(() => {
    markAppReady();
    if (__QUIRE_DEV__) reportPageShown();
  }, []);

  // Client navigation: keep the document's title and language in step with the page.
  useEffect(() => showPageMeta(pageTitle(siteData, page.pageData), page.pageData.lang), [page]);

  const state = useMemo(() => ({ page: pageData, Component: page.Component, loading, requestSidebar }), [pageData, page, loading, requestSidebar]);
  return (
    <PageContext.Provider value={state}>
      <MDXProvider components={mdxComponents}>
        <Layout />
        {ui.map(([Component, props], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the app's life.
          <Component key={i} {...props} />
        ))}
      </MDXProvider>
    </PageContext.Provider>
  );
}
