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
  let bestLength = -1;
  for (const key of Object.keys(sidebar)) {
    const k = normalizeRoutePath(key);
    const matches = k === '/' || normalized === k || normalized.startsWith(`${k}/`);
    if (matches && k.length > bestLength) {
      best = key;
      bestLength = k.length;
    }
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

/** A list with more entries than this is drawn as a window around the page's entry (the theme's `list-window.ts`). */
export const WINDOWED_LIST_ENTRIES = 120;
/** How many entries the window draws on each side of the page's entry. */
export const WINDOW_RADIUS = 30;

/**
 * Entries per file of a split section's long top-level group: a group of more entries than the theme draws
 * whole (its `WINDOWED_LIST_ENTRIES`) is written in runs of this many, so a page reads the runs its window draws.
 */
export const SIDEBAR_PART_ENTRIES = 100;

/**
 * A long group's files in a split section's file (`sidebarGroupPart` names the first): the runs of
 * `SIDEBAR_PART_ENTRIES` entries in order, and how many entries it has. Undefined for any other entry.
 */
export function sidebarGroupRuns(item: SidebarItemData): { parts: readonly string[]; entries: number } | undefined {
  if (!isSidebarGroup(item) || !('parts' in item) || !Array.isArray(item.parts) || !('entries' in item) || typeof item.entries !== 'number')
    return undefined;
  return { parts: item.parts as string[], entries: item.entries };
}

/**
 * The file holding an entry of a long group whose run has not been read: the reader of the sidebar puts
 * such an entry (a group with no entries) in its place, so every entry keeps its position; the theme draws none.
 */
export function sidebarUnreadPart(item: SidebarItemData): string | undefined {
  return isSidebarGroup(item) && 'unread' in item && typeof item.unread === 'string' ? item.unread : undefined;
}

/**
 * What the dev server answers for the groups holding a page (a dev page's `sidebarParts`): each of those groups' files
 * by its name in the section's current file, so a page's module, kept across changes of its section, never names a stale group.
 */
export interface SidebarPartsAnswer {
  parts: Record<string, SidebarItemData[]>;
}

/** The answer read for a group file, when it is the dev server's answer for a page's groups rather than a group's entries. */
export function sidebarPartsAnswer(read: unknown): SidebarPartsAnswer | undefined {
  return typeof read === 'object' && read !== null && !Array.isArray(read) && 'parts' in read ? (read as SidebarPartsAnswer) : undefined;
}
