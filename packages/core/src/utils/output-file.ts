/**
 * Writes the files of a build's output into its staging folder, or keeps the last build's file in
 * place when its bytes are the same (`previousDir`, the output being updated): nothing is written,
 * linked or removed for it, and the staging folder ends up holding only what changed, which
 * `build/apply-output.ts` moves into the output at the end. On this project's ext4 machines
 * creating and removing an inode per output file was most of a one-page edit's output time. The
 * content is compared first, so a file edited in the output by hand is written again.
 *
 * With a record file (`.quire/cache/outputs.bin`, `output-record.ts`), the comparison does not read
 * the last file: the record holds, per file of the last output, the sha1 of the bytes that build
 * wrote and the inode, size and modification time the file had then, and a file whose three are
 * unchanged still holds those bytes (a hand edit changes the size or the time, a copy the inode),
 * as the document cache trusts (`ssg/document-cache.ts`). The listing's thread reads the record with
 * the last output and hands over each file's sha1 the record vouches for (`OutputSnapshot.recordedHash`).
 * A lost or damaged record only costs the reads.
 *
 * The file operations are synchronous: for the small files of an output, an open, write and close
 * handed to libuv's threads cost the build's thread more than making the calls itself. A large file
 * (`llms-full.txt`) is the exception: read and written by libuv's threads while the build goes on.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, type Stats, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { warnDamaged } from './checksum.js';
import { sha1 } from './files.js';
import { OutputRecordBuilder, writeOutputRecord } from './output-record.js';
import type { OutputSnapshot } from './output-snapshot.js';
import { type FileStamp, sameStamp } from './output-tree.js';

export type { FileStamp } from './output-tree.js';

export type WriteOutput = (relativePath: string, content: string | Uint8Array) => Promise<void>;

/** Files of an output, each with the sha1 of its bytes. */
export type KnownFiles = ReadonlyArray<readonly [file: string, hash: string]>;

/** Keeps the last output's file in place when it is still the file with this stamp; false when it is not. */
export type KeepStamped = (relativePath: string, stamp: FileStamp) => boolean;

/** A file's bytes as a comparison needs them: their size at once, their content only when it must be read. */
interface OutputBytes {
  size: number;
  read: () => Promise<Buffer>;
}

export interface OutputWriter {
  write: WriteOutput;
  /**
   * `write` for a large file given as pieces of its bytes in order, whose sha1 the caller took
   * already: kept or not once it returns, and then written by libuv's threads in one call, so the
   * build's thread neither joins the pieces nor waits on the disk (`written` waits for it).
   */
  writePieces(relativePath: string, pieces: readonly Buffer[], hash: string): Promise<void>;
  /** Resolves once every file `writePieces` started is written, or fails with the first that could not be. */
  written(): Promise<void>;
  /**
   * `write` for a file already on disk (`from`, in a folder of this build's own on the staging
   * folder's file system) whose bytes have this sha1: moved into the staging folder, not read, unless the last output's file may hold the same bytes.
   */
  moveIn(relativePath: string, from: string, hash: string): Promise<void>;
  /**
   * Keeps the last output's file when its bytes have this sha1 by the record (content not at hand:
   * a cache knows the hash); false when it cannot, and the caller writes the file.
   */
  keepKnown(relativePath: string, hash: string): boolean;
  keepStamped: KeepStamped;
  /** The last output's file when the record says it holds bytes of this sha1 (and it is still the file recorded). */
  readKnown(relativePath: string, hash: string): Promise<Buffer | undefined>;
  /** Where a file of this build's output is while it builds: in the staging folder, or kept in the last output. */
  pathOf(relativePath: string): string;
  /** The files kept in the last output, with the stamp each had when it was checked. */
  readonly kept: ReadonlyMap<string, FileStamp>;
  /** Keeps the record of this build's files for the next one (after the output is in place). */
  save(): void;
  /** Files kept in the last output, and files written. */
  readonly counts: { kept: number; written: number };
}

const stampOf = ({ ino, size, mtimeMs }: Stats): FileStamp => ({ ino, size, mtimeMs });

/**
 * A writer into `stageDir` that keeps the files of `previous` (the last output as listed when the
 * build began, with what the record vouches for) still as they were then; a file changed since is
 * found by the apply's check. `recordFile`: where this build's record is kept for the next one.
 */
