/** Sidebar selection and order for the theme (pure functions live in the runtime's shared code). */
import {
  flattenSidebar,
  isSidebarGroup,
  isSidebarLink,
  matchSidebar,
  normalizeRoutePath,
  type SidebarPrevNext,
  sidebarGroupPart,
  sidebarPrevNext,
  sidebarUnreadPart,
} from '@quire/shared';
import { sidebarListIndex } from './sidebar-index';
import type { SidebarGroup, SidebarItem, SidebarLink } from './theme-config';

export { flattenSidebar, matchSidebar, sidebarGroupPart, sidebarUnreadPart };
export const isGroup = isSidebarGroup as (item: SidebarItem) => item is SidebarGroup;
export const isLink = isSidebarLink as (item: SidebarItem) => item is SidebarLink;

// Every sidebar render compares each link with the current path (pre-rendering: once per page
// for every link of its sidebar), so the normalised form of a link is remembered.
const normalized = new Map<string, string>();
const MAX_REMEMBERED = 10_000;

export function normalizedOf(link: string): string {
  let found = normalized.get(link);
  if (found === undefined) {
    found = normalizeRoutePath(link);
    if (normalized.size >= MAX_REMEMBERED) normalized.clear();
    normalized.set(link, found);
  }
  return found;
}

export function isActive(link: string, path: string): boolean {
  return normalizedOf(link) === normalizedOf(path);
}

// Every page of a section asks of the same entries (a dev page, a sidebar without a build's `pageData.prevNext`).
const prevNexts = new WeakMap<readonly SidebarItem[], ReadonlyMap<string, SidebarPrevNext>>();

/** The page's neighbours in the section's entries: `sidebarPrevNext` of `@quire/shared`, as the build writes them. */
export function prevNext(items: readonly SidebarItem[], path: string): SidebarPrevNext {
  let byPath = prevNexts.get(items);
  if (!byPath) {
    byPath = sidebarPrevNext(items);
    prevNexts.set(items, byPath);
  }
  return byPath.get(normalizedOf(path)) ?? {};
}

/** A group containing the active link, its own link included (asked by groups on every render: answered from the group's index). */
export function containsActive(group: SidebarGroup, path: string): boolean {
  if (group.link && isActive(group.link, path)) return true;
  return sidebarListIndex(group.items).linkAt.has(normalizedOf(path));
}
