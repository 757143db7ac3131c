/**
 * Which groups of a long section's sidebar a page draws without their entries. Past
 * `FULL_SIDEBAR_LINKS` links, a page carries the groups that lead to it in full and every other
 * collapsible group as its heading, closed, with a link to its first page; the browser draws a
 * group's entries when it is opened (`fill-pruned.ts`). A page's HTML then grows with the groups
 * around it, not with the section.
 */
import { containsActive, isGroup, sidebarGroupPart } from '../logic/sidebar';
import { sidebarListIndex } from '../logic/sidebar-index';
import type { SidebarGroup, SidebarItem } from '../logic/theme-config';

/** A section with more links than this draws the groups far from the page closed and empty (core's `SPLIT_SIDEBAR_LINKS` is the same). */
export const FULL_SIDEBAR_LINKS = 150;

/**
 * The groups drawn as a heading only on the page at `path`: none in a section of at most
 * `FULL_SIDEBAR_LINKS` links; otherwise each collapsible group without the page whose parent is
 * drawn in full (groups inside such a group are drawn in full when it is opened).
 */
export function prunedGroups(items: readonly SidebarItem[], path: string): ReadonlySet<SidebarGroup> {
  const pruned = new Set<SidebarGroup>();
  // A split section (`sidebarGroupPart`) is long by its build's rule, whatever part of it has been read.
  if (!items.some((item) => sidebarGroupPart(item)) && sidebarListIndex(items).links.length <= FULL_SIDEBAR_LINKS) return pruned;
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (!isGroup(item)) continue;
      if (item.collapsible !== false && !containsActive(item, path)) pruned.add(item);
      else visit(item.items);
    }
  };
  visit(items);
  return pruned;
}

/** The position of an entry in the section's tree, as the list's HTML names a group: `3`, `3.1`. */
export function entryPosition(parent: string, index: number): string {
  return parent ? `${parent}.${index}` : String(index);
}

/** The group at a position `entryPosition` wrote, if the entries still have one there. */
export function groupAt(items: readonly SidebarItem[], position: string): SidebarGroup | undefined {
  let list = items;
  let found: SidebarGroup | undefined;
  for (const part of position.split('.')) {
    const item = list[Number(part)];
    if (!item || !isGroup(item)) return undefined;
    found = item;
    list = item.items;
  }
  return found;
}
