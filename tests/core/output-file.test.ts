/**
 * A build's output files are written into the staging folder, or hard-linked from the output
 * being replaced when their bytes are the same (`utils/output-file.ts`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outputWriter } from '../../packages/core/src/utils/output-file.ts';

let root: string;
const inode = (file: string) => fs.statSync(file).ino;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-output-'));
  fs.mkdirSync(path.join(root, 'dist/guide'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/guide/a.html'), '<p>a</p>');
  fs.writeFileSync(path.join(root, 'dist/guide/b.html'), '<p>b</p>');
  fs.writeFileSync(path.join(root, 'dist/logo.bin'), Buffer.from([1, 2, 3]));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('outputWriter', () => {
  it('links the files whose bytes did not change and writes the others', async () => {
    const stage = path.join(root, 'stage');
    const output = outputWriter(stage, path.join(root, 'dist'));
    await output.write('guide/a.html', '<p>a</p>');
    await output.write('guide/b.html', '<p>b, edited</p>');
    await output.write('logo.bin', new Uint8Array([1, 2, 3]));
    await output.write('new.html', '<p>new</p>');
    expect(output.counts).toEqual({ linked: 2, written: 2 });
    expect(inode(path.join(stage, 'guide/a.html'))).toBe(inode(path.join(root, 'dist/guide/a.html')));
    expect(inode(path.join(stage, 'logo.bin'))).toBe(inode(path.join(root, 'dist/logo.bin')));
    expect(fs.readFileSync(path.join(stage, 'guide/b.html'), 'utf8')).toBe('<p>b, edited</p>');
    // The output being replaced is left as it was.
    expect(fs.readFileSync(path.join(root, 'dist/guide/b.html'), 'utf8')).toBe('<p>b</p>');
  });

  it('compares bytes, not sizes: a file edited by hand in the output is not carried over', async () => {
    fs.writeFileSync(path.join(root, 'dist/guide/a.html'), '<p>A</p>');
    const output = outputWriter(path.join(root, 'stage'), path.join(root, 'dist'));
    await output.write('guide/a.html', '<p>a</p>');
    expect(output.counts).toEqual({ linked: 0, written: 1 });
    expect(fs.readFileSync(path.join(root, 'stage/guide/a.html'), 'utf8')).toBe('<p>a</p>');
  });

  it('writes everything when there is no previous output', async () => {
    const output = outputWriter(path.join(root, 'stage'), undefined);
    await output.write('guide/a.html', '<p>a</p>');
    expect(output.counts).toEqual({ linked: 0, written: 1 });
    expect(inode(path.join(root, 'stage/guide/a.html'))).not.toBe(inode(path.join(root, 'dist/guide/a.html')));
  });
});
