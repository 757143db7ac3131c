/**
 * The dev server's HTML for a page, with what that page loads after the app named in it: the page entry's files and
 * its section's sidebar files as preloads, fetched beside the app's scripts, and the entry's answer in the inline script.
 * Without them the browser asked for the page's script only once the app had run, and for the sidebar once that
 * script had run, two round trips after the app's own (each a wait on a busy dev server).
 */
import { escapeHtml, normalizeBase, withBase } from '@quire/shared';
import { firstEntryScript, type KnownFirstEntry } from './first-entry-script.js';

export interface FirstPageHints {
  /** The first page's entry, for the path the HTML was asked for. */
  entry: KnownFirstEntry;
  /** The sidebar files the page names (`pageData.sidebarFile`, then its `sidebarParts`), none when it has no sidebar. */
  sidebarFiles: readonly string[];
}

/** A preload of a file the page loads, at the address the runtime asks for it. */
function preload(file: string, base: string): string {
  const href = escapeHtml(withBase(`/${file}`, base));
  if (file.endsWith('.css')) return `<link rel="preload" as="style" href="${href}">`;
  if (file.endsWith('.js')) return `<link rel="preload" as="script" href="${href}">`;
  // `fetch()` asks in CORS mode; a preload only serves a request made the same way.
  return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
}

/** `html` (the app's document, whose inline script is `firstEntryScript(base)`) with the page's hints. */
export function withFirstPageHints(html: string, base: string, { entry, sidebarFiles }: FirstPageHints): string {
  const b = normalizeBase(base);
  const asking = `<script>${firstEntryScript(b)}</script>`;
  // A chunk the app shares with the page (React's) is named by the document already.
  const named = (file: string) => html.includes(`="${escapeHtml(withBase(`/${file}`, b))}"`);
  const files = [...entry.answer.files.filter((file) => !named(file)), ...sidebarFiles];
  const hints = files.map((file) => preload(file, b)).join('');
  return html.replace(asking, () => `${hints}<script>${firstEntryScript(b, entry)}</script>`);
}
