/**
 * Links in content and navigation. Internal links navigate through the router (no reload)
 * and warm the target page's chunk on hover; external links open safely in a new tab.
 */
import { prefetchPath } from '@quire/runtime';
import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

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
  const warm = () => prefetchPath(href.split('#')[0]);
  return (
    <RouterLink
      to={href}
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
    </RouterLink>
  );
}
