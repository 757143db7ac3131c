/**
 * Page-level switches: `?navbar=0` (and sidebar, outline, footer) in the query, or `navbar: false`
 * (and so on) in the frontmatter, hide that part of the page.
 */
import { useLocation, usePageData } from '@quire/runtime';
import { useEffect, useState } from 'react';

export type PagePart = 'navbar' | 'sidebar' | 'outline' | 'footer';
export type PageSwitches = Record<PagePart, boolean>;

const PARTS: PagePart[] = ['navbar', 'sidebar', 'outline', 'footer'];

export function pageSwitches(frontmatter: Record<string, unknown>, search: string): PageSwitches {
  const query = new URLSearchParams(search);
  return Object.fromEntries(PARTS.map((part) => [part, frontmatter[part] !== false && query.get(part) !== '0'])) as PageSwitches;
}

/** True after the first client render; the pre-rendered HTML never saw a query string. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function usePageSwitches(): PageSwitches {
  const page = usePageData();
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The query only applies after hydration so the first client render matches the server's HTML.
  return pageSwitches(page.frontmatter, hydrated ? search : '');
}
