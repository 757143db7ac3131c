/**
 * Dead-link check over compiled pages: every internal link must reach a route (or a redirect,
 * or a file in the public folder), and every `#anchor` an id its target page renders (a heading, a footnote); every
 * image that is not external must be a file in the public folder (`/logo.png`) or beside the
 * page (`./shot.png`).
 */
import { normalizeRoutePath, type PageData } from '@quire/shared';
import type { PageLink } from '../markdown/rehype-page-links.js';
import { isAsset } from '../utils/asset-path.js';
import type { SourcePosition } from '../utils/errors.js';
import { filePathOf, imageBesidePage, resolveUrlPath } from '../utils/url-path.js';

export interface LinkSource {
  file: string;
  page: PageData;
  links: readonly PageLink[];
  /** Every heading id of the page (h1 to h6); the outline's ids when unknown. */
  anchors?: readonly string[];
}

export interface DeadLink {
  file: string;
  /** Where the writer wrote the link; unset for one a Markdown plugin made. */
  position?: SourcePosition;
  url: string;
  reason: string;
  kind: PageLink['kind'];
}

/** What the check asks outside the pages; paths are decoded and never climb out of their folder. */
export interface LinkTargets {
  /** `/old-page`: a path a redirect answers. */
  isRedirect?: (path: string) => boolean;
  /** `/logo.svg`: a file in the public folder. */
  isPublicFile?: (path: string) => boolean;
  /** `docs/en/guide/shot.png`: a file of the project, by its path relative to the project. */
  isProjectFile?: (path: string) => boolean;
  /** `/llms.txt`, a feed: a file the build writes beside the pages. */
  isSiteOutput?: (path: string) => boolean;
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

/** Why an image is missing, or undefined when its file exists. */
function missingImage(url: string, file: string, targets: LinkTargets): string | undefined {
  const source = url.split(/[?#]/)[0];
  if (source.startsWith('/')) {
    const inPublic = filePathOf(resolveUrlPath(source, '/'));
    return inPublic && targets.isPublicFile?.(inPublic) ? undefined : 'no such file in the public folder';
  }
  // Beside the page's file: the URL resolved against the file's path within the project.
  const inProject = imageBesidePage(source, file);
  if (inProject && targets.isProjectFile?.(inProject)) return undefined;
  return `no file ${inProject ?? source}`;
}

export function findDeadLinks(sources: readonly LinkSource[], targets: LinkTargets = {}): DeadLink[] {
  const pages = new Map(sources.map((s) => [normalizeRoutePath(s.page.routePath), s.page]));
  const anchors = new Map(sources.map((s) => [s.page, new Set(s.anchors ?? s.page.toc.map((h) => h.id))]));
  const anchorsOf = (page: PageData) => anchors.get(page) as Set<string>;
  const dead: DeadLink[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      const { url, kind } = link;
      const report = (reason: string) => dead.push({ file: source.file, position: link.position, url, reason, kind });
      if (SCRIPT_URL.test(url)) {
        report(`${kind === 'image' ? 'an image' : 'a link'} may not run script`);
        continue;
      }
      if (!url || EXTERNAL.test(url)) continue;
      if (kind === 'image') {
        const missing = missingImage(url, source.file, targets);
        if (missing) report(missing);
        continue;
      }
      const [pathPart, hash = ''] = url.split('#');
      if (!pathPart) {
        if (hash && !anchorsOf(source.page).has(decodeAnchor(hash))) report(`no heading #${hash} on this page`);
        continue;
      }
      // A relative link to a file that is not a page, such as `./setup.sh`: the bundler's business.
      if (!pathPart.startsWith('/') && isAsset(pathPart.split('?')[0])) continue;
      // Relative links the compiler left as written (out of the language folders) go where a browser would take them.
      const resolved = resolveUrlPath(pathPart, source.page.routePath);
      const target = pages.get(normalizeRoutePath(resolved));
      if (!target) {
        const publicFile = filePathOf(resolved);
        if (targets.isRedirect?.(resolved) || targets.isSiteOutput?.(resolved) || (publicFile && targets.isPublicFile?.(publicFile))) continue;
        report(resolved === pathPart.split('?')[0] ? 'no page at this address' : `no page at ${resolved}`);
        continue;
      }
      if (hash && !anchorsOf(target).has(decodeAnchor(hash))) report(`no heading #${hash} on ${target.routePath}`);
    }
  }
  return dead;
}

/** `2 dead links and 1 missing image`. */
export function countDeadLinks(dead: readonly DeadLink[]): string {
  const images = dead.filter((d) => d.kind === 'image').length;
  const counts = [
    [dead.length - images, 'dead link', 'dead links'],
    [images, 'missing image', 'missing images'],
  ] as const;
  return counts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n > 1 ? many : one}`)
    .join(' and ');
}

/** One line per finding: at its place, or at its page for a link a Markdown plugin made. */
export function formatDeadLinks(dead: readonly DeadLink[]): string {
  return dead
    .map((d) => {
      const what = `${d.kind === 'image' ? 'missing image' : 'dead link'} ${d.url}`;
      if (d.position) return `  ${d.file}:${d.position.line}:${d.position.column}: ${what} (${d.reason})`;
      return `  ${d.file}: ${what}, made by a Markdown plugin (${d.reason}; it is in no line of the file)`;
    })
    .join('\n');
}
