/**
 * The output listing's watch of its folders (`utils/folder-changes.ts`): on Linux, a change made in a watched folder
 * before the question is always counted, however soon the question comes; elsewhere there is no watch at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderChanges } from '#core/utils/folder-changes.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A folder with a file, watched, and the folder its marks go in. */
function watched() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-folder-changes-'));
  roots.push(root);
  const folder = path.join(root, 'out');
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'page.html'), 'page');
  const changes = FolderChanges.where(path.join(root, 'marks'), { platform: 'linux' });
  if (!changes) throw new Error('no watch on Linux');
  changes.add(folder);
  return { root, folder, changes };
}

describe('FolderChanges', () => {
  it('watches nothing where the file system does not report each change in order', () => {
    expect(FolderChanges.where(os.tmpdir(), { platform: 'darwin' })).toBeUndefined();
    expect(FolderChanges.where(os.tmpdir(), { platform: 'win32' })).toBeUndefined();
  });

  it('stays quiet while nothing changes, however often asked', async () => {
    const { changes } = watched();
    for (let i = 0; i < 5; i++) expect(await changes.quiet()).toBe(true);
    changes.close();
  });

  it('counts a change made just before the question, every time', async () => {
    for (let i = 0; i < 30; i++) {
      const { folder, changes } = watched();
      expect(await changes.quiet()).toBe(true);
      fs.appendFileSync(path.join(folder, 'page.html'), ' edited');
      expect(await changes.quiet()).toBe(false);
      changes.close();
    }
  });

  it('is never quiet once a folder could not be watched, or after an entry is added beside the marks', async () => {
    const missing = watched();
    missing.changes.add(path.join(missing.root, 'not-there'));
    expect(await missing.changes.quiet()).toBe(false);
    missing.changes.close();

    const { root, changes } = watched();
    fs.writeFileSync(path.join(root, 'marks', 'not-a-mark'), '');
    expect(await changes.quiet()).toBe(false);
    changes.close();
  });

  it('gives its watches back and is never quiet again past the most folders it watches', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-folder-changes-'));
    roots.push(root);
    const folders = ['a', 'b', 'c', 'd'].map((name) => path.join(root, name));
    for (const folder of folders) fs.mkdirSync(folder);
    const changes = FolderChanges.where(path.join(root, 'marks'), { platform: 'linux', maxFolders: 3 });
    for (const folder of folders.slice(0, 3)) changes?.add(folder);
    expect(await changes?.quiet()).toBe(true);
    changes?.add(folders[3]);
    expect((changes as unknown as { watchers: unknown[] }).watchers).toEqual([]);
    expect(await changes?.quiet()).toBe(false);
  });
});
