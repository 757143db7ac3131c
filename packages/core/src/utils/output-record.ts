/**
 * The record of the files a build left in its output (`.quire/cache/outputs.bin`): each file's
 * sha1 and the inode, size and modification time it had once written or kept. The next build's
 * output writer keeps a file whose stamp is still the recorded one without reading it
 * (`output-file.ts`).
 *
 * Stored as columns, not as an object per file: the paths joined by NUL (no file name holds one),
 * the sha1s one after the other, and the stamps as 64-bit floats, behind a header with the count,
 * the lengths and the CRC-32 of the rest. Reading it is two slices and a typed array, so the
 * listing's thread joins it with what it listed (`output-snapshot.ts`) and hands the build's
 * thread only each listed file's recorded sha1. A damaged record reads as empty, with a warning;
 * a missing, foreign or cut-short one reads as empty without.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checksum } from './checksum.js';
import { writeAside } from './files.js';
import type { FileStamp } from './output-tree.js';

const MAGIC = 'quire-output-record-1';
/** A sha1 in hex: every recorded hash has this many characters. */
export const HASH_LENGTH = 40;
const STAMP_FIELDS = 3;

/** The record's columns: `hashes` holds `HASH_LENGTH` characters per file, `stamps` `ino`, `size`, `mtimeMs` per file, in the order of `files`. */
export interface OutputRecord {
  files: string[];
  hashes: string;
  stamps: Float64Array;
}

export const emptyRecord = (): OutputRecord => ({ files: [], hashes: '', stamps: new Float64Array(0) });

/** The record in `file`, and whether it was there but damaged (the caller warns). */
export function readOutputRecord(file: string): { record: OutputRecord; damaged: boolean } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { record: emptyRecord(), damaged: false };
  }
  return decodeOutputRecord(bytes);
}

/** Header: the magic, the file count, the paths' byte length and the CRC-32 of the body in hex, then a newline. */
export function decodeOutputRecord(bytes: Buffer): { record: OutputRecord; damaged: boolean } {
  const newline = bytes.indexOf(0x0a);
  const header = newline < 0 ? [] : bytes.toString('latin1', 0, newline).split(' ');
  if (header[0] !== MAGIC || header.length !== 4) return { record: emptyRecord(), damaged: false };
  const [count, pathsLength] = [Number(header[1]), Number(header[2])];
  const body = bytes.subarray(newline + 1);
  const stampsAt = pathsLength + count * HASH_LENGTH;
  const wellFormed = Number.isSafeInteger(count) && Number.isSafeInteger(pathsLength) && body.length === stampsAt + count * STAMP_FIELDS * 8;
  if (!wellFormed || checksum(body).toString(16) !== header[3]) return { record: emptyRecord(), damaged: true };
  const paths = body.toString('utf8', 0, pathsLength);
  const stamps = new Float64Array(count * STAMP_FIELDS);
  // Copied out, since the body's offset in its buffer need not be a multiple of 8.
  Buffer.from(stamps.buffer).set(body.subarray(stampsAt));
  return { record: { files: count === 0 ? [] : paths.split('\0'), hashes: body.toString('latin1', pathsLength, stampsAt), stamps }, damaged: false };
}

export function encodeOutputRecord({ files, hashes, stamps }: OutputRecord): Buffer {
  const paths = Buffer.from(files.join('\0'));
  const body = Buffer.concat([paths, Buffer.from(hashes, 'latin1'), Buffer.from(stamps.buffer, stamps.byteOffset, stamps.byteLength)]);
  return Buffer.concat([Buffer.from(`${MAGIC} ${files.length} ${paths.length} ${checksum(body).toString(16)}\n`), body]);
}

/** The record of the format before this one, which no build reads again. */
const REPLACED_RECORD = 'outputs.json';

/**
 * Writes the record aside and renames it into place, and removes the earlier format's record beside it (a cache
 * upgraded in place would keep it for good); a failure only costs the next build its shortcut.
 */
