/**
 * A keyed store of records in one file: the records one after the other, then an index (the keys,
 * sorted and joined by newlines; each record's offset, length and checksum as 64-bit floats in the
 * keys' order; a little metadata as JSON), then the three parts' lengths, their checksum and a
 * marker. The index is read without parsing an entry per record: the keys split at once and the
 * places taken as an array, a key found by binary search. The compile and render caches keep
 * hundreds of entries this way instead of a file each: creating a file costs far more system time
 * on ext4 than writing its bytes into one that is open.
 *
 * Reading costs one open and two reads (the tail, the index); a record is read only when asked
 * for, so a pack larger than memory is no problem. A pack is written to a temporary file that is
 * renamed over the old one when complete, so a build killed mid-write leaves the last pack intact;
 * except when most of the next pack would be the last one's records (`PackWriter.commitOver`):
 * then the new records and a new index are appended to the last pack, and a build killed
 * mid-append leaves a file that reads as an empty pack (the cache is lost, nothing else).
 *
 * A record whose bytes fail their checksum reads as missing (its caller builds it again) and an
 * index that fails its own reads as an empty pack, each with a warning (`checksum.ts`). A pack of
 * the format before checksums has another marker and reads as empty.
 */
import { readdirSync, readSync, writeSync } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { checksum, checksumMatches, warnDamaged } from './checksum.js';
import { writingTo } from './files.js';
import { mapInParallel } from './in-parallel.js';
import { isRunning } from './leftovers.js';

const MARKER = Buffer.from('QPK3');
/** The lengths of the index's keys, places and metadata, its checksum (u32, little-endian), and the marker. */
const TAIL = 20;
const KEY_SEPARATOR = '\n';

/** Where a record is in its file: offset, length, checksum of its bytes. */
export type RecordPlace = readonly [number, number, number];

/** An index as it is stored: the keys sorted, each one's offset, length and checksum at three times its position. */
interface IndexColumns {
  keys: string[];
  places: Float64Array;
}

class DamagedIndex extends Error {}

/** A pack open for reading. A missing, torn, damaged or foreign file reads as an empty pack. */
export class PackReader {
  private warned = false;
  /** Records that failed their checksum: left out of the index from then on. */
  private readonly dropped = new Set<string>();

  private constructor(
    private readonly handle: FileHandle | undefined,
    /** Sorted. */
    private readonly indexKeys: readonly string[],
    /** Offset, length and checksum of each key's record, at three times its position. */
    private readonly places: Float64Array,
    readonly meta: unknown,
    /** The pack's file and its size when opened (0: none, or unreadable). */
    readonly file: string,
    readonly fileSize: number,
  ) {}

  static async open(file: string): Promise<PackReader> {
    let handle: FileHandle | undefined;
    try {
      handle = await fs.open(file, 'r');
      const { size } = await handle.stat();
      const tail = Buffer.alloc(TAIL);
      await handle.read(tail, 0, TAIL, size - TAIL);
      if (!tail.subarray(16).equals(MARKER)) throw new Error('not a pack');
      const [keysLength, placesLength, metaLength] = [tail.readUInt32LE(0), tail.readUInt32LE(4), tail.readUInt32LE(8)];
      const start = size - TAIL - keysLength - placesLength - metaLength;
      if (start < 0 || placesLength % 24 !== 0) throw new DamagedIndex();
      const index = Buffer.alloc(keysLength + placesLength + metaLength);
      await handle.read(index, 0, index.length, start);
      if (!checksumMatches(index, tail.readUInt32LE(12))) throw new DamagedIndex();
      const keys = keysLength ? index.toString('utf8', 0, keysLength).split(KEY_SEPARATOR) : [];
      // Copied out, as a Float64Array needs its bytes aligned.
      const places = new Float64Array(index.buffer.slice(index.byteOffset + keysLength, index.byteOffset + keysLength + placesLength));
      if (places.length !== keys.length * 3) throw new DamagedIndex();
      for (let i = 0; i < places.length; i += 3) if (places[i] < 0 || places[i] + places[i + 1] > start) throw new Error('index past the records');
      const meta = metaLength ? JSON.parse(index.toString('utf8', keysLength + placesLength)) : undefined;
      return new PackReader(handle, keys, places, meta, file, size);
    } catch (error) {
      if (error instanceof DamagedIndex) warnDamaged(file);
      await handle?.close();
      return new PackReader(undefined, [], new Float64Array(0), undefined, file, 0);
    }
  }

