/**
 * Links in content and navigation. Internal links navigate through the router (no reload)
 * and warm the target page's chunk on hover; external links open safely in a new tab.
 */
import { prefetchPath, useHref, useLinkClickHandler } from '@quire/runtime';
import type { AnchorHTMLAttributes } from 'react';

export function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
}

export function Link({ href = '', children, onMouseEnter, onFocus, ...rest }: LinkProps) {
  if (!href || href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterAnchor href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
      {children}
    </RouterAnchor>
  );
}

/**
 * An internal link: a plain anchor with the router's click handling (modified clicks and
 * other targets left to the browser).
 */
function RouterAnchor({ href, children, onClick, onMouseEnter, onFocus, ...rest }: LinkProps & { href: string }) {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target: rest.target });
  const warm = () => prefetchPath(href.split('#')[0]);
  return (
    <a
      href={resolved}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) navigate(e);
      }}
      onMouseEnter={(e) => {
        warm();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        warm();
        onFocus?.(e);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
