/**
 * The order Vitest starts test files in. It starts the files that took longest in its last run first; a clean
 * clone (CI) has no last run, and Vitest then goes by file size, which started the sweep of every page last and left
 * it running alone for minutes at the end. The browser files that take minutes each start first instead, longest first.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Browser test files of a minute or more on a two-core machine, longest first. */
export const LONG_FILES = [
  'console-clean.test.ts',
  'adopter.test.ts',
  'site.test.ts',
  'a11y.test.ts',
  'build-edge-cases.test.ts',
  'build-early-end.test.ts',
  'dev-server.test.ts',
  'theme-nav.test.ts',
  'theme-doc.test.ts',
];

/** `files` with those named in `LONG_FILES` moved to the front in its order; the others keep theirs. */
export function longFilesFirst<T>(files: readonly T[], nameOf: (file: T) => string): T[] {
  const rank = (file: T) => {
    const at = LONG_FILES.indexOf(nameOf(file));
    return at === -1 ? LONG_FILES.length : at;
  };
  return files
    .map((file, order) => ({ file, order, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ file }) => file);
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Reordered among the places the browser project's files hold: the projects still run one after another.
    const isBrowser = (file: TestSpecification) => file.project.name === 'e2e';
    const browser = longFilesFirst(sorted.filter(isBrowser), (file) => path.basename(file.moduleId));
    let next = 0;
    return sorted.map((file) => (isBrowser(file) ? browser[next++] : file));
  }
}
