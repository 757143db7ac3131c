/** Sidebar selection and order: pure functions over the configured sidebar. */
import { normalizeRoutePath } from '@quire/runtime';
import type { Sidebar, SidebarGroup, SidebarItem, SidebarLink } from './theme-config';

export function isGroup(item: SidebarItem): item is SidebarGroup {
  return 'items' in item;
}

export function isLink(item: SidebarItem): item is SidebarLink {
  return 'link' in item && !('items' in item);
}

/** The sidebar whose key is the longest prefix of the path. */
export function matchSidebar(sidebar: Sidebar, path: string): { key: string; items: SidebarItem[] } | undefined {
  const normalized = normalizeRoutePath(path);
  let best: string | undefined;
  for (const key of Object.keys(sidebar)) {
    const k = normalizeRoutePath(key);
    const matches = k === '/' || normalized === k || normalized.startsWith(k.endsWith('/') ? k : `${k}/`);
    if (matches && (!best || k.length > normalizeRoutePath(best).length)) best = key;
  }
  return best === undefined ? undefined : { key: best, items: sidebar[best] };
}

/** Every link in reading order, groups' own links included: the order of previous/next. */
export function flattenSidebar(items: readonly SidebarItem[]): SidebarLink[] {
  const out: SidebarLink[] = [];
  for (const item of items) {
    if (isGroup(item)) {
      if (item.link) out.push({ text: item.text, link: item.link });
      out.push(...flattenSidebar(item.items));
    } else if (isLink(item)) out.push(item);
  }
  return out;
}

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
