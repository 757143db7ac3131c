/**
 * The sources' stamps as the project's listing took them when the build began (`pipeline/last-build.ts`'s
 * `listProject`, in a thread while the config loads): a build's lookups take a page's stamp from there instead of a
 * stat of its own. A stamp taken before any page is read vouches for the text read after it as well as a later one.
 */
import path from 'node:path';
import type { ListedFolder } from '../utils/stamped-files.js';
import type { SourceStamp } from './source-stamps.js';

export interface ListedStamps {
  /** When the listing began: every stamp it holds was taken at or after this. */
  since: number;
  /** The file's stamp as listed; undefined for a file the listing does not hold (outside the project, or added since). */
  stampOf(absolutePath: string): SourceStamp | undefined;
}

export function listedStamps({ dir, paths, stamps, ctimes, since }: ListedFolder): ListedStamps {
  const at = new Map(paths.map((file, i) => [file, i]));
  const prefix = dir.endsWith(path.sep) ? dir : `${dir}${path.sep}`;
  return {
    since,
    stampOf(absolutePath) {
      if (!absolutePath.startsWith(prefix)) return undefined;
      const relative = absolutePath.slice(prefix.length);
      const i = at.get(path.sep === '/' ? relative : relative.split(path.sep).join('/'));
      if (i === undefined) return undefined;
      return { ino: stamps[i * 3], size: stamps[i * 3 + 1], mtimeMs: stamps[i * 3 + 2], ctimeMs: ctimes[i] };
    },
  };
}
