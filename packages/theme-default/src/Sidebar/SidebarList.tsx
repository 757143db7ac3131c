/**
 * The section's list of entries: HTML (`sidebar-html.ts`) that React puts in place and then leaves
 * alone. Hydration takes the server's copy without drawing it again or walking its links; one
 * handler on the list follows a click on any route link through the router and warms the target
 * page on hover and focus; a navigation within the section moves the current page's mark in the
 * DOM (`mark-current.ts`), and another section's list is drawn in the browser. A group a long
 * section's list left empty is drawn when it opens or the page moves into it, and a long list's
 * gap when the reader comes to it (`fill-pruned.ts`, `watch-gaps.ts`). When hydration falls back
 * to rendering the page afresh, as React does after a mismatch anywhere on it, the list is drawn.
 * A hydrated first page has not read the section's entries (`useSidebarRequest`): they are read
 * when a group or gap is to be drawn, so the page's load does not grow with the section.
 */
import { isAppReady, useHrefResolver, useSidebarRequest } from '@quire/runtime';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRouteLinks } from '../components/use-route-links';
import type { SidebarItem } from '../logic/theme-config';
import { isGroup, sidebarGroupPart, sidebarUnreadPart } from '../logic/sidebar';
import { fillGap, fillOpened, fillPruned, gapUnreadFile, hasOpenedPruned } from './fill-pruned';
import { hasLongList } from './list-window';
import { markCurrent } from './mark-current';
import { prunedGroups } from './pruned-groups';
import { currentHrefs, hasRelativeLinks, type SidebarListContext, sidebarListHtml } from './sidebar-html';

export interface SidebarListProps {
  /** The section's entries; undefined while a hydrated page keeps the server's list and has not read them. */
  items: SidebarItem[] | undefined;
  /** The file the entries are read from (`pageData.sidebarFile`), which tells a section before they are read. */
  sidebarFile?: string;
  /** The page's path without its language prefix. */
  path: string;
  /** The URL prefix of the page's version and language. */
  prefix: string;
}

/** What the list's DOM shows: its entries (`html: undefined` for the copy the page's HTML brought) and the page they mark. */
interface Drawn {
  items: SidebarItem[] | undefined;
  sidebarFile?: string;
  prefix: string;
  html?: string;
  path: string;
}

/** What the handlers below draw a group's entries with: this render's page and entries. */
interface Entries {
  items: SidebarItem[];
  ctx: SidebarListContext;
}

/**
 * Whether `items` are `kept` with more of a split section's groups read (`sidebarGroupPart`): the list
 * drawn from `kept` stays, and draws those groups when they open. Entries read anew (the dev server's
 * answer after the routes changed) are not.
 */
function grownFrom(kept: readonly SidebarItem[], items: readonly SidebarItem[]): boolean {
  return kept.length === items.length && kept.every((item, i) => item === items[i] || sidebarGroupPart(item) || hasUnread(item));
}

/** Whether a long group was read in part: some of its entries stand for a file not read yet (`sidebarUnreadPart`). */
function hasUnread(item: SidebarItem): boolean {
  return isGroup(item) && item.items.some((entry) => sidebarUnreadPart(entry));
}

/** Whether the document holds a list the page's HTML brought (not on the server, nor in a page rendered afresh). */
function hasServerCopy(): boolean {
  return typeof document !== 'undefined' && document.querySelector('#q-sidebar > .q-sidebar__items > li') !== null;
}

/** Whether the server's list left out part of a long list (`list-window.ts`), told before its entries are read. */
function hasServerGaps(): boolean {
  return typeof document !== 'undefined' && document.querySelector('#q-sidebar li[data-gap]') !== null;
}

