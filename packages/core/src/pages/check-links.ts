/**
 * Dead-link check over compiled pages: every internal link must reach a route (or a redirect,
 * or a file in the public folder), and every `#anchor` a heading of its target page.
 */
import { normalizeRoutePath, type PageData } from '@quire/runtime/shared';
import type { PageLink } from '../markdown/remark-links.js';

export interface LinkSource {
  file: string;
  page: PageData;
  links: readonly PageLink[];
}

export interface DeadLink {
  file: string;
  line: number;
  column: number;
  url: string;
  reason: string;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;
// Browsers run these when clicked; React blocks them, so they are dead links in any case.
const SCRIPT_URL = /^[\s\0-\x1f]*(javascript|vbscript):/i;

/** An anchor as headings carry it; a malformed escape is kept as written. */
function decodeAnchor(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

export function findDeadLinks(
  sources: readonly LinkSource[],
  options: { isRedirect?: (path: string) => boolean; isPublicFile?: (path: string) => boolean } = {},
): DeadLink[] {
  const pages = new Map(sources.map((s) => [normalizeRoutePath(s.page.routePath), s.page]));
  const anchorsOf = (page: PageData) => new Set(page.toc.map((h) => h.id));
  const dead: DeadLink[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      const report = (reason: string) => dead.push({ file: source.file, line: link.line, column: link.column, url: link.url, reason });
      if (SCRIPT_URL.test(link.url)) {
        report('a link may not run script');
        continue;
      }
      if (!link.url || EXTERNAL.test(link.url)) continue;
      const [pathPart, hash = ''] = link.url.split('#');
      if (!pathPart) {
        if (hash && !anchorsOf(source.page).has(decodeAnchor(hash))) report(`no heading #${hash} on this page`);
        continue;
      }
      if (!pathPart.startsWith('/')) continue; // relative asset paths are the bundler's business
      const target = pages.get(normalizeRoutePath(pathPart));
      if (!target) {
        if (options.isRedirect?.(pathPart) || options.isPublicFile?.(pathPart)) continue;
        report('no page at this address');
        continue;
      }
      if (hash && !anchorsOf(target).has(decodeAnchor(hash))) report(`no heading #${hash} on ${target.routePath}`);
    }
  }
  return dead;
}

export function formatDeadLinks(dead: readonly DeadLink[]): string {
  return dead.map((d) => `  ${d.file}:${d.line}:${d.column}: dead link ${d.url} (${d.reason})`).join('\n');
}
