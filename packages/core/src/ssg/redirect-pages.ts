/**
 * Static redirect pages: every concrete `from` path (in every language) and every folder without
 * an index page gets an HTML file that sends the reader on with a meta refresh, so redirects
 * work on any static host.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
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

export async function writeRedirectPages(site: SiteData, outDir: string, existingRoutes: ReadonlySet<string>): Promise<number> {
  const compiled = compileRedirects(site.redirects);
  const langs = site.locales.map((l) => l.lang);
  let count = 0;
  for (const rule of site.redirects) {
    for (const pattern of rule.from) {
      const from = literalPath(pattern);
      if (!from) continue;
      for (const lang of langs) {
        const source = addLangPrefix(from, lang, site.lang);
        if (existingRoutes.has(source)) continue;
        const target = findRedirect(source, compiled, langs, site.lang);
        if (!target) continue;
        await writeRedirectPage(site, outDir, source, isExternalUrl(target) ? target : withBase(target, site.base));
        count++;
      }
    }
  }
  // A configured rule for the same path came first and wins.
  for (const [folder, target] of Object.entries(site.folderRedirects)) {
    if (existingRoutes.has(folder) || findRedirect(folder, compiled, langs, site.lang)) continue;
    await writeRedirectPage(site, outDir, folder, withBase(target, site.base));
    count++;
  }
  return count;
}

/** A redirect page at `source`, worded in the language its path belongs to. */
async function writeRedirectPage(site: SiteData, outDir: string, source: string, href: string): Promise<void> {
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
  const file = path.join(outDir, routeToHtmlFile(source));
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, redirectDocument(href, texts, site.icon && iconLink(site.icon, site.base)));
}
