/**
 * Each page's previous and next links in its section's reading order, worked out once per section
 * by the build and written into the page's data, so the browser needs no more of the section than
 * it draws (`sidebar-file.ts` splits a long one).
 */
import { flattenSidebar, normalizeRoutePath, type SidebarItemData, type SidebarPrevNext } from '@quire/shared';

/** The neighbours of each link's path (normalized); a path linked twice takes its first place, as the theme's index does. */
export function sectionPrevNext(items: readonly SidebarItemData[]): ReadonlyMap<string, SidebarPrevNext> {
  const links = flattenSidebar(items);
  const byPath = new Map<string, SidebarPrevNext>();
  links.forEach((_, i) => {
    const key = normalizeRoutePath(links[i].link);
    if (byPath.has(key)) return;
    const around: SidebarPrevNext = {};
    if (i > 0) around.prev = links[i - 1];
    if (i < links.length - 1) around.next = links[i + 1];
    byPath.set(key, around);
  });
  return byPath;
}
