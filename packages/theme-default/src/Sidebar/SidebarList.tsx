/**
 * The section's list of entries: HTML (`sidebar-html.ts`) that React puts in place and then leaves
 * alone. Hydration takes the server's copy without drawing it again or walking its links; one
 * handler on the list follows a click on any route link through the router and warms the target
 * page on hover and focus; a navigation within the section moves the current page's mark in the
 * DOM (`mark-current.ts`), and another section's list is drawn in the browser. A group a long
 * section's list left empty is drawn when it opens or the page moves into it, and a long list's
 * gap when the reader comes to it (`fill-pruned.ts`, `watch-gaps.ts`). When hydration falls back
 * to rendering the page afresh, as React does after a mismatch anywhere on it, the list is drawn.
 */
import { isAppReady, stripBase, useFollowLink, useHrefResolver, useSiteData } from '@quire/runtime';
import { type FocusEvent, type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { linkKind, warmRoute } from '../components/Link';
import type { SidebarItem } from '../logic/theme-config';
import { fillGap, fillOpened, fillPruned } from './fill-pruned';
import { hasLongList } from './list-window';
import { markCurrent } from './mark-current';
import { prunedGroups } from './pruned-groups';
import { currentHrefs, hasRelativeLinks, type SidebarListContext, sidebarListHtml } from './sidebar-html';

export interface SidebarListProps {
  items: SidebarItem[];
  /** The page's path without its language prefix. */
  path: string;
  /** The URL prefix of the page's version and language. */
  prefix: string;
}

/** What the list's DOM shows: its entries (`html: undefined` for the copy the page's HTML brought) and the page they mark. */
interface Drawn {
  items: SidebarItem[];
  prefix: string;
  html?: string;
  path: string;
}

/** Whether the document holds a list the page's HTML brought (not on the server, nor in a page rendered afresh). */
function hasServerCopy(): boolean {
  return typeof document !== 'undefined' && document.querySelector('#q-sidebar > .q-sidebar__items > li') !== null;
}

export function SidebarList({ items, path, prefix }: SidebarListProps) {
  const hrefOf = useHrefResolver();
  const follow = useFollowLink<HTMLUListElement>();
  const { base } = useSiteData();
  const list = useRef<HTMLUListElement>(null);
  // Absolute links have the same address on every page of the section; relative ones do not.
  const relative = useMemo(() => hasRelativeLinks(items), [items]);
  // A ref whose first value is worked out once (it reads the document). Hydrating is told by the
  // app's ready mark, not by a store whose server snapshot differs: that would render the list
  // again right after hydration, synchronously, together with every other update then pending.
  const [arrived] = useState((): { current?: Drawn } => ({
    current: !isAppReady() && !relative && hasServerCopy() ? { items, prefix, path } : undefined,
  }));
  const drawnFor = relative ? path : '';
  // Set when hydration fell back to rendering the page afresh (a mismatch elsewhere on it), which emptied the server's copy.
  const [afresh, setAfresh] = useState(false);
  // Drawn again for a new section, not for each of its pages (`hrefOf` is new on every render).
  const drawn = useMemo((): Drawn => {
    const kept = arrived.current;
    if (kept?.items === items && kept.prefix === prefix && !afresh) return kept;
    arrived.current = undefined;
    return { items, prefix, path, html: sidebarListHtml(items, { path, prefix, hrefOf, pruned: prunedGroups(items, path) }) };
  }, [items, prefix, drawnFor, afresh]);
  useLayoutEffect(() => {
    if (drawn.html === undefined && list.current && !list.current.hasChildNodes()) setAfresh(true);
  }, [drawn]);
  // The server's copy stays as it is: React neither compares nor replaces the HTML of an element
  // whose `__html` it hydrates, and leaves it alone as long as `__html` does not change.
  const content = useMemo(() => ({ __html: drawn.html ?? '' }), [drawn]);

  const shown = useRef({ drawn, path: drawn.path });
  // What the handlers below draw a group's entries with: this render's page and entries.
  const current = useRef<{ items: SidebarItem[]; ctx: SidebarListContext }>(undefined);
  useLayoutEffect(() => {
    const ctx = { path, prefix, hrefOf };
    current.current = { items, ctx };
    if (shown.current.drawn !== drawn) shown.current = { drawn, path: drawn.path };
    if (shown.current.path === path || !list.current) return;
    fillPruned(list.current, items, ctx);
    markCurrent(list.current, currentHrefs(items, ctx));
    shown.current.path = path;
  });

  // `toggle` does not bubble: the list hears it on its way down. A group opened before hydration is drawn now.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const fill = () => current.current && fillOpened(element, current.current.items, current.current.ctx);
    fill();
    element.addEventListener('toggle', fill, true);
    return () => element.removeEventListener('toggle', fill, true);
  }, []);

  // Loaded only for a section with a long list: most sites have none.
  const windowed = useMemo(() => hasLongList(items), [items]);
  useEffect(() => {
    const element = list.current;
    if (!windowed || !element) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./watch-gaps').then(
      ({ watchGaps }) => {
        if (!left) stop = watchGaps(element, (gap) => current.current && fillGap(gap, current.current.items, current.current.ctx));
      },
      (error: unknown) => console.warn('[quire] sidebar gaps are drawn only for the page moved to:', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [windowed]);

  /** The route link an event came from, and the path inside the site it leads to. */
  const routeOf = (target: EventTarget | null): { link: HTMLAnchorElement; to: string } | undefined => {
    const link = target instanceof Element ? target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || linkKind(href) !== 'route') return undefined;
    return { link, to: stripBase(href, base) };
  };
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const route = routeOf(event.target);
    if (route) follow(event, route.to);
  };
  const onMouseOver = (event: MouseEvent<HTMLUListElement>) => {
    const route = routeOf(event.target);
    // Mouse-over also fires between a link's own children: only entering the link counts.
    const inside = event.relatedTarget instanceof Node && route?.link.contains(event.relatedTarget);
    if (route && !inside) warmRoute(route.to);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const route = routeOf(event.target);
    if (route) warmRoute(route.to);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are on the list's links, which keys activate as clicks.
    <ul
      ref={list}
      className="q-sidebar__items"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sidebar-html.ts escapes every text and address of the site's config.
      dangerouslySetInnerHTML={content}
      suppressHydrationWarning
      onClick={onClick}
      onMouseOver={onMouseOver}
      onFocus={onFocus}
    />
  );
}
