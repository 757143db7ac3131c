/**
 * The regular files under a folder with the stamp of each (`ino`, `size`, `mtimeMs`), as a build
 * records what it was made from and what it left (`pipeline/last-build.ts`): paths relative to the
 * folder with `/`, stamps as one typed array in the paths' order. Listed in a worker thread while
 * the build's thread loads the config, or on the calling thread.
 */
import { type Dirent, existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { besideModule, startWorker } from './core-module.js';
import { type FileStamp, pathUnder } from './output-tree.js';

export interface StampedFiles {
  paths: string[];
  /** `ino`, `size`, `mtimeMs` of each file, in the order of `paths`. */
  stamps: Float64Array<ArrayBuffer>;
}

export interface ListedFolder extends StampedFiles {
  /** Entries that are neither regular files nor folders, nor links to a file: they make the listing unfit to vouch for the folder. */
  others: string[];
  /** Each file's change time (`ctimeMs`), in the order of `paths`: with `stamps`, what the sources' record stamps a page by. */
  ctimes: Float64Array<ArrayBuffer>;
  /** When the listing began (milliseconds since the epoch): every stamp in it was taken at or after this. */
  since: number;
  /** The folder listed. */
  dir: string;
}

/** What a listing leaves out. */
export interface Unlisted {
  /** Entries of these names, wherever they are. */
  names: readonly string[];
  /** Folders holding a file of this name (a build's output holds its marker). */
  markedBy?: string;
}

/**
 * Lists `dir`, leaving out what `unlisted` names. A link to a file counts as the file it leads to,
 * stamped through the link, since that is what a build reads; a link to a folder is one of `others`,
 * as its files could change without any stamp here changing.
 */
export function listStampedFiles(dir: string, unlisted: Unlisted = { names: [] }): ListedFolder {
  const since = Date.now();
  const paths: string[] = [];
  const stamps: number[] = [];
  const ctimes: number[] = [];
  const others: string[] = [];
  const leftOut = new Set(unlisted.names);
  const { markedBy } = unlisted;
  const add = (name: string, stamp: FileStamp & { ctimeMs: number }) => {
    paths.push(name);
    stamps.push(stamp.ino, stamp.size, stamp.mtimeMs);
    ctimes.push(stamp.ctimeMs);
  };
  const walk = (relative: string) => {
    const folder = relative ? pathUnder(dir, relative) : dir;
    if (relative && markedBy && existsSync(pathUnder(folder, markedBy))) return;
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      others.push(relative);
      return;
    }
    for (const entry of entries) {
      if (leftOut.has(entry.name)) continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) {
        const stat = lstatSync(pathUnder(dir, name), { throwIfNoEntry: false });
        if (stat?.isFile()) add(name, stat);
        else others.push(name);
      } else if (entry.isSymbolicLink()) {
        const target = statSync(pathUnder(dir, name), { throwIfNoEntry: false });
        if (target?.isFile()) add(name, target);
        else others.push(name);
      } else others.push(name);
    }
  };
  walk('');
  return { paths, stamps: Float64Array.from(stamps), others, ctimes: Float64Array.from(ctimes), since, dir };
}

const WORKER = besideModule(import.meta.url, 'stamped-files-worker');

/** `listStampedFiles` in a worker thread; on this thread when the thread cannot be started or fails. */
export function listStampedFilesInThread(dir: string, unlisted: Unlisted): Promise<ListedFolder> {
  let thread: Worker | undefined;
  return new Promise<ListedFolder>((resolve, reject) => {
    const worker = startWorker(WORKER, { workerData: { dir, unlisted } });
    thread = worker;
    // A build that fails before it asks for the listing is not kept waiting for the thread.
    worker.unref();
    worker.once('message', (listed: ListedFolder) => resolve(listed));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the listing thread ended (${code})`)));
  }).catch(() => {
    void thread?.terminate();
    return listStampedFiles(dir, unlisted);
  });
}

/** The files of `listed` not under any of `folders` (relative paths with `/`). */
export function withoutFolders(listed: StampedFiles, folders: readonly string[]): StampedFiles {
  const prefixes = folders.map((folder) => `${folder}/`);
  const under = (file: string) => prefixes.some((prefix) => file.startsWith(prefix));
  // Most builds find none (an output folder holds its marker and is not listed): no copy is made then.
  if (!listed.paths.some(under)) return listed;
  const keep: number[] = [];
  listed.paths.forEach((file, i) => {
    if (!under(file)) keep.push(i);
  });
  const stamps = new Float64Array(keep.length * 3);
  keep.forEach((i, j) => stamps.set(listed.stamps.subarray(i * 3, i * 3 + 3), j * 3));
  return { paths: keep.map((i) => listed.paths[i]), stamps };
}

/** Whether the `i`th stamp of `a` is the `j`th of `b` (columns of `ino`, `size`, `mtimeMs`). */
export const sameStampAt = (a: Float64Array, i: number, b: Float64Array, j: number): boolean =>
  a[i * 3] === b[j * 3] && a[i * 3 + 1] === b[j * 3 + 1] && a[i * 3 + 2] === b[j * 3 + 2];

/** A file found changed, added or removed between two listings. */
export interface FileDifference {
  file: string;
  how: 'changed' | 'added' | 'removed';
}

/** How `now` differs from `before`, in whatever order each lists its files: each file changed, added or removed. */
export function* differences(before: StampedFiles, now: StampedFiles): Generator<FileDifference> {
  // Two walks of a folder nothing was added to or removed from list it in the same order: a file at the same place
  // with another stamp settles it without a map (an edited page).
  let inOrder = 0;
  for (; inOrder < before.paths.length && before.paths[inOrder] === now.paths[inOrder]; inOrder++) {
    if (!sameStampAt(before.stamps, inOrder, now.stamps, inOrder)) yield { file: now.paths[inOrder], how: 'changed' };
  }
  if (inOrder === before.paths.length && inOrder === now.paths.length) return;
  const at = new Map<string, number>();
  for (let i = inOrder; i < before.paths.length; i++) at.set(before.paths[i], i);
  for (let j = inOrder; j < now.paths.length; j++) {
    const file = now.paths[j];
    const i = at.get(file);
    if (i === undefined) yield { file, how: 'added' };
    else if (!sameStampAt(before.stamps, i, now.stamps, j)) yield { file, how: 'changed' };
    at.delete(file);
  }
  for (const file of at.keys()) yield { file, how: 'removed' };
}
