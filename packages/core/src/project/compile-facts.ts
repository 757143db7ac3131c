/**
 * The compile cache's page records (each page's `CachedPage`: title, outline, links, without code
 * or search text) that the last build used, in one file read with one call. An edit build takes
 * every unchanged page's record from it instead of a read of the pack each: at 10,000 pages per
 * language those 20,000 reads were half a second of the main thread.
 *
 * A record is found by the compile cache's own key, which holds the page's source hash, options and
 * the compiler's fingerprint, so a record here is the pack's record of that key; the caller checks
 * its fragments as it checks the pack's. The file is the magic, the index's length and checksum,
 * the index (each key, its record's length and checksum) and the records one after the other. A
 * missing, torn or foreign file reads as empty and a record that fails its checksum as missing: the
 * pack answers then, so a lost or damaged file costs time, never a wrong page.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { checksum, checksumMatches, warnDamaged } from '../utils/checksum.js';

const MAGIC = Buffer.from('QCF1');
/** The magic, then the index's length and checksum (u32, little-endian). */
const HEAD = 12;

/** A key, its record's length and checksum. */
type IndexEntry = [key: string, length: number, sum: number];

export class CompileFacts {
  private warned = false;

  private constructor(
    private readonly file: string,
    private readonly records: Map<string, { bytes: Buffer; sum: number }>,
  ) {}

  /** The file's records; none for a missing, torn or foreign file (a damaged index is warned of). */
  static load(file: string): CompileFacts {
    const records = new Map<string, { bytes: Buffer; sum: number }>();
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch {
      return new CompileFacts(file, records);
    }
    try {
      if (data.length < HEAD || !data.subarray(0, 4).equals(MAGIC)) throw new Error('not a facts file');
      const length = data.readUInt32LE(4);
      const index = data.subarray(HEAD, HEAD + length);
      if (index.length !== length || !checksumMatches(index, data.readUInt32LE(8))) throw new Error('damaged index');
      let at = HEAD + length;
      for (const [key, size, sum] of JSON.parse(index.toString('utf8')) as IndexEntry[]) {
        if (at + size > data.length) throw new Error('index past the records');
        records.set(key, { bytes: data.subarray(at, at + size), sum });
        at += size;
      }
    } catch {
      warnDamaged(file);
      records.clear();
    }
    return new CompileFacts(file, records);
  }

  /** The record's bytes, or undefined for a key the file lacks or bytes that fail their checksum (warned of once). */
  get(key: string): Buffer | undefined {
    const record = this.records.get(key);
    if (!record) return undefined;
    if (checksumMatches(record.bytes, record.sum)) return record.bytes;
    this.records.delete(key);
    if (!this.warned) warnDamaged(this.file);
    this.warned = true;
    return undefined;
  }

  /** Whether the file holds exactly these keys (each record is its key's: the keys are content addresses). */
  holdsExactly(keys: ReadonlySet<string>): boolean {
    if (keys.size !== this.records.size) return false;
    for (const key of keys) if (!this.records.has(key)) return false;
    return true;
  }

  /** Writes the records aside and renames the file into place, so a killed build leaves the last one whole; a failure only costs the next build its shortcut. */
  static write(file: string, records: Iterable<readonly [string, Buffer]>): void {
    const index: IndexEntry[] = [];
    const bodies: Buffer[] = [];
    for (const [key, bytes] of records) {
      index.push([key, bytes.length, checksum(bytes)]);
      bodies.push(bytes);
    }
    const text = Buffer.from(JSON.stringify(index));
    const head = Buffer.alloc(HEAD);
    MAGIC.copy(head, 0);
    head.writeUInt32LE(text.length, 4);
    head.writeUInt32LE(checksum(text), 8);
    const temp = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, Buffer.concat([head, text, ...bodies]));
      renameSync(temp, file);
    } catch {
      rmSync(temp, { force: true });
    }
  }
}
