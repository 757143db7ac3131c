/**
 * A pre-rendered first page is hydrated without its section's sidebar, since that file grows with
 * the section and the theme keeps the list the server drew. The sidebar is read when the theme asks
 * for it (a group the reader opens, a part of a long list they come to) and then given to the page
 * shown as `pageData.sidebar`, without making it a new page: no scroll to the top, no page change.
 */
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { PageData, PageSidebar } from '@quire/shared/types';
import type { LoadedPage } from '../router/route-table';
import { loadSidebar } from './page-sidebar';

export interface ShownSidebar {
  /** The page's data, with its sidebar once read. */
  pageData: PageData;
  /** Reads the sidebar the page names but does not yet carry; nothing when it carries it or names none. */
  requestSidebar: () => void;
}

export function useShownSidebar(page: LoadedPage): ShownSidebar {
  const [read, setRead] = useState<{ page: LoadedPage; sidebar: PageSidebar }>();
  const shown = useRef(page);
  shown.current = page;
  const requestSidebar = useCallback(() => {
    const wanted = shown.current;
    const file = wanted.pageData.sidebarFile;
    if (wanted.pageData.sidebar || !file) return;
    loadSidebar(file).then(
      // A transition: the page's content renders again with its data, in slices as at hydration.
      (sidebar) => startTransition(() => setRead((current) => (current?.page === wanted ? current : { page: wanted, sidebar }))),
      (error: unknown) => console.warn(`[quire] the sidebar ${file} did not load:`, error),
    );
  }, []);
  const pageData = useMemo(() => (read?.page === page ? { ...page.pageData, sidebar: read.sidebar } : page.pageData), [page, read]);
  return { pageData, requestSidebar };
}
