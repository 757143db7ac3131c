/**
 * What an output folder holds on disk, symbolic links not followed: the regular files a build may
 * keep in place, and everything else it has to remove to leave only its own output there.
 */
import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface OutputTree {
  /** Regular files, relative to the folder with `/`. */
  files: Set<string>;
  /** Folders, parents before their children. */
  folders: string[];
  /** Anything else: symbolic links (to files or folders), sockets, pipes. */
  others: string[];
}

/** What identifies a file as the one a build wrote: a hand edit changes the size or the time, a copy the inode. */
export interface FileStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

export const sameStamp = (a: FileStamp, b: FileStamp): boolean => a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

/**
 * A path under `dir` (absolute) from one relative to it as a walk makes them (normalized, `/` between names): joined
 * without `path.join`'s normalizing, as the output's files are stamped by the ten thousand.
 */
export const pathUnder = (dir: string, relative: string): string => (dir.endsWith(path.sep) ? dir + relative : dir + path.sep + relative);

/** The tree under `dir`; empty when it does not exist. */
export function readOutputTree(dir: string): OutputTree {
  const tree: OutputTree = { files: new Set(), folders: [], others: [] };
  const walk = (relative: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        tree.folders.push(name);
        walk(name);
      } else if (entry.isFile()) tree.files.add(name);
      else tree.others.push(name);
    }
  };
  walk('');
  return tree;
}

/** What an output holds when its update is planned, and the first kept file no longer as the build kept it. */
export interface OutputNow {
  tree: OutputTree;
  changed: string | undefined;
  /** Kept files stamped again to tell `changed` (none when a watch of the output's folders vouched for them). */
  stamped?: number;
}

/** The first of `files`, relative to `dir`, that is no longer a file with its stamp. */
export function firstChanged(dir: string, files: Iterable<readonly [string, FileStamp]>): string | undefined {
  for (const [file, stamp] of files) {
    const stat = lstatSync(pathUnder(dir, file), { throwIfNoEntry: false });
    if (!stat?.isFile() || !sameStamp(stat, stamp)) return file;
  }
  return undefined;
}

/** `dir` read now, and the first of the `kept` files not in its tree or no longer as stamped. */
export function readOutputNow(dir: string, kept: ReadonlyMap<string, FileStamp>): OutputNow {
  const tree = readOutputTree(dir);
  for (const entry of kept) {
    // Only files the walk reached are looked at: a path through a link is not the output's own.
    if (!tree.files.has(entry[0]) || firstChanged(dir, [entry]) !== undefined) return { tree, changed: entry[0] };
  }
  return { tree, changed: undefined };
}

/** Every folder `files` lie in, relative paths with `/`. */
export function foldersOf(files: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
      const folder = file.slice(0, at);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return folders;
}