  /** Where a record is in the file, its length and checksum. */
  place(key: string): RecordPlace | undefined {
    const at = sortedPosition(this.indexKeys, key);
    if (at < 0 || this.dropped.has(key)) return undefined;
    return [this.places[at * 3], this.places[at * 3 + 1], this.places[at * 3 + 2]];
  }

  has(key: string): boolean {
    return this.place(key) !== undefined;
  }

  /** Every record's key, in order. */
  *keys(): IterableIterator<string> {
    for (const key of this.indexKeys) if (!this.dropped.has(key)) yield key;
  }

  get size(): number {
    return this.indexKeys.length - this.dropped.size;
  }

  /** The index of the records `accept` takes, and their bytes in all: made without an entry per record. */
  acceptedIndex(accept: (key: string) => boolean): IndexColumns & { live: number } {
    const keys: string[] = [];
    const places = new Float64Array(this.places.length);
    let live = 0;
    for (let i = 0; i < this.indexKeys.length; i++) {
      const key = this.indexKeys[i];
      if (this.dropped.has(key) || !accept(key)) continue;
      places.set(this.places.subarray(i * 3, i * 3 + 3), keys.length * 3);
      keys.push(key);
      live += this.places[i * 3 + 1];
    }
    return { keys, places: places.subarray(0, keys.length * 3), live };
  }

  /**
   * The record's bytes, or undefined for a key the pack lacks, a read cut short or bytes that fail
   * their checksum (warned of once, and left out of the index so no save carries them over).
   */
  async get(key: string): Promise<Buffer | undefined> {
    const at = this.place(key);
    if (!at || !this.handle) return undefined;
    return this.checked(key, await readAt(this.handle, at));
  }

  /**
   * `get`, reading on this thread: for many small records of a file the system holds in memory
   * (the compile cache's entries), far cheaper than a request to the thread pool each.
   */
  getNow(key: string): Buffer | undefined {
    const at = this.place(key);
    if (!at || !this.handle) return undefined;
    return this.checked(key, readAtNow(this.handle, at));
  }

  private checked(key: string, bytes: Buffer | undefined): Buffer | undefined {
    if (bytes) return bytes;
    this.dropped.add(key);
    if (!this.warned) warnDamaged(this.file);
    this.warned = true;
    return undefined;
  }

  /** Waits for reads in flight (FileHandle.close does), then closes. */
  async close(): Promise<void> {
    await this.handle?.close();
  }
}

/** A record's bytes when they are all there and pass their checksum. */
async function readAt(handle: FileHandle, [offset, length, sum]: RecordPlace): Promise<Buffer | undefined> {
  const bytes = Buffer.alloc(length);
  const { bytesRead } = await handle.read(bytes, 0, length, offset);
  return bytesRead === length && checksumMatches(bytes, sum) ? bytes : undefined;
}

/** A record's bytes written at `position` on this thread: cheaper than a request to the thread pool for a record's size. */
async function writeAtNow(handle: FileHandle, bytes: Buffer, position: number): Promise<void> {
  writeSync(handle.fd, bytes, 0, bytes.length, position);
}

function readAtNow(handle: FileHandle, [offset, length, sum]: RecordPlace): Buffer | undefined {
  const bytes = Buffer.alloc(length);
  const bytesRead = readSync(handle.fd, bytes, 0, length, offset);
  return bytesRead === length && checksumMatches(bytes, sum) ? bytes : undefined;
}

