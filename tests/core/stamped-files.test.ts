/** A folder's files with their stamps (`utils/stamped-files.ts`), as a build records its project and output by them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { differences, listStampedFiles, type StampedFiles, withoutFolders } from '#core/utils/stamped-files.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const files = (paths: string[], stamps: number[]): StampedFiles => ({ paths, stamps: Float64Array.from(stamps) });

describe('stamped files', () => {
  it('lists files through links to files, leaves out the named entries and marked folders, and counts a linked folder apart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-stamped-'));
    dirs.push(dir);
    for (const file of ['docs/a.md', 'node_modules/x/index.js', 'docs/.git/HEAD', 'dist/.quire-output', 'dist/a.html', 'site.config.ts']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), file);
    }
    fs.symlinkSync(path.join(dir, 'site.config.ts'), path.join(dir, 'docs/linked.md'));
    const listed = listStampedFiles(dir, { names: ['node_modules', '.git'], markedBy: '.quire-output' });
    expect([...listed.paths].sort()).toEqual(['docs/a.md', 'docs/linked.md', 'site.config.ts']);
    const linked = listed.paths.indexOf('docs/linked.md');
    expect(listed.stamps[linked * 3 + 1]).toBe('site.config.ts'.length);
    expect(listed.others).toEqual([]);
    fs.symlinkSync(path.join(dir, 'docs'), path.join(dir, 'docs-link'));
    expect(listStampedFiles(dir, { names: ['node_modules', '.git'], markedBy: '.quire-output' }).others).toEqual(['docs-link']);
    expect(withoutFolders(listed, ['docs']).paths).toEqual(['site.config.ts']);
  });

  it('compares listings in whatever order, and names each file changed in place or after a reorder, added or removed', () => {
    const a = files(['a', 'b', 'c'], [1, 1, 1, 2, 2, 2, 3, 3, 3]);
    const found = (now: StampedFiles) => [...differences(a, now)].map(({ file, how }) => `${file} ${how}`);
    expect(found(files(['a', 'b', 'c'], [1, 1, 1, 2, 2, 2, 3, 3, 3]))).toEqual([]);
    expect(found(files(['c', 'a', 'b'], [3, 3, 3, 1, 1, 1, 2, 2, 2]))).toEqual([]);
    expect(found(files(['a', 'b', 'c'], [1, 1, 1, 2, 2, 9, 3, 3, 3]))).toEqual(['b changed']);
    expect(found(files(['a', 'b', 'c'], [9, 1, 1, 2, 2, 2, 3, 3, 9]))).toEqual(['a changed', 'c changed']);
    expect(found(files(['a', 'c', 'b'], [1, 1, 1, 3, 3, 3, 2, 9, 2]))).toEqual(['b changed']);
    expect(found(files(['a', 'b', 'd'], [1, 1, 1, 2, 2, 2, 3, 3, 3]))).toEqual(['d added', 'c removed']);
    expect(found(files(['a', 'b'], [1, 1, 1, 2, 2, 2]))).toEqual(['c removed']);
    expect(found(files(['a', 'b', 'c', 'd'], [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]))).toEqual(['d added']);
  });
});
