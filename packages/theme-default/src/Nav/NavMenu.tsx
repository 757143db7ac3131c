/** A navbar entry with `items`: a button and its dropdown of links. */
import { useEffect } from 'react';
import { useLocation } from '@quire/runtime';
import { Link } from '../components/Link';
import { localizeLink } from '../logic/lang';
import type { NavGroup } from '../logic/theme-config';
import { isNavActive } from './nav-active';
import { NavTag } from './NavTag';
import { useHoverPopup } from './useHoverPopup';

export interface NavMenuProps {
  group: NavGroup;
  /** Current path without the language prefix. */
  path: string;
  /** The URL prefix of the page's version and language. */
  prefix: string;
}

export function NavMenu({ group, path, prefix }: NavMenuProps) {
  const { close, rootProps, buttonProps, panelProps } = useHoverPopup();
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  const active = isNavActive(group, path);
  return (
    <div className="q-nav__menu" {...rootProps}>
      <button className={`q-nav__link q-nav__menu-button${active ? ' q-nav__link--active' : ''}`} {...buttonProps}>
        {group.text}
        <svg className="q-nav__caret" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul className="q-nav__dropdown" {...panelProps}>
        {group.items.map((item) => {
          const current = isNavActive(item, path);
          return (
            <li key={item.link}>
              <Link
                href={localizeLink(item.link, prefix)}
                className={`q-nav__dropdown-link${current ? ' q-nav__link--active' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {item.text}
                <NavTag tag={item.tag} />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
