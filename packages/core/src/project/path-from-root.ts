/** A file's path from the project root, as per-page passes name it. */
import path from 'node:path';

/** The path past the root's, which scanning joined to it (no `path.relative` per page); `path.relative` for a file outside. */
export function pathFromRoot(projectRoot: string, absolutePath: string): string {
  const inside = absolutePath.startsWith(projectRoot) && absolutePath[projectRoot.length] === path.sep;
  return inside ? absolutePath.slice(projectRoot.length + 1) : path.relative(projectRoot, absolutePath);
}
