/**
 * The compile cache's page records (each page's `CachedPage`: title, outline, links, without code
 * or search text) that the last build used, in one file read with one call. An edit build takes
 * every unchanged page's record from it instead of a read of the pack each, which on a large site
 * was a large share of the main thread's work. Beside each key the index keeps the record's traits
 * (`record-traits.ts`), so a build can answer for a page without reading its record until asked.
 *
 * A record is found by the compile cache's own key, which holds the page's source hash, options and
 * the compiler's fingerprint, so a record here is the pack's record of that key; the caller checks
 * its fragments as it checks the pack's. The file is the records, then the index (each key, its
 * record's offset, length, checksum and traits), the index's length and checksum, and the magic. A
 * missing, torn or foreign file reads as empty and a record that fails its checksum as missing: the
 * pack answers then, so a lost or damaged file costs time, never a wrong page.
 */
import { closeSync, ftruncateSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { writeAside } from '../utils/files.js';
import { checksum, checksumMatches, warnDamaged } from '../utils/checksum.js';

const MAGIC = Buffer.from('QCF3');
/** The index's length and checksum (u32, little-endian), then the magic. */
const TAIL = 12;

/** A key, its record's offset, length, checksum and traits. */
type IndexEntry = [key: string, offset: number, length: number, sum: number, traits: number];

interface Place {
  offset: number;
  length: number;
  sum: number;
  traits: number;
  /** Its bytes were found to match their checksum. */
  checked?: boolean;
}

export class CompileFacts {
  private warned = false;

  private constructor(
    private readonly file: string,
    private readonly data: Buffer,
    private readonly places: Map<string, Place>,
    /** Where the records end and the index starts (0: no file). */
    private readonly recordsEnd: number,
  ) {}

  /** The file's records; none for a missing, torn or foreign file (a damaged index is warned of). */
  static load(file: string): CompileFacts {
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch {
      return new CompileFacts(file, Buffer.alloc(0), new Map(), 0);
    }
    // Another format's file (an older Quire's) is not damage: it reads as empty without a warning.
    if (data.length < TAIL || !data.subarray(data.length - 4).equals(MAGIC)) return new CompileFacts(file, Buffer.alloc(0), new Map(), 0);
    try {
      const length = data.readUInt32LE(data.length - TAIL);
      const start = data.length - TAIL - length;
      const index = data.subarray(Math.max(start, 0), data.length - TAIL);
      if (start < 0 || !checksumMatches(index, data.readUInt32LE(data.length - 8))) throw new Error('damaged index');
      const places = new Map<string, Place>();
      for (const [key, offset, size, sum, traits] of JSON.parse(index.toString('utf8')) as IndexEntry[]) {
        if (offset < 0 || offset + size > start) throw new Error('index past the records');
        places.set(key, { offset, length: size, sum, traits });
      }
      return new CompileFacts(file, data, places, start);
    } catch {
      warnDamaged(file);
      return new CompileFacts(file, Buffer.alloc(0), new Map(), 0);
    }
  }

  /** The record's bytes, or undefined for a key the file lacks or bytes that fail their checksum (warned of once). */
  get(key: string): Buffer | undefined {
    const place = this.checkedPlace(key);
    return place && this.data.subarray(place.offset, place.offset + place.length);
  }

  /** The record's traits, on the same terms as `get`, without reading the record. */
  traitsOf(key: string): number | undefined {
    return this.checkedPlace(key)?.traits;
  }

  private checkedPlace(key: string): Place | undefined {
    const place = this.places.get(key);
    if (!place || place.checked) return place;
    if (checksumMatches(this.data.subarray(place.offset, place.offset + place.length), place.sum)) {
      place.checked = true;
      return place;
    }
    this.places.delete(key);
    if (!this.warned) warnDamaged(this.file);
    this.warned = true;
    return undefined;
  }

  /** Whether the file holds exactly these keys (each record is its key's: the keys are content addresses). */
  holdsExactly(keys: ReadonlySet<string>): boolean {
    if (keys.size !== this.places.size) return false;
    for (const key of keys) if (!this.places.has(key)) return false;
    return true;
  }

  /**
   * Puts in the file the records of `keys`: those `fresh` says are new read with `read`, the others
   * kept where they are. When the kept records are at least half the file's records, the new ones and
   * a new index are appended in place of the old index (an edit writes a record and an index, not
   * every page's record; a build killed meanwhile leaves a file that reads as damaged); otherwise the
   * whole file is written aside and renamed into place. A failure only costs the next build its shortcut.
   * `traits`: a new record's traits (`record-traits.ts`).
   */
  save(
    keys: Iterable<string>,
    fresh: (key: string) => boolean,
    read: (key: string) => Buffer | undefined,
    traits: (key: string, bytes: Buffer) => number,
  ): void {
    const kept: IndexEntry[] = [];
    const added: Array<[string, Buffer, number]> = [];
    let live = 0;
    for (const key of keys) {
      const place = fresh(key) ? undefined : this.places.get(key);
      if (place) {
        kept.push([key, place.offset, place.length, place.sum, place.traits]);
        live += place.length;
        continue;
      }
      const bytes = read(key);
      if (bytes) added.push([key, bytes, traits(key, bytes)]);
    }
    try {
      if (this.recordsEnd > 0 && live * 2 >= this.recordsEnd) this.append(kept, added);
      else
        this.rewrite([
          ...kept.map(([key, offset, length, , traits]) => [key, this.data.subarray(offset, offset + length), traits] as const),
          ...added,
        ]);
    } catch {
      rmSync(this.file, { force: true });
    }
  }

  private append(kept: IndexEntry[], added: ReadonlyArray<readonly [string, Buffer, number]>): void {
    const handle = openSync(this.file, 'r+');
    try {
      let end = this.recordsEnd;
      for (const [key, bytes, traits] of added) {
        writeSync(handle, bytes, 0, bytes.length, end);
        kept.push([key, end, bytes.length, checksum(bytes), traits]);
        end += bytes.length;
      }
      const tail = indexBytes(kept);
      writeSync(handle, tail, 0, tail.length, end);
      ftruncateSync(handle, end + tail.length);
    } finally {
      closeSync(handle);
    }
  }

  private rewrite(records: ReadonlyArray<readonly [string, Buffer, number]>): void {
    const index: IndexEntry[] = [];
    let end = 0;
    for (const [key, bytes, traits] of records) {
      index.push([key, end, bytes.length, checksum(bytes), traits]);
      end += bytes.length;
    }
    writeAside(this.file, Buffer.concat([...records.map(([, bytes]) => bytes), indexBytes(index)]));
  }
}

/** The index, its length and checksum, and the magic. */
function indexBytes(entries: IndexEntry[]): Buffer {
  const text = Buffer.from(JSON.stringify(entries));
  const tail = Buffer.alloc(TAIL);
  tail.writeUInt32LE(text.length, 0);
  tail.writeUInt32LE(checksum(text), 4);
  MAGIC.copy(tail, 8);
  return Buffer.concat([text, tail]);
}
