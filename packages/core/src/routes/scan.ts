/**
 * Finds every content file of each content space (`docs/`, `docs/{lang}/`, `docs/{version}/{lang}/`:
 * `content-space.ts`) and turns it into a route. Folders named
 * `shared`, `theme` and `src` and names starting with `_` hold fragments and code, not pages,
 * and configured exclude globs are skipped too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentSpaces, fileToRoutePath, normalizeRoutePath } from '@quire/shared';
import { glob } from 'tinyglobby';
import { QuireError } from '../utils/errors.js';
import { type ContentLayout, spaceRoot } from './content-layout.js';
import { realLocation } from '../utils/project-boundary.js';
import { assertUrlSafePath } from './url-safe-name.js';
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

/** Names starting with `_` are fragments, as in Rspress (`_meta.json`, `_nav.json`, `_intro.mdx`, `_parts/`). */
const UNDERSCORED = ['**/_*', '**/_*/**'];

export async function scanRoutes(options: ScanOptions): Promise<RouteRecord[]> {
  const ignore = [...UNROUTED_FOLDERS.map((f) => `**/${f}/**`), ...UNDERSCORED];
  const records: RouteRecord[] = [];
  const displayRoot = options.projectRoot ?? path.dirname(options.docsRoot);
  for (const space of contentSpaces(options)) {
    const root = spaceRoot(options, space);
    if (space.version && !fs.existsSync(root)) {
      throw new QuireError(`multiVersion.versions names "${space.version}", but its folder ${path.relative(displayRoot, root)} does not exist`, {
        file: path.relative(displayRoot, options.docsRoot),
      });
    }
    const files = await glob('**/*.{md,mdx}', {
      cwd: root,
      ignore: [...ignore, ...(options.exclude ?? [])],
      dot: false,
    });
    for (const file of files) {
      const absolutePath = path.join(root, file);
      const relativePath = path.relative(options.docsRoot, absolutePath).split(path.sep).join('/');
      assertUrlSafePath(file, path.relative(displayRoot, absolutePath));
      const { routePath } = fileToRoutePath(relativePath, options);
      records.push({ routePath, ...space, relativePath, absolutePath });
    }
  }
  records.sort((a, b) => compareText(a.routePath, b.routePath));
  assertUniqueRoutes(records);
  assertNotLinked(records, options.docsRoot, displayRoot);
  return records;
}

/**
 * A page reached through a symbolic link (links outside the project are refused before) would
 * be known to the bundler by its target's path: its module would carry the wrong page data and
 * the browser would wait for it under its route's name forever.
 */
function assertNotLinked(records: readonly RouteRecord[], docsRoot: string, displayRoot: string): void {
  const realDocs = realLocation(docsRoot);
  for (const record of records) {
    const real = realLocation(record.absolutePath);
    // Compared as strings where the docs folder is where it seems (two path.relative a page were a third of the scan at 20,000 pages).
    const expected = realDocs === docsRoot ? record.absolutePath : path.join(realDocs, path.relative(docsRoot, record.absolutePath));
    if (real === expected) continue;
    throw new QuireError(`a page may not be a symbolic link (this one leads to ${real}); import the file as a fragment instead`, {
      file: path.relative(displayRoot, record.absolutePath),
    });
  }
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
