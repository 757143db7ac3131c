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
  /** Changes whenever the page's route path, links or heading ids do (`link-check-memo.ts`); unset: checked every time. */
  key?: string;
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

/** One page's findings, and what else they rest on besides the route list and the targets' answers. */
export interface PageLinkCheck {
  dead: DeadLink[];
  /** Route paths (normal form) of the other pages whose headings its links name. */
  anchorPages: string[];
  /** Whether a finding rests on files (an image, the public folder), which change without any page's key. */
  readsFiles: boolean;
}

/** Checks pages' links against every page's route and headings, one page at a time. */
export class LinkChecker {
  private readonly pages: Map<string, LinkSource>;
  /** Each page's heading ids, made when a link first names one. */
  private readonly anchors = new Map<PageData, Set<string>>();

  constructor(
    sources: readonly LinkSource[],
    private readonly targets: LinkTargets = {},
  ) {
    this.pages = new Map(sources.map((s) => [normalizeRoutePath(s.page.routePath), s]));
  }

  /** Every page's route path in normal form, in the order of the sources. */
  routePaths(): IterableIterator<string> {
    return this.pages.keys();
  }

  private anchorsOf(source: LinkSource): Set<string> {
    let ids = this.anchors.get(source.page);
    if (!ids) {
      ids = new Set(source.anchors ?? source.page.toc.map((h) => h.id));
      this.anchors.set(source.page, ids);
    }
    return ids;
  }

  check(source: LinkSource): PageLinkCheck {
    const { targets } = this;
    const result: PageLinkCheck = { dead: [], anchorPages: [], readsFiles: false };
    for (const link of source.links) {
      const { url, kind } = link;
      const report = (reason: string) => result.dead.push({ file: source.file, position: link.position, url, reason, kind });
      if (SCRIPT_URL.test(url)) {
        report(`${kind === 'image' ? 'an image' : 'a link'} may not run script`);
        continue;
      }
      if (!url || EXTERNAL.test(url)) continue;
      if (kind === 'image') {
        result.readsFiles = true;
        const missing = missingImage(url, source.file, targets);
        if (missing) report(missing);
        continue;
      }
      const [pathPart, hash = ''] = url.split('#');
      if (!pathPart) {
        if (hash && !this.anchorsOf(source).has(decodeAnchor(hash))) report(`no heading #${hash} on this page`);
        continue;
      }
      // A relative link to a file that is not a page, such as `./setup.sh`: the bundler's business.
      if (!pathPart.startsWith('/') && isAsset(pathPart.split('?')[0])) continue;
      // Relative links the compiler left as written (out of the language folders) go where a browser would take them.
      const resolved = resolveUrlPath(pathPart, source.page.routePath);
      const route = normalizeRoutePath(resolved);
      const target = this.pages.get(route);
      if (!target) {
        result.readsFiles = true;
        const publicFile = filePathOf(resolved);
        if (targets.isRedirect?.(resolved) || targets.isSiteOutput?.(resolved) || (publicFile && targets.isPublicFile?.(publicFile))) continue;
        report(resolved === pathPart.split('?')[0] ? 'no page at this address' : `no page at ${resolved}`);
        continue;
      }
      if (!hash) continue;
      if (target !== source) result.anchorPages.push(route);
      if (!this.anchorsOf(target).has(decodeAnchor(hash))) report(`no heading #${hash} on ${target.page.routePath}`);
    }
    return result;
  }
}

export function findDeadLinks(sources: readonly LinkSource[], targets: LinkTargets = {}): DeadLink[] {
  const checker = new LinkChecker(sources, targets);
  return sources.flatMap((source) => checker.check(source).dead);
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
