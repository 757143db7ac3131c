/**
 * A pre-rendered first page is hydrated without its section's sidebar, since that file grows with
 * the section and the theme keeps the list the server drew. The sidebar is read when the theme asks
 * for it (a group the reader opens, a part of a long list they come to), with the groups of a split
 * section it asks for, and then given to the page shown as `pageData.sidebar`, without making it a
 * new page: no scroll to the top, no page change.
 */
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { PageData, PageSidebar } from '@quire/shared/types';
import type { LoadedPage } from '../router/route-table';
import { loadSidebar } from './page-sidebar';

export interface ShownSidebar {
  /** The page's data, with its sidebar once read. */
  pageData: PageData;
  /**
   * Reads the sidebar the page names, with the page's own groups and the split section's groups in `parts`;
   * nothing when the page carries all of them or names none.
   */
  requestSidebar: (parts?: readonly string[]) => void;
}

export function useShownSidebar(page: LoadedPage): ShownSidebar {
  const [read, setRead] = useState<{ page: LoadedPage; sidebar: PageSidebar }>();
  const shown = useRef(page);
  shown.current = page;
  const requestSidebar = useCallback((parts?: readonly string[]) => {
    const wanted = shown.current;
    const file = wanted.pageData.sidebarFile;
    // Groups read already give the same sidebar back, which changes nothing.
    if (!file || (wanted.pageData.sidebar && !parts?.length)) return;
    loadSidebar(file, (wanted.pageData.sidebarParts ?? []).concat(parts ?? [])).then(
      // A transition: the page's content renders again with its data, in slices as at hydration.
      (loaded) =>
        startTransition(() => setRead((last) => (last?.page === wanted && last.sidebar === loaded ? last : { page: wanted, sidebar: loaded }))),
      (error: unknown) => console.warn(`[quire] the sidebar ${file} did not load:`, error),
    );
  }, []);
  const pageData = useMemo(() => (read?.page === page ? { ...page.pageData, sidebar: read.sidebar } : page.pageData), [page, read]);
  return { pageData, requestSidebar };
}
