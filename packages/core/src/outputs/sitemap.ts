/** `sitemap.xml`: every route of every language (of one version), each with `hreflang` alternates to its twins. */
import { addSpacePrefix, removeSpacePrefix, type SpaceLayout } from '@quire/shared';
import { escapeHtml } from '../utils/escape.js';

export interface SitemapRoute {
  routePath: string;
  lang: string;
  version: string;
  lastUpdatedTime?: number;
}

export function sitemapXml(routes: readonly SitemapRoute[], siteUrl: string, layout: SpaceLayout): string {
  const existing = new Set(routes.map((r) => r.routePath));
  const entries = routes.map((route) => {
    const bare = removeSpacePrefix(route.routePath, route, layout);
    const alternates = layout.langs
      .map((lang) => ({ lang, path: addSpacePrefix(bare, { version: route.version, lang }, layout) }))
      .filter((alt) => existing.has(alt.path));
    const links =
      alternates.length > 1
        ? alternates.map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeHtml(siteUrl + alt.path)}"/>`).join('')
        : '';
    const lastmod = route.lastUpdatedTime ? `\n    <lastmod>${new Date(route.lastUpdatedTime).toISOString()}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeHtml(siteUrl + route.routePath)}</loc>${lastmod}${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}
