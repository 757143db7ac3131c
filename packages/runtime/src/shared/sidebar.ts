/** Sidebar shapes and the pure functions over them, used by the theme and by the compiler. */
import { normalizeRoutePath } from './route-path';

export interface SidebarLinkData {
  text: string;
  link: string;
  tag?: string;
}
export interface SidebarGroupData {
  text: string;
  items: SidebarItemData[];
  /** Starts collapsed. @default false */
  collapsed?: boolean;
  collapsible?: boolean;
  link?: string;
  tag?: string;
}
export interface SidebarDividerData {
  dividerType: 'solid' | 'dashed';
}
export interface SidebarSectionHeaderData {
  sectionHeaderText: string;
  tag?: string;
}
export type SidebarItemData = SidebarLinkData | SidebarGroupData | SidebarDividerData | SidebarSectionHeaderData;
/** Keys are path prefixes (`/guide/`); the longest matching prefix wins. */
export type SidebarData = Record<string, SidebarItemData[]>;

export function isSidebarGroup(item: SidebarItemData): item is SidebarGroupData {
  return 'items' in item;
}

export function isSidebarLink(item: SidebarItemData): item is SidebarLinkData {
  return 'link' in item && !('items' in item);
}

/** The sidebar whose key is the longest prefix of the path (paths without language prefix). */
export function matchSidebar(
  sidebar: Record<string, SidebarItemData[]>,
  path: string,
): { key: string; items: SidebarItemData[] } | undefined {
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
