/**
 * Draws the entries of a group the page's HTML left closed and empty (`pruned-groups.ts`), from
 * the section's sidebar data the page already has: when the reader opens it, or when the page
 * moves into it.
 */
import { containsActive } from '../logic/sidebar';
import type { SidebarItem } from '../logic/theme-config';
import { groupAt } from './pruned-groups';
import { type SidebarListContext, sidebarListHtml } from './sidebar-html';

/** Draws the entries of every pruned group that is open or holds the page at `ctx.path`. */
export function fillPruned(root: HTMLElement, items: readonly SidebarItem[], ctx: SidebarListContext): void {
  for (const list of root.querySelectorAll<HTMLElement>('ul[data-pruned]')) {
    const position = list.dataset.pruned ?? '';
    const group = groupAt(items, position);
    // A list whose group the entries no longer have is left as it is.
    if (!group || !((list.parentElement as HTMLDetailsElement).open || containsActive(group, ctx.path))) continue;
    list.innerHTML = sidebarListHtml(group.items, { ...ctx, pruned: undefined }, position);
    list.removeAttribute('data-pruned');
  }
}
