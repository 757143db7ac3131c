/**
 * The HTML document around a pre-rendered page: title with suffix, description, canonical and
 * hreflang links, the appearance script, stylesheets, the entry script and the page chunk
 * preloaded. Everything that comes from content is escaped.
 */
import type { PageData, SiteData } from '@quire/shared';
import { pageTitle, withBase } from '@quire/shared';
import { escapeHtml } from '../utils/escape.js';

export interface DocumentParts {
  site: SiteData;
  page: PageData;
  appHtml: string;
  /** Asset paths relative to the output root. */
  css: string[];
  js: string[];
  preload: string[];
  /** Source path of the page its entry registers (absent on the 404 page). */
  pageKey?: string;
  /** The section's sidebar JSON, relative to the output root: read at the reader's first press, not with the page (it grows with the section). */
  sidebarFile?: string;
  /** Twin pages in other languages: lang → route path. */
  alternates: Array<{ lang: string; routePath: string }>;
  inlineScript: string;
  head: string[];
  /** Public origin (`https://rsbuild.rs`): canonical and hreflang links must be absolute for search engines. */
  siteUrl?: string;
}

/** Everything of a document but the app HTML. */
export type DocumentFrame = Omit<DocumentParts, 'appHtml'>;

/** What follows the app HTML in every document: the app HTML is the document's tail before it. */
const DOCUMENT_END = '</div>\n</body>\n</html>\n';
const DOCUMENT_END_BYTES = Buffer.from(DOCUMENT_END);

/** The app HTML of `length` bytes that `documentBytes` put into `document`; undefined when it cannot be there. */
export function appHtmlIn(document: Uint8Array, length: number): Uint8Array | undefined {
  const end = document.byteLength - DOCUMENT_END_BYTES.byteLength;
  if (length > end || !DOCUMENT_END_BYTES.equals(document.subarray(end))) return undefined;
  return document.subarray(end - length, end);
}

export function renderDocument(parts: DocumentParts): string {
  return `${documentStart(parts)}${parts.appHtml}${DOCUMENT_END}`;
}

/**
 * The document as UTF-8 bytes, around app HTML that is bytes already: the page's HTML is never a
 * string. Written into the start of a buffer `allocate` gives (at least the size asked), so a caller may reuse buffers.
 */
export function documentBytes(start: string, appHtml: Uint8Array, allocate: (bytes: number) => Buffer = Buffer.allocUnsafe): Buffer {
  const target = allocate(Buffer.byteLength(start) + appHtml.byteLength + DOCUMENT_END_BYTES.byteLength);
  let at = target.write(start);
  target.set(appHtml, at);
  at += appHtml.byteLength;
  at += DOCUMENT_END_BYTES.copy(target, at);
  return target.subarray(0, at);
}

/** The document up to the app HTML: the head and the opening of the root element. */
export function documentStart(parts: DocumentFrame): string {
  const { site, page } = parts;
  const url = (p: string) => escapeHtml(withBase(p.startsWith('/') ? p : `/${p}`, site.base));
  const publicUrl = (p: string) => (parts.siteUrl ? escapeHtml(parts.siteUrl.replace(/\/$/, '')) : '') + url(p);
  const description = page.description || site.description;
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(pageTitle(site, page))}</title>`,
  ];
  if (description) head.push(`<meta name="description" content="${escapeHtml(description)}">`);
  if (page.pageType !== '404') head.push(`<link rel="canonical" href="${publicUrl(page.routePath)}">`);
  for (const alt of parts.alternates) {
    head.push(`<link rel="alternate" hreflang="${escapeHtml(alt.lang)}" href="${publicUrl(alt.routePath)}">`);
  }
  if (site.icon) head.push(iconLink(site.icon, site.base));
  if (parts.inlineScript) head.push(`<script>${parts.inlineScript}</script>`);
  head.push(...parts.css.map((f) => `<link rel="stylesheet" href="${url(f)}">`));
  head.push(...parts.preload.map((f) => `<link rel="preload" as="script" href="${url(f)}">`));
  head.push(...parts.js.map((f) => `<script defer src="${url(f)}"></script>`));
  head.push(...parts.head);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(page.lang)}" dir="ltr">
<head>
${head.join('\n')}
</head>
<body>
<div id="root"${rootAttributes(parts)}>`;
}

function rootAttributes(parts: DocumentFrame): string {
  // Nothing whose name changes with another page's edit (the route table, the search indexes):
  // the browser finds those through the site manifest (`shared/site-manifest.ts`).
  let attrs = '';
  if (parts.pageKey) attrs += ` data-page="${escapeHtml(parts.pageKey)}"`;
  if (parts.sidebarFile) attrs += ` data-sidebar="${escapeHtml(parts.sidebarFile)}"`;
  return attrs;
}

/** The site's icon for a document's head: an address as it is, a path under the site's base. */
export function iconLink(icon: string, base: string): string {
  return `<link rel="icon" href="${escapeHtml(/^https?:/.test(icon) ? icon : withBase(icon, base))}">`;
}
