/** Sidebar selection and order for the theme (pure functions live in the runtime's shared code). */
import { flattenSidebar, isSidebarGroup, isSidebarLink, matchSidebar, normalizeRoutePath } from '@quire/runtime/shared';
import type { SidebarGroup, SidebarItem, SidebarLink } from './theme-config';

export { flattenSidebar, matchSidebar };
export const isGroup = isSidebarGroup as (item: SidebarItem) => item is SidebarGroup;
export const isLink = isSidebarLink as (item: SidebarItem) => item is SidebarLink;

export function isActive(link: string, path: string): boolean {
  return normalizeRoutePath(link) === normalizeRoutePath(path);
}

export function prevNext(items: readonly SidebarItem[], path: string): { prev?: SidebarLink; next?: SidebarLink } {
  const flat = flattenSidebar(items);
  const i = flat.findIndex((l) => isActive(l.link, path));
  if (i === -1) return {};
  return { prev: flat[i - 1], next: flat[i + 1] };
}

/** A group containing the active link. */
export function containsActive(group: SidebarGroup, path: string): boolean {
  return flattenSidebar([group]).some((l) => isActive(l.link, path));
}
