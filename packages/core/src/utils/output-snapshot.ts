/**
 * The last output as a build finds it when it starts: its tree, each regular file's stamp and each
 * folder's, listed in a worker thread while the build compiles (`output-snapshot-worker.ts`), so the
 * output writer (`output-file.ts`) keeps a file by a lookup instead of an `lstat` on the main thread.
 * A file edited or removed before the listing is not kept and is written again; one changed after it
 * is found by the apply's own check (`pipeline/apply-output.ts`), which fails the build. The thread
 * watches each folder from before it is read (`folder-changes.ts`): when nothing changed in any, the
 * listing's stamps stand; else it stamps half of the kept files for the check while this one stamps the other half.
 */
import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { besideModule, startWorker } from './core-module.js';
import { emptyRecord, readOutputRecord, vouchedHashAt, vouchedHashes, vouchesFor } from './output-record.js';
import { type FileStamp, firstChanged, foldersOf, type OutputNow, type OutputTree, pathUnder, readOutputTree } from './output-tree.js';
import { sameStampAt, type StampedFiles } from './stamped-files.js';

/** What a listing of the output found, in a form a worker thread hands over without copying each entry. */
export interface OutputListing {
  /** `Date.now()` before the first folder was read. */
  takenAt: number;
  /** Regular files, relative with `/`, joined by NUL (no file name holds one). */
  files: string;
  /** `ino`, `size`, `mtimeMs` of each file, in the order of `files`. */
  fileStamps: Float64Array<ArrayBuffer>;
  /** Folders, parents before their children, joined by NUL; the root is not among them. */
  folders: string;
  /** `ino`, `ctimeMs` of the root, then of each folder in the order of `folders`. */
  folderStamps: Float64Array<ArrayBuffer>;
  /** Anything else: symbolic links, sockets, pipes, and files that changed type while listed. */
  others: string[];
  /** The output record's sha1 of each file still as recorded, in the order of `files` (`vouchedHashes` in `output-record.ts`). */
  recorded: string;
  /** The record file was there but failed its checksum. */
  recordDamaged: boolean;
}

/** Kept files handed to the listing's thread for the apply's check: paths joined by NUL, stamps in their order. */
export interface KeptFiles {
  files: string;
  stamps: Float64Array<ArrayBuffer>;
}

/** What the apply asks of the listing's thread: whether its folders stayed as listed, or the first of some kept files changed. */
export type ListingQuestion = { ask: 'quiet' } | { ask: 'changed'; kept: KeptFiles };

export const split = (joined: string) => (joined === '' ? [] : joined.split('\0'));

/** The `i`th stamp of `ino`, `size`, `mtimeMs` triples. */
export const stampAt = (stamps: Float64Array, i: number): FileStamp => ({ ino: stamps[i * 3], size: stamps[i * 3 + 1], mtimeMs: stamps[i * 3 + 2] });

/**
 * A folder's entries may only be taken from an earlier listing when its change time lies before the
 * listing by more than a file system's clock step, since an entry added in the same step leaves it unchanged.
 */
const SETTLED_BEFORE_MS = 2000;

/**
 * Lists `dir` now: every regular file with its stamp, every folder with its own (empty when `dir` is not a folder),
 * and what the output record in `recordFile` vouches for. `beforeRead` is told of each folder before its entries are read.
 */
export function listOutput(dir: string, recordFile?: string, beforeRead?: (folder: string) => void): OutputListing {
  const takenAt = Date.now();
  const files: string[] = [];
  const fileStamps: number[] = [];
  const folders: string[] = [];
  const folderStamps: number[] = [];
  const others: string[] = [];
  const walk = (relative: string) => {
    const folder = path.join(dir, relative);
    // Stamped before it is read: an entry added or removed after that changes its change time.
    const stat = lstatSync(folder, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) return false;
    beforeRead?.(folder);
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return false;
    }
    folderStamps.push(stat.ino, stat.ctimeMs);
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.push(name);
        if (!walk(name)) folderStamps.push(Number.NaN, Number.NaN);
      } else if (entry.isFile()) {
        const file = lstatSync(pathUnder(dir, name), { throwIfNoEntry: false });
        if (file?.isFile()) {
          files.push(name);
          fileStamps.push(file.ino, file.size, file.mtimeMs);
        } else if (file) others.push(name);
      } else others.push(name);
    }
    return true;
  };
  walk('');
  const stamps = Float64Array.from(fileStamps);
  const { record, damaged } = recordFile ? readOutputRecord(recordFile) : { record: emptyRecord(), damaged: false };
  return {
    takenAt,
    files: files.join('\0'),
    fileStamps: stamps,
    folders: folders.join('\0'),
    folderStamps: Float64Array.from(folderStamps),
    others,
    recorded: vouchedHashes(record, files, stamps),
    recordDamaged: damaged,
  };
}

