/**
 * The dead-link check of an edit build, from the last build's findings: a page is checked again
 * when its key changed, when a page whose headings it links to changed, or when its findings rest
 * on files (images, the public folder); everything else it rests on (the route list, redirects,
 * sidebars' folder redirects, the build's own files, this code) is the memo's context, and a new
 * context checks every page.
 */
import { normalizeRoutePath } from '@quire/shared';
import { codeFingerprint, sha1 } from '../utils/files.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import { type DeadLink, LinkChecker, type LinkSource, type LinkTargets } from './check-links.js';

/** A page's last check: its key, its findings, the route paths whose headings it named, whether it read files. */
type SavedCheck = [key: string, dead: DeadLink[], anchorPages: string[], readsFiles: boolean];

/** The memo's entry holding the context; no page's id is empty. */
const CONTEXT = '';

/** A page's id in the memo: its file and route (one file may be the page of two routes). */
const idOf = (source: LinkSource) => `${source.file}\0${source.page.routePath}`;

/**
 * Dead links as `findDeadLinks` finds them, in the same order; `context` stands for every input
 * other than the pages and the files, and `file` keeps the memo between builds.
 */
export function deadLinksWithMemo(sources: readonly LinkSource[], targets: LinkTargets, context: string, file: string): DeadLink[] {
  const checker = new LinkChecker(sources, targets);
  // The check's code is in this folder and utils/ (URL paths), with @quire/shared's.
  const code = codeFingerprint(import.meta.url) + codeFingerprint(new URL('../utils/files.js', import.meta.url).href);
  const fullContext = sha1([code, context, ...checker.routePaths()].join('\0'));
  const memo = readJsonMap<SavedCheck | string>(file);
  const saved = memo.get(CONTEXT) === fullContext ? memo : new Map<string, SavedCheck | string>();
  const lastOf = (source: LinkSource): SavedCheck | undefined => {
    const last = source.key === undefined ? undefined : saved.get(idOf(source));
    return Array.isArray(last) && last[0] === source.key ? last : undefined;
  };
  const lasts = sources.map(lastOf);
  // A page whose key changed may have other headings: the pages linking to them are checked again.
  const changed = new Set(sources.filter((_, i) => !lasts[i]).map((s) => normalizeRoutePath(s.page.routePath)));
  const next: Array<[string, SavedCheck | string]> = [[CONTEXT, fullContext]];
  const dead: DeadLink[] = [];
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i];
    const last = lasts[i];
    if (last && !last[3] && !last[2].some((route) => changed.has(route))) {
      dead.push(...last[1]);
      next.push([idOf(source), last]);
      continue;
    }
    const check = checker.check(source);
    dead.push(...check.dead);
    if (source.key !== undefined) next.push([idOf(source), [source.key, check.dead, check.anchorPages, check.readsFiles]]);
  }
  writeJsonMap(file, next, memo);
  return dead;
}
