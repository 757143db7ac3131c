/**
 * What the dev bundler's watcher leaves out: Rspack's own default (inside `node_modules` and `.git`), and the files
 * module resolution looked for and missed in the folders above the project (`/tmp/node_modules`, `/package.json`).
 * Watching one of those watches its folder, and the first watch of a folder with many entries the kernel has seen
 * (such as `/tmp`) is slow, and it ran on the main thread between the first compile and the first page's HTML.
 */
import path from 'node:path';

/** Rspack's `watchOptions.ignored` when none is given. */
const RSPACK_DEFAULT_IGNORED = /[\\/](?:\.git|node_modules)[\\/]/;

export function devWatchIgnored(projectRoot: string): (file: string) => boolean {
  const root = path.resolve(projectRoot);
  // The project's strict ancestors, `/` included.
  const above = new Set<string>();
  for (let dir = path.dirname(root); !above.has(dir); dir = path.dirname(dir)) above.add(dir);
  return (file) => {
    if (RSPACK_DEFAULT_IGNORED.test(file)) return true;
    const resolved = path.resolve(file);
    // The project and the folders leading to it stay watched, only their neighbours go.
    return above.has(path.dirname(resolved)) && resolved !== root && !above.has(resolved);
  };
}
