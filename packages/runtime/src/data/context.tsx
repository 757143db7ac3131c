/** Page and site data for the theme, and the hooks that read them. */
import { createContext, useContext, useEffect, useState } from 'react';
import siteData from '@quire/virtual-site-data';
import type { PageData, PageModule, SiteData } from '@quire/shared/types';

export interface PageState {
  page: PageData;
  /** The page's MDX component; undefined for the 404 page. */
  Component?: PageModule['default'];
  /** True while the next page's chunk is loading. */
  loading: boolean;
  /** Reads the section's sidebar into `page.sidebar` when the page names it by `sidebarFile` only, or a split section's groups (`useSidebarRequest`). */
  requestSidebar?: (parts?: readonly string[]) => void;
}

export const PageContext = createContext<PageState | null>(null);

function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) {
    throw new Error('usePageData() was called outside the Quire app: render the component inside the theme Layout.');
  }
  return state;
}

export function usePageData(): PageData {
  return usePageState().page;
}

export function useRouteLoading(): boolean {
  return usePageState().loading;
}

const noRequest = () => undefined;

/**
 * A pre-rendered first page is hydrated without its section's sidebar (`page.sidebarFile` set,
 * `page.sidebar` not): this asks for it, and `usePageData().sidebar` then holds it. In a long
 * section a top-level group may hold only its first and last links until its file is read
 * (`sidebarGroupPart(group)` names it): asked for with that file, the group's entries are read too;
 * a long group's entries not read yet stand for the file of their run (`sidebarUnreadPart(entry)`).
 */
export function useSidebarRequest(): (parts?: readonly string[]) => void {
  return usePageState().requestSidebar ?? noRequest;
}

export function useSiteData(): SiteData {
  return siteData;
}

export function useLang(): string {
  return usePageState().page.lang;
}

export function useVersion(): string {
  return usePageState().page.version;
}

/** Whether the dark theme is on; follows the `dark` class the theme script sets on <html>. */
export function useDark(): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const update = () => setDark(root.classList.contains('dark'));
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
