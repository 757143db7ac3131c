/** The configured nav entries: links, and menus for entries with `items`. */
import { removePathPrefix, usePageData } from '@quire/runtime';
import { Link } from '../components/Link';
import { localizeLink, useSpacePrefix } from '../logic/lang';
import type { NavItem } from '../logic/theme-config';
import { isNavActive } from './nav-active';
import { NavMenu } from './NavMenu';
import { NavTag } from './NavTag';

export interface NavItemsProps {
  items: NavItem[];
  className?: string;
  /** Menus as plain titled lists (the mobile panel) instead of dropdowns. */
  flat?: boolean;
}

export function NavItems({ items, className = '', flat = false }: NavItemsProps) {
  const prefix = useSpacePrefix();
  const page = usePageData();
  const path = removePathPrefix(page.routePath, prefix);
  if (items.length === 0) return null;
  const link = (item: { text: string; link: string; tag?: string }, current: boolean, cls = 'q-nav__link') => (
    <Link
      href={localizeLink(item.link, prefix)}
      className={`${cls}${current ? ' q-nav__link--active' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {item.text}
      <NavTag tag={item.tag} />
    </Link>
  );
  return (
    <ul className={`q-nav__items ${className}`.trim()}>
      {items.map((item) => (
        <li key={item.text}>
          {!('items' in item) ? (
            link(item, isNavActive(item, path))
          ) : flat ? (
            <>
              <span className="q-nav__group-title">{item.text}</span>
              <ul className="q-nav__group-items">
                {item.items.map((child) => (
                  <li key={child.link}>{link(child, isNavActive(child, path))}</li>
                ))}
              </ul>
            </>
          ) : (
            <NavMenu group={item} path={path} prefix={prefix} />
          )}
        </li>
      ))}
    </ul>
  );
}
