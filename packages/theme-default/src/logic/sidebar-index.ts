/**
 * What a page asks of a list of sidebar entries (which link or entry is the page, the links in
 * reading order), worked out once per list and kept while the list lives. Every page of a section
 * shares its list, so a page costs what it draws instead of a walk of the whole section: the
 * pre-renderer asks once per page, and a section may hold 10,000 links.
 */
import { flattenSidebar, isSidebarGroup, isSidebarLink, normalizeRoutePath } from '@quire/shared';
import type { SidebarItem, SidebarLink } from './theme-config';

export interface SidebarListIndex {
  /** Every link in reading order, groups' own links included (`flattenSidebar`). */
  links: readonly SidebarLink[];
  /** The position in `links` of the first link to each path (normalized). */
  linkAt: ReadonlyMap<string, number>;
  /** The position in the list of the first entry that is, or is a group holding, each path (normalized). */
  entryAt: ReadonlyMap<string, number>;
}

const indexes = new WeakMap<readonly SidebarItem[], SidebarListIndex>();

function buildIndex(items: readonly SidebarItem[]): SidebarListIndex {
  const links = flattenSidebar(items) as SidebarLink[];
  const linkAt = new Map<string, number>();
  links.forEach(({ link }, i) => {
    const key = normalizeRoutePath(link);
    if (!linkAt.has(key)) linkAt.set(key, i);
  });
  const entryAt = new Map<string, number>();
  const holds = (key: string, i: number) => {
    if (!entryAt.has(key)) entryAt.set(key, i);
  };
  items.forEach((item, i) => {
    if (isSidebarGroup(item)) {
      if (item.link) holds(normalizeRoutePath(item.link), i);
      for (const key of sidebarListIndex(item.items).linkAt.keys()) holds(key, i);
    } else if (isSidebarLink(item)) holds(normalizeRoutePath(item.link), i);
  });
  return { links, linkAt, entryAt };
}

/** The index of a list of entries, made on first use; the entries must not change in place afterwards. */
export function sidebarListIndex(items: readonly SidebarItem[]): SidebarListIndex {
  let index = indexes.get(items);
  if (!index) {
    index = buildIndex(items);
    indexes.set(items, index);
  }
  return index;
}
