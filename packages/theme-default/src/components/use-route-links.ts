/**
 * Handlers for an element whose links are HTML React does not own (a list drawn as one string,
 * or the server's copy of a part kept at hydration): a click on a route link goes through the
 * router, and hovering or focusing one warms its page, as `Link` does for the links it draws.
 */
import { stripBase, useFollowLink, useSiteData } from '@quire/runtime';
import type { FocusEvent, MouseEvent } from 'react';
import { linkKind, warmRoute } from './Link';

export interface RouteLinkHandlers<E extends Element> {
  onClick: (event: MouseEvent<E>) => void;
  onMouseOver: (event: MouseEvent<E>) => void;
  onFocus: (event: FocusEvent<E>) => void;
}

export function useRouteLinks<E extends Element>(): RouteLinkHandlers<E> {
  const follow = useFollowLink<E>();
  const { base } = useSiteData();
  /** The route link an event came from, and the path inside the site it leads to. */
  const routeOf = (target: EventTarget | null): { link: HTMLAnchorElement; to: string } | undefined => {
    const link = target instanceof Element ? target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || linkKind(href) !== 'route') return undefined;
    return { link, to: stripBase(href, base) };
  };
  return {
    onClick: (event) => {
      const route = routeOf(event.target);
      if (route) follow(event, route.to);
    },
    onMouseOver: (event) => {
      const route = routeOf(event.target);
      // Mouse-over also fires between a link's own children: only entering the link counts.
      const inside = event.relatedTarget instanceof Node && route?.link.contains(event.relatedTarget);
      if (route && !inside) warmRoute(route.to);
    },
    onFocus: (event) => {
      const route = routeOf(event.target);
      if (route) warmRoute(route.to);
    },
  };
}
