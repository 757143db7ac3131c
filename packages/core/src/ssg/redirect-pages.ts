/**
 * Static redirect pages: every concrete `from` path (in every language) and every folder without
 * an index page gets an HTML file that sends the reader on with a meta refresh, so redirects
 * work on any static host.
 */
import {
  addLangPrefix,
  compileRedirects,
  findRedirect,
  isExternalUrl,
  langOfPath,
  literalPath,
  routeToHtmlFile,
  type SiteData,
  themeText,
  withBase,
} from '@quire/shared';
import { escapeHtml } from '../utils/escape.js';
import { iconLink } from './html.js';

/** What the page says, in its language (`redirectingText`, `pageMovedText`). */
export interface RedirectTexts {
  lang: string;
  title: string;
  moved: string;
}

/**
 * `icon`: the site's icon link, when it has one; without it the browser asks for `/favicon.ico` while the page
 * redirects, a 404 on most sites that it logs as a console error.
 */
export function redirectDocument(target: string, texts: RedirectTexts, icon?: string): string {
  const to = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(texts.lang)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(texts.title)}</title>
<meta http-equiv="refresh" content="0; url=${to}">
<link rel="canonical" href="${to}">
<meta name="robots" content="noindex">
${icon ? `${icon}\n` : ''}</head>
<body><p>${escapeHtml(texts.moved)} <a href="${to}">${to}</a></p></body>
</html>
`;
}

/** A redirect page: where it goes in the output (`routeToHtmlFile`) and its document. */
export interface RedirectPage {
  file: string;
  html: string;
}

/** The redirect pages of a site whose routes are `existingRoutes`: none where a page is. */
export function redirectPages(site: SiteData, existingRoutes: ReadonlySet<string>): RedirectPage[] {
  const compiled = compileRedirects(site.redirects);
  const langs = site.locales.map((l) => l.lang);
  const pages: RedirectPage[] = [];
  for (const rule of site.redirects) {
    for (const pattern of rule.from) {
      const from = literalPath(pattern);
      if (!from) continue;
      for (const lang of langs) {
        const source = addLangPrefix(from, lang, site.lang);
        if (existingRoutes.has(source)) continue;
        const target = findRedirect(source, compiled, langs, site.lang);
        if (target) pages.push(redirectPage(site, source, isExternalUrl(target) ? target : withBase(target, site.base)));
      }
    }
  }
  // A configured rule for the same path came first and wins.
  for (const [folder, target] of Object.entries(site.folderRedirects)) {
    if (existingRoutes.has(folder) || findRedirect(folder, compiled, langs, site.lang)) continue;
    pages.push(redirectPage(site, folder, withBase(target, site.base)));
  }
  return pages;
}

/** A redirect page at `source`, worded in the language its path belongs to. */
function redirectPage(site: SiteData, source: string, href: string): RedirectPage {
  const lang = langOfPath(
    source,
    site.locales.map((l) => l.lang),
    site.lang,
  );
  const texts = {
    lang,
    title: themeText(site.themeConfig, lang, 'redirectingText', site.i18n),
    moved: themeText(site.themeConfig, lang, 'pageMovedText', site.i18n),
  };
  return { file: routeToHtmlFile(source), html: redirectDocument(href, texts, site.icon && iconLink(site.icon, site.base)) };
}
