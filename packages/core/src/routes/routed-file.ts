/**
 * Which files under a content space's folder are pages: Markdown files with no folder or name starting with `.`, none
 * starting with `_` (fragments), in no folder of the unrouted ones, and matched by no exclude glob. Told by the path's
 * parts rather than by two globs per file, since the scan asks for every file of the site before the dev server listens.
 */
import picomatch from 'picomatch';

export function routedFileTest(unroutedFolders: readonly string[], exclude: readonly string[]): (file: string) => boolean {
  const unrouted = new Set(unroutedFolders);
  const excluded = exclude.length ? picomatch([...exclude], { dot: true }) : () => false;
  return (file) => {
    if (!file.endsWith('.md') && !file.endsWith('.mdx')) return false;
    const parts = file.split('/');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part.startsWith('.') || part.startsWith('_') || (i < parts.length - 1 && unrouted.has(part))) return false;
    }
    return !excluded(file);
  };
}