/** The last output's listing, ready for lookups. */
export class OutputSnapshot {
  private readonly index = new Map<string, number>();
  private readonly folderNames: string[];

  /** `thread`: the one that listed the output, waiting to check kept files at apply time. */
  constructor(
    readonly dir: string,
    private readonly listing: OutputListing,
    private readonly thread?: Worker,
  ) {
    split(listing.files).forEach((file, i) => this.index.set(file, i));
    this.folderNames = split(listing.folders);
  }

  /** Lists `dir` on this thread, with what the output record in `recordFile` vouches for. */
  static read(dir: string, recordFile?: string): OutputSnapshot {
    return new OutputSnapshot(dir, listOutput(dir, recordFile));
  }

  /** A regular file's stamp when it was listed; none for anything else or a path reached through a link. */
  stampOf(relativePath: string): FileStamp | undefined {
    const at = this.index.get(relativePath);
    return at === undefined ? undefined : stampAt(this.listing.fileStamps, at);
  }

  /** The sha1 the output record holds for a listed file whose stamp is still the recorded one; none for any other. */
  recordedHash(relativePath: string): string | undefined {
    const at = this.index.get(relativePath);
    return at === undefined ? undefined : vouchedHashAt(this.listing.recorded, at);
  }

  /** The stamp of a listed file the output record says holds bytes of this sha1; none otherwise. */
  stampIfRecorded(relativePath: string, hash: string): FileStamp | undefined {
    const at = this.index.get(relativePath);
    return at !== undefined && vouchesFor(this.listing.recorded, at, hash) ? stampAt(this.listing.fileStamps, at) : undefined;
  }

  /**
   * Whether the output held exactly these files with these stamps when listed: no other file, no empty folder, link
   * or other entry, which a build would remove.
   */
  holdsExactly({ paths, stamps }: StampedFiles): boolean {
    if (paths.length !== this.index.size || this.listing.others.length > 0) return false;
    const sameFiles = paths.every((file, j) => {
      const i = this.index.get(file);
      return i !== undefined && sameStampAt(this.listing.fileStamps, i, stamps, j);
    });
    if (!sameFiles) return false;
    const folders = foldersOf(paths);
    return this.folderNames.every((folder) => folders.has(folder));
  }

  /** Whether the output record in the file named at the listing was damaged (the build warns once). */
  get recordDamaged(): boolean {
    return this.listing.recordDamaged;
  }

  /**
   * What the output holds now, and the first of the `kept` files not listed here or no longer as stamped.
   * When the listing's thread saw no change in any folder since it watched it, that is the listing's tree
   * and stamps. Otherwise: the listing's tree when no folder had an entry added, removed or renamed since it
   * was taken, else the output's folders read again (a build right after another finds the folders it
   * touched unsettled); and the kept files stamped again, in two threads.
   */
  async now(kept: ReadonlyMap<string, FileStamp>): Promise<OutputNow> {
    const quiet = await this.quietInThread();
    const tree = (quiet ? this.listedTree() : this.treeIfUnchanged()) ?? readOutputTree(this.dir);
    // A file kept is one listed here and in the tree (reached by the walk when the output was read again): any other is not the output's own.
    const unlisted = [...kept.keys()].find((file) => !this.index.has(file) || !tree.files.has(file));
    if (unlisted !== undefined || quiet) return { tree, changed: unlisted, stamped: 0 };
    const entries = [...kept];
    const theirs = this.thread ? entries.splice(0, entries.length >> 1) : [];
    const reply = theirs.length ? this.checkInThread(theirs) : Promise.resolve(undefined);
    const ours = firstChanged(this.dir, entries);
    const changed = await reply;
    return { tree, changed: changed ?? ours, stamped: kept.size };
  }