export function writeOutputRecord(file: string, record: OutputRecord): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeAside(file, encodeOutputRecord(record));
    rmSync(path.join(path.dirname(file), REPLACED_RECORD), { force: true });
  } catch {
    // the next build reads the files it compares instead
  }
}

/** What stands in the vouched sha1s for a file the record does not vouch for. */
const NONE = ' '.repeat(HASH_LENGTH);

/**
 * The record's sha1 of each of `files` (stamped in `stamps` as `OutputRecord` is) whose stamp is the recorded one,
 * `NONE` for any other, one after the other: what the record vouches for in an output as listed.
 */
export function vouchedHashes(record: OutputRecord, files: readonly string[], stamps: Float64Array): string {
  const at = new Map<string, number>();
  record.files.forEach((file, i) => at.set(file, i));
  const hashes: string[] = [];
  files.forEach((file, i) => {
    const j = at.get(file);
    const same = j !== undefined && sameAt(record.stamps, j, stamps, i);
    hashes.push(same ? record.hashes.slice(j * HASH_LENGTH, (j + 1) * HASH_LENGTH) : NONE);
  });
  return hashes.join('');
}

/** The `i`th file's vouched sha1 (`vouchedHashes`); none when the record does not vouch for it. */
export function vouchedHashAt(vouched: string, i: number): string | undefined {
  const hash = vouched.slice(i * HASH_LENGTH, (i + 1) * HASH_LENGTH);
  return hash === NONE || hash.length < HASH_LENGTH ? undefined : hash;
}

/** Whether the record vouches that the `i`th file holds bytes of this sha1, read in place. */
export function vouchesFor(vouched: string, i: number, hash: string): boolean {
  return hash.length === HASH_LENGTH && vouched.startsWith(hash, i * HASH_LENGTH);
}

function sameAt(a: Float64Array, i: number, b: Float64Array, j: number): boolean {
  return a[i * 3] === b[j * 3] && a[i * 3 + 1] === b[j * 3 + 1] && a[i * 3 + 2] === b[j * 3 + 2];
}

/** A record being made, one file at a time; a file given again takes the place of its first entry. */
export class OutputRecordBuilder {
  private readonly at = new Map<string, number>();
  private readonly files: string[] = [];
  private readonly hashes: string[] = [];
  private stamps = new Float64Array(1024 * STAMP_FIELDS);

  add(file: string, hash: string, stamp: FileStamp): void {
    // Only sha1s are recorded: a file written without one is compared by its bytes next time.
    if (hash.length !== HASH_LENGTH) {
      this.remove(file);
      return;
    }
    let i = this.at.get(file);
    if (i === undefined) {
      i = this.files.length;
      this.at.set(file, i);
      this.files.push(file);
      this.hashes.push(hash);
    } else this.hashes[i] = hash;
    if ((i + 1) * STAMP_FIELDS > this.stamps.length) this.grow();
    this.stamps[i * 3] = stamp.ino;
    this.stamps[i * 3 + 1] = stamp.size;
    this.stamps[i * 3 + 2] = stamp.mtimeMs;
  }

  /** A file no longer as recorded here (written again without a sha1): left out. */
  remove(file: string): void {
    const i = this.at.get(file);
    if (i !== undefined) this.hashes[i] = '';
  }

  /** The record, in the order the files were first added, without the removed ones. */
  record(): OutputRecord {
    const kept = this.files.flatMap((_, i) => (this.hashes[i] === '' ? [] : [i]));
    const stamps = new Float64Array(kept.length * STAMP_FIELDS);
    kept.forEach((i, k) => stamps.set(this.stamps.subarray(i * 3, i * 3 + 3), k * 3));
    return { files: kept.map((i) => this.files[i]), hashes: kept.map((i) => this.hashes[i]).join(''), stamps };
  }

  private grow(): void {
    const larger = new Float64Array(this.stamps.length * 2);
    larger.set(this.stamps);
    this.stamps = larger;
  }
}
