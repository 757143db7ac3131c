/** Which navbar entry matches the current page (path without the language prefix). */
import type { NavGroup, NavLink } from '../logic/theme-config';

export function isNavActive(item: NavLink | NavGroup, path: string): boolean {
  if (item.activeMatch) return new RegExp(item.activeMatch).test(path);
  if ('items' in item) return item.items.some((child) => isNavActive(child, path));
  return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(item.link) && path.startsWith(item.link.replace(/\.html$/, ''));
}