  /** The tree as listed. */
  private listedTree(): OutputTree {
    return { files: new Set(this.index.keys()), folders: [...this.folderNames], others: [...this.listing.others] };
  }

  /** The listing's tree when every folder is still as listed (its inode and change time, settled before the listing). */
  private treeIfUnchanged(): OutputTree | undefined {
    const stamps = this.listing.folderStamps;
    const paths = [this.dir, ...this.folderNames.map((folder) => path.join(this.dir, folder))];
    const unchanged = paths.every((folder, i) => {
      const stat = lstatSync(folder, { throwIfNoEntry: false });
      return stat?.isDirectory() && sameFolderStamp(stat, stamps[i * 2], stamps[i * 2 + 1], this.listing.takenAt);
    });
    return unchanged ? this.listedTree() : undefined;
  }

  /** Ends the listing's thread (nothing is asked of it after the apply). */
  async close(): Promise<void> {
    await this.thread?.terminate();
  }

  /** Whether the listing's thread watched every folder and saw no change since; false without the thread or when it fails. */
  private async quietInThread(): Promise<boolean> {
    if (!this.thread) return false;
    return (await this.ask(this.thread, { ask: 'quiet' }).catch(() => false)) === true;
  }

  /** The first of `entries` changed, stamped in the listing's thread; on this one if the thread fails. */
  private checkInThread(entries: ReadonlyArray<readonly [string, FileStamp]>): Promise<string | undefined> {
    const thread = this.thread as Worker;
    const stamps = new Float64Array(entries.length * 3);
    entries.forEach(([, stamp], i) => stamps.set([stamp.ino, stamp.size, stamp.mtimeMs], i * 3));
    const kept: KeptFiles = { files: entries.map(([file]) => file).join('\0'), stamps };
    return this.ask(thread, { ask: 'changed', kept }, [stamps.buffer]).then(
      (changed) => (changed as string | null) ?? undefined,
      () => firstChanged(this.dir, entries),
    );
  }

  /** The thread's answer to one question. */
  private ask(thread: Worker, question: ListingQuestion, transfer: ArrayBuffer[] = []): Promise<unknown> {
    // Held only while it answers: an idle thread does not keep the build's process alive.
    thread.ref();
    const listeners: Array<[string, (value: unknown) => void]> = [];
    return new Promise<unknown>((resolve, reject) => {
      listeners.push(['message', resolve], ['error', reject], ['exit', reject]);
      for (const [event, listener] of listeners) thread.once(event, listener);
      thread.postMessage(question, transfer);
    }).finally(() => {
      for (const [event, listener] of listeners) thread.off(event, listener);
      thread.unref();
    });
  }
}

function sameFolderStamp(stat: Stats, ino: number, ctimeMs: number, takenAt: number): boolean {
  return stat.ino === ino && stat.ctimeMs === ctimeMs && ctimeMs < takenAt - SETTLED_BEFORE_MS;
}

const WORKER = besideModule(import.meta.url, 'output-snapshot-worker');

/**
 * Lists `dir` in a worker thread, with what the output record in `recordFile` vouches for, the thread kept for the
 * apply's check; on this thread when the thread cannot be started or fails, since the listing is the same either way.
 * `watchFolder`: a folder of the caller's for the thread's watch of the output's folders (`folder-changes.ts`); without
 * it, the apply's check stamps every kept file again.
 */
export function snapshotOutput(dir: string, recordFile?: string, watchFolder?: string): Promise<OutputSnapshot> {
  let thread: Worker | undefined;
  return new Promise<OutputSnapshot>((resolve, reject) => {
    const worker = startWorker(WORKER, { workerData: { dir, recordFile, watchFolder } });
    thread = worker;
    const ended = (code: number) => reject(new Error(`the output's listing thread ended (${code})`));
    worker.once('message', (listing: OutputListing) => {
      worker.off('error', reject);
      worker.off('exit', ended);
      worker.unref();
      resolve(new OutputSnapshot(dir, listing, worker));
    });
    worker.once('error', reject);
    worker.once('exit', ended);
  }).catch(() => {
    void thread?.terminate();
    return OutputSnapshot.read(dir, recordFile);
  });
}
