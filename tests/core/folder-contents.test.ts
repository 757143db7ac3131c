/** A generated sidebar's view of its folders: one listing per folder, links followed as the file system follows them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FolderContents } from '#core/pages/folder-contents.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-folder-contents-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'guide/sub'), { recursive: true });
fs.writeFileSync(path.join(root, 'guide/page.md'), '# Page\n');
fs.symlinkSync(path.join(root, 'guide/page.md'), path.join(root, 'guide/linked.md'));
fs.symlinkSync(path.join(root, 'guide/sub'), path.join(root, 'guide/linked-sub'));
fs.symlinkSync(path.join(root, 'guide/gone.md'), path.join(root, 'guide/broken.md'));

describe('FolderContents', () => {
  it('tells files, folders and links as existsSync and statSync do', () => {
    const folders = new FolderContents();
    const dir = path.join(root, 'guide');
    for (const name of ['page.md', 'sub', 'linked.md', 'linked-sub', 'broken.md', 'missing.md']) {
      const full = path.join(dir, name);
      expect(folders.has(dir, name), name).toBe(fs.existsSync(full));
      expect(folders.isFolder(dir, name), name).toBe(fs.existsSync(full) && fs.statSync(full).isDirectory());
    }
    expect(folders.has(path.join(root, 'nowhere'), 'page.md')).toBe(false);
  });

  it('lists each folder once', () => {
    const readdir = vi.spyOn(fs, 'readdirSync');
    const folders = new FolderContents();
    const dir = path.join(root, 'guide');
    for (const name of ['page.md', 'sub', 'missing.md']) {
      folders.has(dir, name);
      folders.isFolder(dir, name);
    }
    expect(readdir.mock.calls.filter(([d]) => d === dir)).toHaveLength(1);
    readdir.mockRestore();
  });
});
