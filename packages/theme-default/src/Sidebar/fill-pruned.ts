/**
 * Draws what the page's HTML left out of a long section's sidebar, from the section's sidebar
 * data (read for it when the page was hydrated without it): the entries of a group left closed and empty (`pruned-groups.ts`)
 * when the reader opens it or the page moves into it, and the entries of a long list's gap
 * (`list-window.ts`) when the page moves into it or it is asked for (`watch-gaps.ts`).
 */
import { containsActive, sidebarGroupPart, sidebarUnreadPart } from '../logic/sidebar';
import type { SidebarGroup, SidebarItem } from '../logic/theme-config';
import { parseGapName } from './list-window';
import { groupAt, prunedGroups } from './pruned-groups';
import { entriesHtml, type SidebarListContext, sidebarListHtml, spanHoldsPage } from './sidebar-html';

/** Draws the entries of every pruned group that is open or holds the page at `ctx.path`, then of every gap that holds the page. */
export function fillPruned(root: HTMLElement, items: readonly SidebarItem[], ctx: SidebarListContext): void {
  for (const list of root.querySelectorAll<HTMLElement>('ul[data-pruned]')) {
    const group = groupAt(items, list.dataset.pruned ?? '');
    // A list whose group the entries no longer have is left as it is.
    if (group && !sidebarGroupPart(group) && ((list.parentElement as HTMLDetailsElement).open || containsActive(group, ctx.path)))
      drawGroup(list, group, ctx);
  }
  for (const gap of root.querySelectorAll<HTMLElement>('li[data-gap]')) {
    const run = gapEntries(items, gap);
    if (run && spanHoldsPage(run.list, run, ctx.path)) fillGap(gap, items, ctx);
  }
}

/** A pruned group's list whose group is open. */
const OPENED_PRUNED = '[open]>ul[data-pruned]';

/** Whether the reader opened a pruned group not drawn yet: the section's entries are needed only then. */
export function hasOpenedPruned(root: HTMLElement): boolean {
  return root.querySelector(OPENED_PRUNED) !== null;
}

/**
 * Draws the entries of every pruned group the reader opened. On load and on a toggle that is all
 * there is to draw (no list leaves out the page it was drawn for), and the closed groups' entries,
 * most of a long section, are not read. Returns the files of the opened groups of a split section
 * not read yet (`sidebarGroupPart`), left closed-and-empty until they are.
 */
export function fillOpened(root: HTMLElement, items: readonly SidebarItem[], ctx: SidebarListContext): string[] {
  const unread: string[] = [];
  for (const list of root.querySelectorAll<HTMLElement>(OPENED_PRUNED)) {
    const group = groupAt(items, list.dataset.pruned ?? '');
    const part = group && sidebarGroupPart(group);
    if (part) unread.push(part);
    else if (group) drawGroup(list, group, ctx);
  }
  return unread;
}

function drawGroup(list: HTMLElement, group: SidebarGroup, ctx: SidebarListContext): void {
  list.innerHTML = sidebarListHtml(group.items, { ...ctx, pruned: undefined }, list.dataset.pruned ?? '');
  list.removeAttribute('data-pruned');
}

/** The list and entries a gap element stands for, if the entries still have them. */
function gapEntries(items: readonly SidebarItem[], gap: HTMLElement) {
  const name = parseGapName(gap.dataset.gap ?? '');
  if (!name) return undefined;
  const group = name.parent ? groupAt(items, name.parent) : undefined;
  const list = name.parent ? (group && !sidebarGroupPart(group) ? group.items : undefined) : items;
  return list && name.to < list.length ? { ...name, list } : undefined;
}

/**
 * The file, not read yet, of the gap's entry nearest the ones drawn (a long group's run): read it before `fillGap`,
 * which draws the entries read and leaves the others a gap, so scrolling on reads one run at a time.
 */
export function gapUnreadFile(gap: HTMLElement, items: readonly SidebarItem[]): string | undefined {
  const run = gapEntries(items, gap);
  if (!run) return undefined;
  return sidebarUnreadPart(run.list[gap.classList.contains('q-sidebar__gap--before') ? run.to : run.from]);
}

/** Puts the entries a gap left out in its place, drawn as the page at `ctx.path` draws them (far groups closed). */
export function fillGap(gap: HTMLElement, items: readonly SidebarItem[], ctx: SidebarListContext): void {
  const run = gapEntries(items, gap);
  if (!run) return;
  gap.outerHTML = entriesHtml(run.list, run, { ...ctx, pruned: prunedGroups(items, ctx.path) }, run.parent);
}
