/**
 * Page-level switches: `?navbar=0` (and sidebar, outline, footer) in the query, or `navbar: false`
 * (and so on) in the frontmatter, hide that part of the page.
 */
import { useLocation, usePageData } from '@quire/runtime';
import { useSyncExternalStore } from 'react';

export type PagePart = 'navbar' | 'sidebar' | 'outline' | 'footer';
export type PageSwitches = Record<PagePart, boolean>;

const PARTS: PagePart[] = ['navbar', 'sidebar', 'outline', 'footer'];

export function pageSwitches(frontmatter: Record<string, unknown>, search: string): PageSwitches {
  const query = new URLSearchParams(search);
  return Object.fromEntries(PARTS.map((part) => [part, frontmatter[part] !== false && query.get(part) !== '0'])) as PageSwitches;
}

const noSubscription = () => () => {};

/**
 * The query string, except while hydrating, when it is '' as in the pre-rendered HTML (which never
 * saw one). After hydration React compares the two and re-renders only when they differ, so a page
 * opened without switches in its query is not rendered a second time from the top.
 */
function useQueryAfterHydration(search: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => search,
    () => '',
  );
}

export function usePageSwitches(): PageSwitches {
  const page = usePageData();
  const { search } = useLocation();
  return pageSwitches(page.frontmatter, useQueryAfterHydration(search));
}
