/**
 * Which entries of a long list a page draws: past `WINDOWED_LIST_ENTRIES` entries, the ones
 * around the page's own entry, the list's first and last, and a gap for each run left out. A
 * page's HTML then grows with the window, not with its group; the browser draws a gap's entries
 * when it scrolls into view, takes focus, or holds the page the reader moved to (`fill-pruned.ts`).
 */
import { WINDOW_RADIUS, WINDOWED_LIST_ENTRIES } from '@quire/shared';
import { isGroup } from '../logic/sidebar';
import type { SidebarItem } from '../logic/theme-config';

// Shared with the build, which writes a long group in runs that a page's window reads.
export { WINDOW_RADIUS, WINDOWED_LIST_ENTRIES };

/** A run of a list's entries, `from` to `to` inclusive. */
export interface EntryRange {
  from: number;
  to: number;
}

/** A run of a list's entries drawn, or left out as a gap. */
export interface ListSpan extends EntryRange {
  kind: 'entries' | 'gap';
}

/**
 * The spans of a list of `count` entries whose entry `current` holds the page (-1 for none: the
 * window is then at the list's start). One span of every entry when the list is not long.
 */
export function listWindow(count: number, current: number): ListSpan[] {
  if (count <= WINDOWED_LIST_ENTRIES) return count ? [{ kind: 'entries', from: 0, to: count - 1 }] : [];
  const centre = Math.max(0, current);
  // The window takes in the first or last entry when only that one is left beside it.
  let from = centre - WINDOW_RADIUS;
  let to = centre + WINDOW_RADIUS;
  const spans: ListSpan[] = [];
  if (from > 1) spans.push({ kind: 'entries', from: 0, to: 0 }, { kind: 'gap', from: 1, to: from - 1 });
  else from = 0;
  if (to >= count - 2) to = count - 1;
  spans.push({ kind: 'entries', from, to });
  if (to < count - 1) spans.push({ kind: 'gap', from: to + 1, to: count - 2 }, { kind: 'entries', from: count - 1, to: count - 1 });
  return spans;
}

/** Whether a list of the entries, or of a group among them, is long enough to be drawn as a window. */
export function hasLongList(items: readonly SidebarItem[]): boolean {
  return items.length > WINDOWED_LIST_ENTRIES || items.some((item) => isGroup(item) && hasLongList(item.items));
}

/** How the list's HTML names a gap: the position of the list's group (`''` for the section's), and the entries left out. */
export function gapName(parent: string, span: EntryRange): string {
  return `${parent}:${span.from}-${span.to}`;
}

/** The list and entries a gap's name stands for, if it is one `gapName` wrote. */
export function parseGapName(name: string): (EntryRange & { parent: string }) | undefined {
  const match = /^([\d.]*):(\d+)-(\d+)$/.exec(name);
  return match ? { parent: match[1], from: +match[2], to: +match[3] } : undefined;
}
