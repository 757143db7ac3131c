/**
 * Draws the entries of a group the page's HTML left closed and empty (`pruned-groups.ts`), from
 * the section's sidebar data the page already has: when the reader opens it, or when the page
 * moves into it.
 */
import { containsActive } from '../logic/sidebar';
import type { SidebarItem } from '../logic/theme-config';
import { groupAt } from './pruned-groups';
import { type SidebarListContext, sidebarListHtml } from './sidebar-html';

const PRUNED = 'ul[data-pruned]';

/** Draws the entries of a pruned group's list in place; a list whose group the entries no longer have is left as it is. */
function fill(list: HTMLElement, items: readonly SidebarItem[], ctx: SidebarListContext): void {
  const position = list.dataset.pruned ?? '';
  const group = groupAt(items, position);
  if (!group) return;
  list.innerHTML = sidebarListHtml(group.items, { ...ctx, pruned: undefined }, position);
  list.removeAttribute('data-pruned');
}

/** Draws the entries of the pruned group a `<details>` holds, if it is one. */
export function fillOpened(details: HTMLDetailsElement, items: readonly SidebarItem[], ctx: SidebarListContext): void {
  const list = details.querySelector<HTMLElement>(`:scope > ${PRUNED}`);
  if (list) fill(list, items, ctx);
}

/** Draws the entries of every pruned group that is open or holds the page at `ctx.path`. */
export function fillPrunedAround(root: HTMLElement, items: readonly SidebarItem[], ctx: SidebarListContext): void {
  for (const list of root.querySelectorAll<HTMLElement>(PRUNED)) {
    const opened = list.parentElement instanceof HTMLDetailsElement && list.parentElement.open;
    const group = groupAt(items, list.dataset.pruned ?? '');
    if (opened || (group && containsActive(group, ctx.path))) fill(list, items, ctx);
  }
}
