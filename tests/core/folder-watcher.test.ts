/**
 * Dev's content watcher: a watch per folder, not per file, telling files added, changed and removed, folders added
 * (and watched) and removed, a file outside the folder by name, and no event for what is not there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FolderEvent, FolderWatcher } from '#core/dev/folder-watcher.ts';

let root: string;
let watcher: FolderWatcher | undefined;
let events: string[];

beforeEach(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'quire-folder-watcher-')));
  fs.mkdirSync(path.join(root, 'docs/en/guide'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/en/guide/a.md'), '# A\n');
  fs.writeFileSync(path.join(root, 'docs/en/index.md'), '# Home\n');
  events = [];
});
afterEach(() => {
  watcher?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const start = (options?: ConstructorParameters<typeof FolderWatcher>[2]) => {
  watcher = new FolderWatcher(
    path.join(root, 'docs'),
    (event: FolderEvent, file: string) => events.push(`${event} ${path.relative(root, file)}`),
    options,
  );
};
const seen = (event: string) => expect.poll(() => events, { timeout: 5000, interval: 20 }).toContain(event);

describe('FolderWatcher', () => {
  it('tells a file changed, added and removed, in nested folders too', async () => {
    start();
    fs.appendFileSync(path.join(root, 'docs/en/guide/a.md'), 'More.\n');
    await seen('change docs/en/guide/a.md');
    fs.writeFileSync(path.join(root, 'docs/en/guide/b.md'), '# B\n');
    await seen('add docs/en/guide/b.md');
    fs.rmSync(path.join(root, 'docs/en/index.md'));
    await seen('unlink docs/en/index.md');
    // A save that writes aside and renames over the file is a change.
    fs.writeFileSync(path.join(root, 'docs/en/guide/.a.md.tmp'), '# A again\n');
    fs.renameSync(path.join(root, 'docs/en/guide/.a.md.tmp'), path.join(root, 'docs/en/guide/a.md'));
    await expect.poll(() => events.filter((e) => e === 'change docs/en/guide/a.md').length, { timeout: 5000 }).toBeGreaterThan(1);
    expect(events).not.toContain('unlink docs/en/guide/a.md');
  });

  it('watches a folder made after it started, and tells a folder removed', async () => {
    start();
    fs.mkdirSync(path.join(root, 'docs/en/api'));
    await seen('addDir docs/en/api');
    fs.writeFileSync(path.join(root, 'docs/en/api/x.md'), '# X\n');
    await seen('add docs/en/api/x.md');
    fs.rmSync(path.join(root, 'docs/en/guide'), { recursive: true });
    await seen('unlinkDir docs/en/guide');
  });

  it('follows a file outside the folder by name, and no other file beside it', async () => {
    const i18n = path.join(root, 'i18n.json');
    start({ files: [i18n] });
    fs.writeFileSync(path.join(root, 'other.json'), '{}');
    fs.writeFileSync(i18n, '{}');
    await seen('add i18n.json');
    fs.writeFileSync(i18n, '{"a":{}}');
    await seen('change i18n.json');
    expect(events.some((e) => e.includes('other.json'))).toBe(false);
  });

  it('watches each folder, not each file, and follows a linked folder once', () => {
    fs.symlinkSync(path.join(root, 'docs/en/guide'), path.join(root, 'docs/en/guide-link'));
    fs.symlinkSync(path.join(root, 'docs'), path.join(root, 'docs/en/loop'));
    for (let i = 0; i < 30; i++) fs.writeFileSync(path.join(root, `docs/en/guide/p${i}.md`), '# P\n');
    const watches = vi.spyOn(fs, 'watch');
    try {
      start({ skip: (folder) => path.basename(folder) === 'node_modules' });
      const watched = watches.mock.calls.map(([folder]) => path.relative(root, String(folder))).sort();
      // The guide once, by its own path or the link's, whichever the folder lists first.
      expect(watched.slice(0, 2)).toEqual(['docs', 'docs/en']);
      expect(watched.slice(2)).toEqual([expect.stringMatching(/^docs\/en\/guide(-link)?$/)]);
    } finally {
      watches.mockRestore();
    }
  });
});
