/** Rspress's path helpers, bound to this site's base. */
import siteData from '@quire/virtual-site-data';
import { normalizeRoutePath, withBase as prefixBase } from '@quire/shared/route-path';

/** `/guide/a` → `/docs/guide/a` on a site served under `/docs/`; other addresses are kept. */
export function withBase(url: string): string {
  return prefixBase(url, siteData.base);
}

/** Whether two paths name the same page: `/guide/a`, `/guide/a.html` and `/guide/a/` are one. */
export function isEqualPath(a: string, b: string): boolean {
  return normalizeRoutePath(a) === normalizeRoutePath(b);
}

/** Rspress's image path helper: a path from the site's root (`/logo.png`) gets the base; a relative path or a full address is kept. */
export function normalizeImagePath(imagePath: string): string {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(imagePath) ? imagePath : withBase(imagePath);
}