let writers = 0;

/**
 * A pack being written: records go into a temporary file beside `file` as they are added (the
 * file is created with the first one), and `commit` renames it over `file`. Adds may overlap;
 * each gets its place when called. A record added twice under one key keeps the last.
 */
export class PackWriter {
  private readonly temp: string;
  private handle?: Promise<FileHandle>;
  /** The temporary file once open. */
  private opened?: FileHandle;
  private readonly index = new Map<string, RecordPlace>();
  private readonly writing = new Set<Promise<unknown>>();
  private end = 0;

  constructor(private readonly file: string) {
    // The process id keeps concurrent builds apart, the count two writers of one process.
    this.temp = `${file}.${process.pid}-${writers++}.tmp`;
  }

  has(key: string): boolean {
    return this.index.has(key);
  }

  get size(): number {
    return this.index.size;
  }

  private open(): Promise<FileHandle> {
    this.handle ??= fs
      .mkdir(path.dirname(this.file), { recursive: true })
      .then(() => fs.open(this.temp, 'w+'))
      .then((handle) => {
        this.opened = handle;
        return handle;
      });
    return this.handle;
  }

  async add(key: string, bytes: Buffer): Promise<void> {
    if (key.includes(KEY_SEPARATOR)) throw new Error(`a pack's key holds no newline: ${JSON.stringify(key)}`);
    const at = [this.end, bytes.length, checksum(bytes)] as const;
    this.end += bytes.length;
    const write = this.open().then((handle) => writingTo(this.temp, writeAtNow(handle, bytes, at[0])));
    this.writing.add(write);
    try {
      await write;
      this.index.set(key, at);
    } finally {
      this.writing.delete(write);
    }
  }

  /** Leaves a record added before out of the index (its bytes stay, unread, until the next pack). */
  drop(key: string): void {
    this.index.delete(key);
  }

  /** A record added before, read back from the temporary file (on this thread, as `RecordPack.getNow`). */
  async get(key: string): Promise<Buffer | undefined> {
    return this.getNow(key);
  }

  /** `get` without waiting: a record's add has opened the file by the time its place is known. */
  getNow(key: string): Buffer | undefined {
    const at = this.index.get(key);
    return at && this.opened ? readAtNow(this.opened, at) : undefined;
  }

  /** Writes the index and puts the pack in place of `file`. */
  async commit(meta?: unknown): Promise<void> {
    const handle = await this.open();
    await Promise.all(this.writing);
    await writingTo(this.temp, writeIndex(handle, this.end, sortedIndex(this.index), meta));
    await handle.close();
    await fs.rename(this.temp, this.file);
    removeStaleTemps(this.file);
  }

  /**
   * Puts in place of `file` (which `last` read) a pack of this writer's records and the records of
   * `last` that `keep` accepts. When the bytes of `last` that would stay are at least half its file,
   * they stay where they are: this writer's records and a new index are appended to it (the old
   * index and the records left out become dead bytes, which a later pack drops by writing anew).
   * A one-page edit of a large site then writes a few records and an index instead of copying the
   * whole render pack. Otherwise the records kept are copied over and the pack committed.
   */
  async commitOver(last: PackReader, keep: (key: string) => boolean, meta?: unknown): Promise<void> {
    await Promise.all(this.writing);
    const kept = last.acceptedIndex((key) => !this.index.has(key) && keep(key));
    if (!last.fileSize || last.file !== this.file || kept.live * 2 < last.fileSize) {
      await carryOver(last, this, kept.keys);
      return this.commit(meta);
    }
    const source = this.handle && (await this.handle);
    const target = await fs.open(this.file, 'r+');
    try {
      let end = last.fileSize;
      const appended = new Map<string, RecordPlace>();
      for (const [key, at] of this.index) {
        const bytes = source && (await readAt(source, at));
        if (!bytes) throw new Error(`record ${key} could not be read back`);
        await writingTo(this.file, target.write(bytes, 0, bytes.length, end));
        appended.set(key, [end, bytes.length, at[2]]);
        end += bytes.length;
      }
      await writingTo(this.file, writeIndex(target, end, mergeIndexes(kept, sortedIndex(appended)), meta));
    } finally {
      await target.close();
    }
    await this.discard();
    removeStaleTemps(this.file);
  }

