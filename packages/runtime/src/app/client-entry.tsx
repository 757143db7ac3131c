/** Browser entry: load the current page's chunk, then hydrate the pre-rendered HTML (or render fresh). */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '../router/router';
import siteData from '@quire/virtual-site-data';
import { App } from './app';
import { showBuildErrors } from '../dev/dev-overlay';
import { showDevWarnings } from '../dev/dev-warnings';
import { onFirstPress } from './first-press';
import { ensureRoutes, initialPage, type LoadedPage, loadPageAt, redirectFor, withSidebar } from '../router/route-table';
import { isExternalUrl } from '@quire/shared/redirects';
import { stripBase, withBase } from '@quire/shared/route-path';
import { receivePages } from '../page/standalone-page';

// Before the page's own script runs (deferred scripts run in order, the app's first).
if (!__QUIRE_DEV__) receivePages();
if (__QUIRE_DEV__) {
  showDevWarnings();
  showBuildErrors();
}

async function start(): Promise<LoadedPage | undefined> {
  const container = document.getElementById('root');
  if (!container) throw new Error('[quire] missing <div id="root"> in the page');
  let path = stripBase(window.location.pathname, siteData.base);
  // A pre-rendered page names its page entry, the dev server finds it by its path; a page without one (404) is no
  // route, so the redirect rules apply.
  const pageKey = container.dataset.page ?? (__QUIRE_DEV__ ? await loadPageAt(path) : undefined);
  // The dev server's route list is data: redirects look paths up in it.
  if (__QUIRE_DEV__ && !pageKey) await ensureRoutes();
  const redirect = pageKey ? undefined : redirectFor(path);
  if (redirect && isExternalUrl(redirect)) {
    window.location.replace(redirect);
    return undefined;
  }
  if (redirect) {
    window.history.replaceState(null, '', withBase(redirect, siteData.base) + window.location.hash);
    path = redirect;
  }
  const loaded = await initialPage(path, pageKey);
  const basename = siteData.base === '/' ? undefined : siteData.base.slice(0, -1);
  const app = (initial: LoadedPage) => (
    <BrowserRouter basename={basename}>
      <App initial={initial} />
    </BrowserRouter>
  );
  // 404.html is one file served for every unknown path, pre-rendered in the default
  // language: render it fresh so the language of the requested path wins.
  // Hydration started inside a transition is time-sliced: React yields to the browser every few
  // milliseconds instead of hydrating a long page in one task, which on a slow phone CPU is the
  // page's total blocking time (and input typed meanwhile is handled, then hydration resumes).
  // It keeps the sidebar the server drew, so it waits for no sidebar file; a fresh render draws it.
  if (__QUIRE_SSG__ && loaded.route && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app(loaded)));
  else {
    const initial = await withSidebar(loaded);
    container.textContent = '';
    createRoot(container).render(app(initial));
  }
  return loaded;
}

start().then(
  (loaded) => {
    // The page's own part of the route table (its neighbours' routes) and the section's sidebar (with the page's own
    // groups of a split one), for client-side navigation, when the reader first presses a pointer (a route link's
    // hover or focus asks for its own part too): reading them is no part of the page's load.
    onFirstPress(() => {
      if (!loaded) return;
      ensureRoutes(loaded.path).catch((error: unknown) => console.warn('[quire] route table unavailable; links load whole pages:', error));
      withSidebar(loaded).catch(() => undefined);
    });
  },
  (error: unknown) => console.error('[quire] failed to start the page:', error),
);
