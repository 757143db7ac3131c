/** Pure functions over the sidebar, used by the theme and by the compiler. */
import type { SidebarGroupData, SidebarItemData, SidebarLinkData } from './navigation';
import { normalizeRoutePath } from './route-path';

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
 * The file a top-level group of a split section's sidebar is read from: such a group carries only
 * its first and last links until then (`PageData.sidebarParts`). Undefined for a group that holds its entries.
 */
export function sidebarGroupPart(item: SidebarItemData): string | undefined {
  return isSidebarGroup(item) && 'part' in item && typeof item.part === 'string' ? item.part : undefined;
}
