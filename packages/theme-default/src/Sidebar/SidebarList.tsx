/**
 * The section's list of entries: HTML drawn once per section (`sidebar-html.ts`) that React puts
 * in place and leaves alone, so hydrating a page does not walk hundreds of links. One handler on
 * the list follows a click on any route link through the router and warms the target page on
 * hover and focus; a navigation within the section moves the current page's mark in the DOM.
 */
import { useFollowLink, useHrefResolver } from '@quire/runtime';
import { type FocusEvent, type MouseEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { warmRoute } from '../components/Link';
import type { SidebarItem } from '../logic/theme-config';
import { markCurrent } from './mark-current';
import { currentHrefs, hasRelativeLinks, sidebarListHtml } from './sidebar-html';

export interface SidebarListProps {
  items: SidebarItem[];
  /** The page's path without its language prefix. */
  path: string;
  lang: string;
  defaultLang: string;
}

export function SidebarList({ items, path, lang, defaultLang }: SidebarListProps) {
  const hrefOf = useHrefResolver();
  const follow = useFollowLink<HTMLUListElement>();
  const list = useRef<HTMLUListElement>(null);
  // Absolute links have the same address on every page of the section; relative ones do not.
  const relative = useMemo(() => hasRelativeLinks(items), [items]);
  const drawnFor = relative ? path : '';
  // Drawn again for a new section, not for each of its pages (`hrefOf` is new on every render).
  const drawn = useMemo(() => sidebarListHtml(items, { path, lang, defaultLang, hrefOf }), [items, lang, defaultLang, drawnFor]);
  const content = useMemo(() => ({ __html: drawn.html }), [drawn]);

  // What the list's DOM shows: the page it was drawn for, then each page navigated to.
  const shown = useRef({ drawn, path: drawn.path });
  useLayoutEffect(() => {
    if (shown.current.drawn !== drawn) shown.current = { drawn, path: drawn.path };
    if (shown.current.path === path || !list.current) return;
    markCurrent(list.current, currentHrefs(items, { path, lang, defaultLang, hrefOf }));
    shown.current.path = path;
  });

  const routeOf = (target: EventTarget | null): { to: string; link: Element } | undefined => {
    const link = target instanceof Element ? target.closest('a') : null;
    const to = link ? drawn.routes.get(link.getAttribute('href') ?? '') : undefined;
    return link && to !== undefined ? { to, link } : undefined;
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
  return <ul ref={list} className="q-sidebar__items" dangerouslySetInnerHTML={content} onClick={onClick} onMouseOver={onMouseOver} onFocus={onFocus} />;
}