  /** Drops what was written. */
  async discard(): Promise<void> {
    if (!this.handle) return;
    await Promise.all(this.writing).catch(() => undefined);
    await (await this.handle).close();
    await fs.rm(this.temp, { force: true });
  }
}

/** Writes the index (its keys sorted) and the tail at `end`, which ends the pack there. */
async function writeIndex(handle: FileHandle, end: number, columns: IndexColumns, meta: unknown): Promise<void> {
  const keys = Buffer.from(columns.keys.join(KEY_SEPARATOR));
  const places = Buffer.from(columns.places.buffer, columns.places.byteOffset, columns.places.byteLength);
  const metaJson = meta === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(meta));
  const index = Buffer.concat([keys, places, metaJson]);
  const tail = Buffer.alloc(TAIL);
  tail.writeUInt32LE(keys.length, 0);
  tail.writeUInt32LE(places.byteLength, 4);
  tail.writeUInt32LE(metaJson.length, 8);
  tail.writeUInt32LE(checksum(index), 12);
  MARKER.copy(tail, 16);
  await handle.write(Buffer.concat([index, tail]), 0, index.length + TAIL, end);
  await handle.truncate(end + index.length + TAIL);
}

/** A writer's index, its keys sorted. */
function sortedIndex(index: ReadonlyMap<string, RecordPlace>): IndexColumns {
  // The default order compares code units, as `<` does in `sortedPosition` and `mergeIndexes`.
  const keys = [...index.keys()].sort();
  const places = new Float64Array(keys.length * 3);
  keys.forEach((key, i) => places.set(index.get(key) as RecordPlace, i * 3));
  return { keys, places };
}

/** Two indexes of different keys, each sorted, as one sorted index. */
function mergeIndexes(a: IndexColumns, b: IndexColumns): IndexColumns {
  const keys: string[] = [];
  const places = new Float64Array(a.places.length + b.places.length);
  let i = 0;
  let j = 0;
  while (i < a.keys.length || j < b.keys.length) {
    const fromA = j >= b.keys.length || (i < a.keys.length && a.keys[i] < b.keys[j]);
    const [from, at] = fromA ? [a, i++] : [b, j++];
    places.set(from.places.subarray(at * 3, at * 3 + 3), keys.length * 3);
    keys.push(from.keys[at]);
  }
  return { keys, places };
}

/** Where `key` is in the sorted `keys`, or -1. */
function sortedPosition(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = keys[middle];
    if (found === key) return middle;
    if (found < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The warning of a cache whose pack cannot be written: the build goes on without it. */
export function warnUnwritable(cache: string, error: unknown): void {
  console.warn(`  ! could not write the ${cache} cache (${(error as Error).message}); the build goes on without it`);
}

/** Copies the records of `keys` the writer does not hold yet from the last pack. */
export async function carryOver(reader: PackReader, writer: PackWriter, keys: Iterable<string>): Promise<void> {
  const missing = [...keys].filter((key) => !writer.has(key));
  await mapInParallel(missing, 8, async (key) => {
    const bytes = await reader.get(key);
    if (bytes) await writer.add(key, bytes);
  });
}

/** Temporary files of `file` left by processes that died mid-write (a killed build). */
function removeStaleTemps(file: string): void {
  const prefix = `${path.basename(file)}.`;
  const temp = /^(\d+)-\d+\.tmp$/;
  for (const name of readdirSync(path.dirname(file))) {
    const pid = name.startsWith(prefix) ? temp.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid && !isRunning(Number(pid))) fs.rm(path.join(path.dirname(file), name), { force: true }).catch(() => undefined);
  }
}
