import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longFilesFirst } from '../../e2e/long-files-first';

const e2e = path.resolve(import.meta.dirname, '../../e2e');

describe('the browser test files started first', () => {
  it('moves the long files to the front in their listed order, and keeps the order of the others', () => {
    const files = ['b.test.ts', 'site.test.ts', 'a.test.ts', 'console-clean.test.ts', 'c.test.ts'];
    expect(longFilesFirst(files, (f) => f)).toEqual(['console-clean.test.ts', 'site.test.ts', 'b.test.ts', 'a.test.ts', 'c.test.ts']);
  });

  it('reorders only the files it names, among their places, and leaves the others where they were', () => {
    const files = ['unit/a.test.ts', 'site.test.ts', 'x.test.ts', 'unit/b.test.ts', 'console-clean.test.ts'];
    const nameOf = (f: string) => (f.startsWith('unit/') ? undefined : f);
    expect(longFilesFirst(files, nameOf)).toEqual(['unit/a.test.ts', 'console-clean.test.ts', 'site.test.ts', 'unit/b.test.ts', 'x.test.ts']);
  });

  it('names only browser test files that exist, each once', () => {
    for (const file of LONG_FILES) expect(fs.existsSync(path.join(e2e, file)), file).toBe(true);
    expect(new Set(LONG_FILES).size).toBe(LONG_FILES.length);
  });
});
