/** Pure functions over the sidebar, used by the theme and by the compiler. */
import type { SidebarGroupData, SidebarItemData, SidebarLinkData } from './navigation';
import { normalizeRoutePath } from './route-path';
import type { SidebarPrevNext } from './types';

export function isSidebarGroup(item: SidebarItemData): item is SidebarGroupData {
  return 'items' in item;
}

export function isSidebarLink(item: SidebarItemData): item is SidebarLinkData {
  return 'link' in item && !('items' in item);
}

/** The sidebar whose key is the longest prefix of the path (paths without language prefix). */
export function matchSidebar(sidebar: Record<string, SidebarItemData[]>, path: string): { key: string; items: SidebarItemData[] } | undefined {
  const normalized = normalizeRoutePath(path);
  let best: string | undefined;
  for (const key of Object.keys(sidebar)) {
    const k = normalizeRoutePath(key);
    const matches = k === '/' || normalized === k || normalized.startsWith(`${k}/`);
    if (matches && (best === undefined || k.length > normalizeRoutePath(best).length)) best = key;
  }
  return best === undefined ? undefined : { key: best, items: sidebar[best] };
}

/** Every link in reading order, groups' own links included: the order of previous/next. */
export function flattenSidebar(items: readonly SidebarItemData[]): SidebarLinkData[] {
  const out: SidebarLinkData[] = [];
  for (const item of items) {
    if (isSidebarGroup(item)) {
      if (item.link) out.push({ text: item.text, link: item.link });
      out.push(...flattenSidebar(item.items));
    } else if (isSidebarLink(item)) out.push(item);
  }
  return out;
}

/**
 * Each linked path's previous and next links in the section's reading order (`flattenSidebar`, as Rspress 2's
 * `usePrevNextPage`), by its normalized path: the one answer of the build's page data and of the theme.
 * A path linked twice takes its first place; the section's first and last links lack a side.
 */
export function sidebarPrevNext(items: readonly SidebarItemData[]): ReadonlyMap<string, SidebarPrevNext> {
  const links = flattenSidebar(items);
  const byPath = new Map<string, SidebarPrevNext>();
  links.forEach(({ link }, i) => {
    const key = normalizeRoutePath(link);
    if (byPath.has(key)) return;
    const around: SidebarPrevNext = {};
    if (i > 0) around.prev = links[i - 1];
    if (i < links.length - 1) around.next = links[i + 1];
    byPath.set(key, around);
  });
  return byPath;
}

/**
 * The file a top-level group of a split section's sidebar is read from: such a group carries only
 * its first and last links until then (`PageData.sidebarParts`). Undefined for a group that holds its entries.
 */
export function sidebarGroupPart(item: SidebarItemData): string | undefined {
  return isSidebarGroup(item) && 'part' in item && typeof item.part === 'string' ? item.part : undefined;
}