export function SidebarList({ items, sidebarFile, path, prefix }: SidebarListProps) {
  const hrefOf = useHrefResolver();
  const requestSidebar = useSidebarRequest();
  const routeLinks = useRouteLinks<HTMLUListElement>();
  const list = useRef<HTMLUListElement>(null);
  // Absolute links have the same address on every page of the section; relative ones do not.
  const relative = useMemo(() => items !== undefined && hasRelativeLinks(items), [items]);
  // A ref whose first value is worked out once (it reads the document). Hydrating is told by the
  // app's ready mark, not by a store whose server snapshot differs: that would render the list
  // again right after hydration, synchronously, together with every other update then pending.
  const [last] = useState((): { current?: Drawn } => ({
    current: !isAppReady() && hasServerCopy() ? { items, sidebarFile, prefix, path } : undefined,
  }));
  const drawnFor = relative ? path : '';
  // Set when hydration fell back to rendering the page afresh (a mismatch elsewhere on it), which emptied the server's copy.
  const [afresh, setAfresh] = useState(false);
  // Drawn again for a new section, not for each of its pages (`hrefOf` is new on every render).
  const drawn = useMemo((): Drawn => {
    const kept = last.current;
    // The list drawn stays for its section, once its entries or more of its groups are read too, and for its own page only
    // when links are relative; the server's copy not once hydration fell back to rendering afresh. A list drawn without
    // entries is only the server's copy (an afresh render's empty one is drawn again once they are read).
    const sameSection = kept?.items
      ? kept.items === items || (!!items && kept.sidebarFile === sidebarFile && grownFrom(kept.items, items))
      : kept?.html === undefined && kept?.sidebarFile === sidebarFile;
    if (kept && sameSection && !(afresh && kept.html === undefined) && kept.prefix === prefix && (!relative || kept.path === path)) {
      kept.items = items;
      return kept;
    }
    const html = items ? sidebarListHtml(items, { path, prefix, hrefOf, pruned: prunedGroups(items, path) }) : '';
    last.current = { items, sidebarFile, prefix, path, html };
    return last.current;
  }, [items, sidebarFile, prefix, drawnFor, afresh]);
  useLayoutEffect(() => {
    if (drawn.html === undefined && list.current && !list.current.hasChildNodes()) setAfresh(true);
  }, [drawn]);
  // Drawn afresh before the entries were read: they are read now.
  useEffect(() => {
    if (afresh && !items) requestSidebar();
  }, [afresh, items, requestSidebar]);
  // The server's copy stays as it is: React neither compares nor replaces the HTML of an element
  // whose `__html` it hydrates, and leaves it alone as long as `__html` does not change.
  const content = useMemo(() => ({ __html: drawn.html ?? '' }), [drawn]);

  const shown = useRef({ drawn, path: drawn.path });
  const current = useRef<Entries>(undefined);
  // The entries the opened groups were last drawn from: more of a split section read draws the ones that waited for it.
  const filledFrom = useRef<readonly SidebarItem[]>(undefined);
  // Drawings asked for before the entries were read, done once they are.
  const waiting = useRef<Array<(entries: Entries) => void>>([]);
  useLayoutEffect(() => {
    if (!items) return;
    const entries = { items, ctx: { path, prefix, hrefOf } };
    current.current = entries;
    for (const draw of waiting.current.splice(0)) draw(entries);
    if (list.current && filledFrom.current !== items) {
      filledFrom.current = items;
      if (hasOpenedPruned(list.current)) fillOpened(list.current, items, entries.ctx);
    }
    if (shown.current.drawn !== drawn) shown.current = { drawn, path: drawn.path };
    if (shown.current.path === path || !list.current) return;
    fillPruned(list.current, items, entries.ctx);
    markCurrent(list.current, currentHrefs(items, entries.ctx));
    shown.current.path = path;
  });
  /** Draws with the section's entries: at once, or once the page has read them, asked for now. */
  const withEntries = useCallback(
    (draw: (entries: Entries) => void) => {
      if (current.current) draw(current.current);
      else {
        waiting.current.push(draw);
        requestSidebar();
      }
    },
    [requestSidebar],
  );

  /** Draws a gap once the file of its entries nearest the drawn ones is read: asked for now, drawn with the entries that hold it (a long group's runs). */
  const fillRead = useCallback(
    (gap: HTMLElement, { items, ctx }: Entries, done: () => void) => {
      const unread = gapUnreadFile(gap, items);
      if (!unread) {
        fillGap(gap, items, ctx);
        return done();
      }
      waiting.current.push((entries) => fillRead(gap, entries, done));
      requestSidebar([unread]);
    },
    [requestSidebar],
  );

  // `toggle` does not bubble: the list hears it on its way down. A group opened before hydration is drawn now.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const fill = () => {
      if (!hasOpenedPruned(element)) return;
      withEntries(({ items, ctx }) => {
        const unread = fillOpened(element, items, ctx);
        if (unread.length) requestSidebar(unread);
      });
    };
    fill();
    element.addEventListener('toggle', fill, true);
    return () => element.removeEventListener('toggle', fill, true);
  }, [withEntries, requestSidebar]);

  // Loaded only for a section with a long list: most sites have none.
  const windowed = useMemo(() => (items ? hasLongList(items) : hasServerGaps()), [items]);
  useEffect(() => {
    const element = list.current;
    if (!windowed || !element) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./watch-gaps').then(
      ({ watchGaps }) => {
        if (!left) stop = watchGaps(element, (gap) => new Promise<void>((done) => withEntries((entries) => fillRead(gap, entries, done))));
      },
      (error: unknown) => console.warn('[quire] sidebar gaps are drawn only for the page moved to:', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [windowed, withEntries, fillRead]);

  return (
    <ul
      ref={list}
      className="q-sidebar__items"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sidebar-html.ts escapes every text and address of the site's config.
      dangerouslySetInnerHTML={content}
      suppressHydrationWarning
      {...routeLinks}
    />
  );
}
