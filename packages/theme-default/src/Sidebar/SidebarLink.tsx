/**
 * A sidebar entry's link, drawn as plain elements by a function rather than by components:
 * every pre-rendered page draws all the links of its section, and a `Tooltip`, `Link` and router
 * anchor per link were most of the server's render time. What they did is shared by the whole
 * list instead: the router's hooks run once per list (`useLinkActions`), and the tooltip for
 * cut-off titles is one for the whole sidebar (`Sidebar.tsx`). The elements are those `Link`
 * draws, so the HTML is the same.
 */
import { useFollowLink, useHrefResolver } from '@quire/runtime';
import type { MouseEvent, ReactElement } from 'react';
import { EXTERNAL_LINK, linkKind, warmRoute } from '../components/Link';
import type { SidebarLink } from '../logic/theme-config';
import { sidebarTag } from './SidebarTag';

/** What the route links of a list share: the router's address for a path, and clicks followed without a reload. */
export interface LinkActions {
  hrefOf: (to: string) => string;
  follow: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
}

export function useLinkActions(): LinkActions {
  return { hrefOf: useHrefResolver(), follow: useFollowLink<HTMLAnchorElement>() };
}

/**
 * `to` is the entry's link for the page's language; `active` when it is the current page. Each
 * kind of link is written out whole: building the anchor's props as an object and spreading it
 * made this function twice as slow as React's own work for the link.
 */
export function sidebarLink(item: SidebarLink, to: string, active: boolean, actions: LinkActions): ReactElement {
  const className = `q-sidebar__link${active ? ' q-sidebar__link--active' : ''}`;
  const current = active ? 'page' : undefined;
  const text = <span className="q-sidebar__text">{item.text}</span>;
  const tag = sidebarTag(item.tag);
  switch (linkKind(to)) {
    case 'route':
      return (
        <a
          href={actions.hrefOf(to)}
          onClick={(event) => actions.follow(event, to)}
          onMouseEnter={() => warmRoute(to)}
          onFocus={() => warmRoute(to)}
          className={className}
          aria-current={current}
        >
          {text}
          {tag}
        </a>
      );
    case 'external':
      return (
        <a href={to} target={EXTERNAL_LINK.target} rel={EXTERNAL_LINK.rel} className={className} aria-current={current}>
          {text}
          {tag}
        </a>
      );
    case 'in-page':
      return (
        <a href={to} className={className} aria-current={current}>
          {text}
          {tag}
        </a>
      );
  }
}
