/** Which files of an output an edit changed: by their bytes, whatever happened to the file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFiles, diskBytes, fileDigests } from '../../scripts/bench/output-files.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('changedFiles', () => {
  it('lists files added, removed and rewritten with other bytes; not one written again with the same bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-output-files-'));
    dirs.push(dir);
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    for (const file of ['a.html', 'b.html', 'static/old.json', 'same.txt']) write(file, file);
    const before = fileDigests(dir);
    write('b.html', 'other bytes');
    fs.rmSync(path.join(dir, 'static/old.json'));
    write('static/new.json', 'new');
    // A new file with the old bytes (a new inode, as a build that does not link would leave).
    fs.rmSync(path.join(dir, 'same.txt'));
    write('same.txt', 'same.txt');
    const after = fileDigests(dir, before);
    expect(changedFiles(before, after)).toEqual(['changed b.html', 'added static/new.json', 'removed static/old.json']);
    expect(after.get('a.html')).toBe(before.get('a.html'));
  });
});

describe('diskBytes', () => {
  it('counts the blocks of every file under a folder, a file linked twice once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-disk-bytes-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'sub'));
    fs.writeFileSync(path.join(dir, 'a.txt'), 'x'.repeat(10_000));
    fs.writeFileSync(path.join(dir, 'sub/b.txt'), 'y');
    const one = diskBytes(dir);
    expect(one).toBe((fs.statSync(path.join(dir, 'a.txt')).blocks + fs.statSync(path.join(dir, 'sub/b.txt')).blocks) * 512);
    expect(one).toBeGreaterThanOrEqual(10_001);
    fs.linkSync(path.join(dir, 'a.txt'), path.join(dir, 'sub/a-linked.txt'));
    expect(diskBytes(dir)).toBe(one);
    expect(diskBytes(path.join(dir, 'missing'))).toBe(0);
  });
});
