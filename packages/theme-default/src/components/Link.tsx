/**
 * Links in content and navigation. Internal links navigate through the router (no reload)
 * and warm the target page's chunk on hover; external links open safely in a new tab.
 */
import { prefetchPath, useFollowLink, useHref } from '@quire/runtime';
import type { AnchorHTMLAttributes } from 'react';

export function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** What an anchor does with `href`: stay on the page, open another site, or go to a route of this one. */
export type LinkKind = 'in-page' | 'external' | 'route';

export function linkKind(href: string): LinkKind {
  if (!href || href.startsWith('#')) return 'in-page';
  // Most links are paths of the site (every sidebar link, on every pre-rendered page): a leading
  // single slash settles it without the scheme pattern.
  if (href[0] === '/' && href[1] !== '/') return 'route';
  return isExternal(href) ? 'external' : 'route';
}

/** What an anchor to another site carries: a new tab that cannot reach back to this page. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Starts loading the page behind a route link (its chunk, or the route table first). */
export function warmRoute(to: string): void {
  prefetchPath(to.split('#')[0]);
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
}

export function Link({ href = '', children, onMouseEnter, onFocus, ...rest }: LinkProps) {
  switch (linkKind(href)) {
    case 'in-page':
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
    case 'external':
      return (
        <a href={href} target={EXTERNAL_LINK.target} rel={EXTERNAL_LINK.rel} {...rest}>
          {children}
        </a>
      );
    case 'route':
      return (
        <RouterAnchor href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
          {children}
        </RouterAnchor>
      );
  }
}

/**
 * An internal link: a plain anchor with the router's click handling (modified clicks and
 * other targets left to the browser).
 */
function RouterAnchor({ href, children, onClick, onMouseEnter, onFocus, ...rest }: LinkProps & { href: string }) {
  const resolved = useHref(href);
  const follow = useFollowLink<HTMLAnchorElement>();
  return (
    <a
      href={resolved}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) follow(e, href, { target: rest.target });
      }}
      onMouseEnter={(e) => {
        warmRoute(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        warmRoute(href);
        onFocus?.(e);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
