/**
 * Dev: what changes under the content folder, told as chokidar tells it (`add`, `change`, `unlink`, `addDir`,
 * `unlinkDir`), but watched by folder: one `fs.watch` per folder, whose events name the entry, and each folder's
 * entries kept to tell a file added from one changed or removed. Chokidar also stats and watches every file, which
 * on a large site held the main thread for seconds after the first page, just as the writer's first edits came.
 */
import fs from 'node:fs';
import path from 'node:path';

export type FolderEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

type EntryKind = 'file' | 'folder';

function kindOf(file: string): EntryKind | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isDirectory() ? 'folder' : 'file';
  } catch {
    return undefined;
  }
}

function realOrNone(folder: string): string | undefined {
  try {
    return fs.realpathSync.native(folder);
  } catch {
    return undefined;
  }
}

interface WatchedFolder {
  watcher: fs.FSWatcher;
  entries: Map<string, EntryKind>;
  real: string;
}

export class FolderWatcher {
  private readonly folders = new Map<string, WatchedFolder>();
  /** The real places of the watched folders: a link to one is not watched again. */
  private readonly reals = new Set<string>();
  private readonly fileWatchers: fs.FSWatcher[] = [];
  private closed = false;
  private readonly skip: (folder: string) => boolean;

  /**
   * Watches `root` and every folder under it that `skip` does not name, linked ones too (a link to a folder already
   * watched is not followed again), and `files` outside it (the project's `i18n.json`) by their folder.
   */
  constructor(
    root: string,
    private readonly onEvent: (event: FolderEvent, file: string) => void,
    options: { files?: readonly string[]; skip?: (folder: string) => boolean } = {},
  ) {
    this.skip = options.skip ?? (() => false);
    this.watchFolder(root);
    for (const file of options.files ?? []) this.watchFile(file);
  }

  close(): void {
    this.closed = true;
    for (const { watcher } of this.folders.values()) watcher.close();
    for (const watcher of this.fileWatchers) watcher.close();
    this.folders.clear();
    this.reals.clear();
  }

  private watchFolder(folder: string): void {
    const real = realOrNone(folder);
    if (this.closed || real === undefined || this.reals.has(real)) return;
    let names: fs.Dirent[];
    let watcher: fs.FSWatcher;
    try {
      // Watched before it is read, so an entry made in between is told, not missed.
      watcher = fs.watch(folder, (_event, name) => this.changed(folder, name?.toString()));
      names = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    // A folder removed may end its watcher with an error; its parent's event tells it gone.
    watcher.on('error', () => undefined);
    const entries = new Map<string, EntryKind>();
    this.folders.set(folder, { watcher, entries, real });
    this.reals.add(real);
    for (const entry of names) {
      const full = path.join(folder, entry.name);
      const kind = entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : kindOf(full);
      if (!kind) continue;
      entries.set(entry.name, kind);
      if (kind === 'folder' && !this.skip(full)) this.watchFolder(full);
    }
  }

  private watchFile(file: string): void {
    const folder = path.dirname(file);
    const name = path.basename(file);
    let known = kindOf(file) === 'file';
    try {
      const watcher = fs.watch(folder, (_event, changed) => {
        if (changed !== null && changed.toString() !== name) return;
        const now = kindOf(file) === 'file';
        if (now) this.onEvent(known ? 'change' : 'add', file);
        else if (known) this.onEvent('unlink', file);
        known = now;
      });
      this.fileWatchers.push(watcher);
    } catch {
      // A folder that cannot be watched (gone) has no such file to follow.
    }
  }

  /** An entry of `folder` was made, written, renamed or removed; `name` undefined: some entry, so each is compared. */
  private changed(folder: string, name: string | undefined): void {
    const watched = this.folders.get(folder);
    if (!watched) return;
    const names = name === undefined ? new Set([...watched.entries.keys(), ...safeNames(folder)]) : [name];
    for (const entry of names) {
      const full = path.join(folder, entry);
      const before = watched.entries.get(entry);
      const now = kindOf(full);
      if (now) watched.entries.set(entry, now);
      else watched.entries.delete(entry);
      if (before === 'file' && now === 'file') {
        if (name !== undefined) this.onEvent('change', full);
        continue;
      }
      if (before === 'folder' && now === 'folder') continue;
      if (before === 'file') this.onEvent('unlink', full);
      if (before === 'folder') this.removed(full);
      if (now === 'file') this.onEvent('add', full);
      if (now === 'folder') {
        this.onEvent('addDir', full);
        if (!this.skip(full)) this.watchFolder(full);
      }
    }
  }

  /** A folder went: its watchers and those under it end, and it is told gone. */
  private removed(folder: string): void {
    const inside = `${folder}${path.sep}`;
    for (const [watched, { watcher, real }] of this.folders)
      if (watched === folder || watched.startsWith(inside)) {
        watcher.close();
        this.folders.delete(watched);
        this.reals.delete(real);
      }
    this.onEvent('unlinkDir', folder);
  }
}

function safeNames(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch {
    return [];
  }
}
