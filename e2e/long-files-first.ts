/**
 * The order Vitest starts test files in. It starts the files that took longest in its last run first; a clean
 * clone (CI) has no last run, and Vitest then goes by file size, which started the sweep of every page last and left
 * it running alone for minutes at the end. The browser files that take longest start first instead, longest first.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Browser test files of half a minute or more on a two-core machine beside another file, longest first. */
export const LONG_FILES = [
  'console-clean.test.ts',
  'adopter.test.ts',
  'site.test.ts',
  'a11y.test.ts',
  'build-early-end.test.ts',
  'build-edge-cases.test.ts',
  'build-integrity.test.ts',
  'build-paths-agree.test.ts',
  'build-last-checks.test.ts',
  'site-shapes.test.ts',
  'lighthouse.test.ts',
  'build.test.ts',
  'dev-server.test.ts',
  'build-cache.test.ts',
  'theme-doc.test.ts',
  'theme-nav.test.ts',
];

/**
 * `files` with those named in `LONG_FILES` moved ahead of the others in its order. Only the files `nameOf` names are
 * reordered, among the places they hold: the others (another project's, which runs before or after) keep theirs.
 */
export function longFilesFirst<T>(files: readonly T[], nameOf: (file: T) => string | undefined): T[] {
  const rank = (name: string) => {
    const at = LONG_FILES.indexOf(name);
    return at === -1 ? LONG_FILES.length : at;
  };
  const named = files
    .flatMap((file, order) => {
      const name = nameOf(file);
      return name === undefined ? [] : [{ file, order, rank: rank(name) }];
    })
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  let next = 0;
  return files.map((file) => (nameOf(file) === undefined ? file : named[next++].file));
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const browserName = (file: TestSpecification) => (file.project.name === 'e2e' ? path.basename(file.moduleId) : undefined);
    return longFilesFirst(await super.sort(files), browserName);
  }
}