export function outputWriter(stageDir: string, previous: OutputSnapshot | undefined, recordFile?: string): OutputWriter {
  const counts = { kept: 0, written: 0 };
  const previousDir = previous?.dir;
  if (recordFile && previous?.recordDamaged) warnDamaged(recordFile);
  const next = new OutputRecordBuilder();
  const kept = new Map<string, FileStamp>();
  const madeDirs = new Set<string>();
  const stagedPath = (relativePath: string) => {
    const target = path.join(stageDir, relativePath);
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    return target;
  };
  const remember = (relativePath: string, hash: string, stamp: FileStamp) => {
    if (recordFile) next.add(relativePath, hash, stamp);
  };
  /** The last output's file as listed, when there is one the build may keep (only regular files reached without a link: the output stays the build's own). */
  const previousStat = (relativePath: string): FileStamp | undefined => previous?.stampOf(relativePath);
  const keep = (relativePath: string, stamp: FileStamp) => {
    kept.set(relativePath, stamp);
    counts.kept++;
  };
  /**
   * Whether the last output's file holds `bytes`: by the record when it has the file as that build
   * wrote it (the same bytes or others, so an edit that keeps a file's size reads nothing), else by reading it.
   */
  const holds = async (relativePath: string, stat: FileStamp, bytes: OutputBytes, hash: string) => {
    const recorded = previous?.recordedHash(relativePath);
    if (recorded !== undefined) return recorded === hash;
    if (stat.size !== bytes.size || !previousDir) return false;
    try {
      return (await bytes.read()).equals(readFileSync(path.join(previousDir, relativePath)));
    } catch {
      return false;
    }
  };
  /** Keeps the last output's file when it holds these bytes; false when the caller must put them into the staging folder. */
  const keptAsIs = async (relativePath: string, bytes: OutputBytes, hash: string) => {
    const stat = previousStat(relativePath);
    if (!stat || !(await holds(relativePath, stat, bytes, hash))) return false;
    keep(relativePath, stat);
    remember(relativePath, hash, stat);
    return true;
  };
  /** Records a file put into the staging folder. */
  const staged = (relativePath: string, target: string, hash: string) => {
    counts.written++;
    if (recordFile) remember(relativePath, hash, stampOf(statSync(target)));
  };
  const writeHashed = async (relativePath: string, bytes: Buffer, hash: string) => {
    if (await keptAsIs(relativePath, { size: bytes.length, read: async () => bytes }, hash)) return;
    kept.delete(relativePath);
    const target = stagedPath(relativePath);
    writeFileSync(target, bytes);
    staged(relativePath, target, hash);
  };
  const writing: Array<Promise<void>> = [];
  const writePieces = async (relativePath: string, pieces: readonly Buffer[], hash: string) => {
    const size = pieces.reduce((total, piece) => total + piece.length, 0);
    if (await keptAsIs(relativePath, { size, read: async () => Buffer.concat(pieces) }, hash)) return;
    kept.delete(relativePath);
    const target = stagedPath(relativePath);
    const write = writeAll(target, pieces, size).then(() => staged(relativePath, target, hash));
    // Its failure is the build's once `written` is awaited, not an unhandled rejection before.
    write.catch(() => undefined);
    writing.push(write);
  };
  const written = async () => {
    await Promise.all(writing);
  };
  const write: WriteOutput = async (relativePath, content) => {
    const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.length);
    return writeHashed(relativePath, bytes, recordFile ? sha1(bytes) : '');
  };
  const moveIn = async (relativePath: string, from: string, hash: string) => {
    const { size } = statSync(from);
    if (await keptAsIs(relativePath, { size, read: async () => readFileSync(from) }, hash)) {
      rmSync(from);
      return;
    }
    kept.delete(relativePath);
    const target = stagedPath(relativePath);
    renameSync(from, target);
    staged(relativePath, target, hash);
  };
  const keepKnown = (relativePath: string, hash: string) => {
    const stat = previous?.stampIfRecorded(relativePath, hash);
    if (!stat) return false;
    keep(relativePath, stat);
    remember(relativePath, hash, stat);
    return true;
  };
  const readKnown = async (relativePath: string, hash: string) => {
    const stat = previous?.stampIfRecorded(relativePath, hash);
    if (!previousDir || !stat) return undefined;
    // Stamped again, as the file opened for the read: nothing checks the bytes later.
    const read = await readWhole(path.join(previousDir, relativePath)).catch(() => undefined);
    return read && sameStamp(read.stamp, stat) ? read.bytes : undefined;
  };
  const keepStamped: KeepStamped = (relativePath, stamp) => {
    const stat = previousStat(relativePath);
    if (!stat || !sameStamp(stat, stamp)) return false;
    keep(relativePath, stat);
    return true;
  };
  const pathOf = (relativePath: string) =>
    previousDir && kept.has(relativePath) ? path.join(previousDir, relativePath) : path.join(stageDir, relativePath);
  const save = () => {
    if (recordFile) writeOutputRecord(recordFile, next.record());
  };
  return { write, writePieces, written, moveIn, keepKnown, keepStamped, readKnown, pathOf, kept, save, counts };
}

/** Writes the pieces into a new file at `target` with one gathered write; fails unless all `size` bytes went in. */
async function writeAll(target: string, pieces: readonly Buffer[], size: number): Promise<void> {
  const file = await fs.open(target, 'w');
  try {
    const { bytesWritten } = await file.writev(pieces as Buffer[]);
    if (bytesWritten !== size) throw new Error(`${target}: ${bytesWritten} of ${size} bytes written`);
  } finally {
    await file.close();
  }
}

/**
 * A file's bytes in one read by libuv's threads, with the stamp of the file opened: the files read
 * this way are the large ones, which `fs.readFile` would read in chunks, each waiting for this thread between two.
 */
async function readWhole(file: string): Promise<{ bytes: Buffer; stamp: FileStamp }> {
  const handle = await fs.open(file, 'r');
  try {
    const stat = await handle.stat();
    const { size } = stat;
    const bytes = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < size) {
      const { bytesRead } = await handle.read(bytes, at, size - at, at);
      if (bytesRead === 0) throw new Error(`${file}: ended after ${at} of ${size} bytes`);
      at += bytesRead;
    }
    return { bytes, stamp: stampOf(stat) };
  } finally {
    await handle.close();
  }
}
