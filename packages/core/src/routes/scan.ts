/**
 * Finds every content file of each content space (`docs/`, `docs/{lang}/`, `docs/{version}/{lang}/`:
 * `content-space.ts`) and turns it into a route. Folders named
 * `shared`, `theme` and `src` and names starting with `_` hold fragments and code, not pages,
 * and configured exclude globs are skipped too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentSpaces, fileToRoutePath, normalizeRoutePath } from '@quire/shared';
import { QuireError } from '../utils/errors.js';
import { type ContentLayout, spaceRoot } from './content-layout.js';
import { type WalkedFile, walkContent } from './content-walk.js';
import { realLocation } from '../utils/project-boundary.js';
import { routedFileTest } from './routed-file.js';
import { urlUnsafeReason } from './url-safe-name.js';
import { compareText } from '../utils/compare-text.js';

export const UNROUTED_FOLDERS = ['shared', 'theme', 'src', 'public', 'node_modules'];

export interface RouteRecord {
  routePath: string;
  lang: string;
  version: string;
  /** Relative to the docs root with forward slashes: `en/config/mode.mdx`, or `config/mode.mdx` on a site of one language. */
  relativePath: string;
  absolutePath: string;
  /** A page a plugin added from code (`addPages`): the plugin's name. */
  addedBy?: string;
}

export interface ScanOptions extends ContentLayout {
  exclude?: readonly string[];
  /** File names in error messages are relative to this folder. @default the docs root's parent */
  projectRoot?: string;
}

/**
 * `files`: the docs folder's files (`walkContent`, which the project's scan walks once for its links too); walked
 * here when not given.
 */
export async function scanRoutes(options: ScanOptions, files?: readonly WalkedFile[]): Promise<RouteRecord[]> {
  // Globs relative to a space's folder, `./` or not, as a glob library reads them.
  const exclude = (options.exclude ?? []).map((glob) => glob.replace(/^\.\//, ''));
  // Names starting with `_` are fragments, as in Rspress (`_meta.json`, `_nav.json`, `_intro.mdx`, `_parts/`).
  const routed = routedFileTest(UNROUTED_FOLDERS, exclude);
  const records: RouteRecord[] = [];
  const linked = new Set<string>();
  const displayRoot = options.projectRoot ?? path.dirname(options.docsRoot);
  const walked = files ?? walkContent(options.docsRoot, displayRoot, () => false).files;
  for (const space of contentSpaces(options)) {
    const root = spaceRoot(options, space);
    if (space.version && !fs.existsSync(root)) {
      throw new QuireError(`multiVersion.versions names "${space.version}", but its folder ${path.relative(displayRoot, root)} does not exist`, {
        file: path.relative(displayRoot, options.docsRoot),
      });
    }
    const folder = path.relative(options.docsRoot, root).split(path.sep).join('/');
    const prefix = folder ? `${folder}/` : '';
    for (const walkedFile of walked) {
      if (!walkedFile.relativePath.startsWith(prefix)) continue;
      const file = walkedFile.relativePath.slice(prefix.length);
      if (!routed(file)) continue;
      const absolutePath = path.join(root, file);
      const { relativePath } = walkedFile;
      const unsafe = urlUnsafeReason(file);
      if (unsafe) throw new QuireError(unsafe, { file: path.relative(displayRoot, absolutePath) });
      const { routePath } = fileToRoutePath(relativePath, options);
      records.push({ routePath, ...space, relativePath, absolutePath });
      if (walkedFile.linked) linked.add(relativePath);
    }
  }
  records.sort((a, b) => compareText(a.routePath, b.routePath));
  assertUniqueRoutes(records);
  assertNotLinked(records, linked, displayRoot);
  return records;
}

/**
 * A page reached through a symbolic link (links outside the project are refused before) would
 * be known to the bundler by its target's path: its module would carry the wrong page data and
 * the browser would wait for it under its route's name forever.
 */
function assertNotLinked(records: readonly RouteRecord[], linked: ReadonlySet<string>, displayRoot: string): void {
  const record = linked.size ? records.find((r) => linked.has(r.relativePath)) : undefined;
  if (!record) return;
  throw new QuireError(
    `a page may not be a symbolic link (this one leads to ${realLocation(record.absolutePath)}); import the file as a fragment instead`,
    { file: path.relative(displayRoot, record.absolutePath) },
  );
}

/** `a.md` and `a.mdx`, or `a.mdx` and `a/index.mdx`, would both claim one URL. */
export function assertUniqueRoutes(records: readonly RouteRecord[]): void {
  const seen = new Map<string, RouteRecord>();
  for (const record of records) {
    const key = normalizeRoutePath(record.routePath);
    const other = seen.get(key);
    if (other) {
      throw new QuireError(`two files map to the route "${record.routePath}": ${other.relativePath} and ${record.relativePath}`, {
        file: record.absolutePath,
      });
    }
    seen.set(key, record);
  }
}
