/**
 * Each source file's stamp (inode, size, modification and change times in milliseconds) with the
 * sha1 of its text, kept between builds in `.quire/cache/source-stamps.json` as git's index keeps
 * its files': a build takes the hash of a file whose stamp is unchanged from the record instead of
 * reading and hashing every page. An edit changes the size or the times, a rename or a replaced
 * file the inode; the change time cannot be set back by hand.
 *
 * A file changed within the clock's granularity of when its stamp was taken could change again
 * in the same tick without its stamp moving, so such a stamp is never recorded. Such a file (one
 * written just before the build: a fresh checkout, a generated tree, the edit itself) is stamped
 * and read again when the record is saved, once that tick has passed, and recorded if its text is
 * the one the build hashed; otherwise the next build reads it. The stamp is taken before the text
 * is read, so a file written between the two has a stamp the next build does not match. Times in
 * milliseconds (with their fraction, as `fs.Stats` has them) tell every such write apart: a write
 * after a settled stamp comes more than the granularity after the time it recorded. Values
 * worked out from a text (the translation report's hash, the versions a page mentions, the page's
 * compile-cache key) are kept beside its hash and go with it.
 */
import { readFileSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from '../utils/files.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import { decodeUtf8 } from '../utils/read-text.js';

/** Changes when the record's shape does; kept under the empty key, which no file's path is. */
const RECORD_FORMAT = 'source-stamps-4';
const FORMAT_KEY = '';

/**
 * Coarsest timestamp step of the file systems a site may live on (FAT's two seconds); a file
 * changed this close to its stamp is not trusted.
 */
export const CLOCK_GRANULARITY_MS = 2000;

/** What identifies a file's content without reading it. */
export interface SourceStamp {
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** A recorded file: its stamp, its text's sha1 and the values worked out from that text. */
interface StampedSource extends SourceStamp {
  hash: string;
  derived: Map<string, string>;
}

/** A record entry as stored under the file's path from the root: inode, size, mtime and ctime, the sha1, the derived values. */
type StoredEntry = [number, number, number, number, string, Record<string, string>?];

export const stampOf = ({ ino, size, mtimeMs, ctimeMs }: Stats): SourceStamp => ({ ino, size, mtimeMs, ctimeMs });

/** A stamp no file has (a size below zero): the entry of a text whose file's stamp could not vouch for it. */
const NO_FILE_STAMP: SourceStamp = { ino: 0, size: -1, mtimeMs: 0, ctimeMs: 0 };

export const sameSourceStamp = (a: SourceStamp, b: SourceStamp): boolean =>
  a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;

/**
 * Whether a stamp taken at or after `since` (milliseconds since the epoch) can stand for the text
 * read after it: not when the file changed within the clock's granularity of `since`.
 */
export function settledStamp(stamp: SourceStamp, since: number): boolean {
  return stamp.mtimeMs + CLOCK_GRANULARITY_MS < since && stamp.ctimeMs + CLOCK_GRANULARITY_MS < since;
}

/** The stat a stamp is compared with; undefined for a file that is not there. */
export function currentStamp(absolutePath: string): SourceStamp | undefined {
  const stat = statSync(absolutePath, { throwIfNoEntry: false });
  return stat ? stampOf(stat) : undefined;
}

export class SourceStamps {
  /** Recorded entries made from the record as read when first asked for, by absolute path (null: none recorded). */
  private readonly recorded = new Map<string, StampedSource | null>();
  /** The entries this run confirmed or took: what the next record holds. */
  private readonly next = new Map<string, StampedSource>();
  /** Texts this run hashed whose stamps were too recent to record: stamped and read again at `save`. */
  private readonly unsettled = new Map<string, Pick<StampedSource, 'hash' | 'derived'>>();
  /** Entries whose derived values this run changed in place: stored again, though the same object as recorded. */
  private readonly touched = new Set<string>();
  private readonly underRoot: string;
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly root: string,
    /** The record as read, by each file's path from the root: an entry unchanged is saved as read, and made into a `StampedSource` only when asked for. */
    private readonly stored: ReadonlyMap<string, unknown>,
    /** When this run started taking stamps: a stamp of a file changed close to it is not recorded. */
    private readonly since: number,
  ) {
    this.underRoot = `${root}${path.sep}`;
  }

  /**
   * The record in `file` (paths in it relative to `root`); empty when missing, of another format or damaged. `since`: when
   * this run began taking the stamps it will hand in, now unless it took some before (the project's listing).
   */
  static load(file: string, root: string, since = Date.now()): SourceStamps {
    const stored = readJsonMap<StoredEntry | string>(file);
    return new SourceStamps(file, root, stored.get(FORMAT_KEY) === RECORD_FORMAT ? stored : new Map(), since);
  }

  /** A file's path from the root, as the record keys it: sliced off when under the root, as a build's pages are. */
  private relativeOf(absolutePath: string): string {
    return absolutePath.startsWith(this.underRoot) ? absolutePath.slice(this.underRoot.length) : path.relative(this.root, absolutePath);
  }

  /** The file's recorded entry, made from the record when first asked for; undefined when the record has none of that shape. */
  private recordedOf(absolutePath: string): StampedSource | undefined {
    let source = this.recorded.get(absolutePath);
    if (source === undefined) {
      source = stampedSourceOf(this.stored.get(this.relativeOf(absolutePath)));
      this.recorded.set(absolutePath, source);
    }
    return source ?? undefined;
  }

  /** The sha1 of the file's text when its stamp now is the one recorded with it; undefined when it must be read. */
  hashOf(absolutePath: string, stamp: SourceStamp): string | undefined {
    const known = this.recordedOf(absolutePath);
    if (!known || !sameSourceStamp(known, stamp)) return undefined;
    this.next.set(absolutePath, known);
    return known.hash;
  }

  /** Whether the file's stamp now is the one recorded with its hash (nothing noted, unlike `hashOf`). */
  isRecorded(absolutePath: string, stamp: SourceStamp): boolean {
    const known = this.recordedOf(absolutePath);
    return known !== undefined && sameSourceStamp(known, stamp);
  }

  /** A value the record kept with the file's recorded text (`name` says which), whatever its stamp now. */
  recordedDerived(absolutePath: string, name: string): string | undefined {
    return this.recordedOf(absolutePath)?.derived.get(name);
  }

  /** The hash recorded for the file whatever its stamp now; undefined for a file not recorded. */
  recordedHash(absolutePath: string): string | undefined {
    return this.recordedOf(absolutePath)?.hash;
  }

  /**
   * Records the text's sha1 under the stamp taken before it was read, unless the file changed too recently to trust it.
   * A text read again (a cold build's compile reads each page it looked up) keeps the values this run worked out from it.
   */
  note(absolutePath: string, stamp: SourceStamp, hash: string): void {
    const known = this.recordedOf(absolutePath);
    const derived = this.entryOf(absolutePath, hash)?.derived ?? (known?.hash === hash ? known.derived : new Map<string, string>());
    if (!settledStamp(stamp, this.since)) {
      this.forget(absolutePath);
      this.unsettled.set(absolutePath, { hash, derived });
      return;
    }
    const entry = { ...stamp, hash, derived };
    this.next.set(absolutePath, entry);
    if (!known || known.hash !== hash || !sameSourceStamp(known, stamp)) this.changed = true;
  }

  /** Leaves the file out of the next record (its text was found other than its stamp said): the next build reads it. */
  forget(absolutePath: string): void {
    this.unsettled.delete(absolutePath);
    if (this.next.delete(absolutePath) || this.recordedOf(absolutePath) !== undefined) this.changed = true;
  }

  /** This run's entry for the file's text of this hash: confirmed, read, or waiting for its stamp to settle. */
  private entryOf(absolutePath: string, hash: string): Pick<StampedSource, 'hash' | 'derived'> | undefined {
    const entry = this.next.get(absolutePath) ?? this.unsettled.get(absolutePath);
    return entry?.hash === hash ? entry : undefined;
  }

  /** A value worked out from the text of this hash (`name` says which), when recorded with it. */
  derived(absolutePath: string, hash: string, name: string): string | undefined {
    return this.entryOf(absolutePath, hash)?.derived.get(name);
  }

  /** Keeps a value worked out from the file's text of this hash with its stamp. */
  setDerived(absolutePath: string, hash: string, name: string, value: string): void {
    const entry = this.entryOf(absolutePath, hash);
    if (!entry || entry.derived.get(name) === value) return;
    entry.derived.set(name, value);
    this.touched.add(absolutePath);
    this.changed = true;
  }

  /**
   * The files whose stamps were too recent when they were read, stamped and read again now: each
   * whose stamp is settled by now and whose text is still the one hashed is recorded; any other with
   * a stamp no file has, so the next build reads it, and still finds what this one made of that text
   * (`recordedDerived`: the last build's page of a file edited just before it).
   */
  private settleLate(): void {
    for (const [absolutePath, { hash, derived }] of this.unsettled) {
      // Taken before the stat, which is taken before the read: a write after the read moves the stamp.
      const since = Date.now();
      const stamp = currentStamp(absolutePath);
      if (!stamp) continue;
      const settled = settledStamp(stamp, since) && textHash(absolutePath) === hash;
      this.next.set(absolutePath, { ...(settled ? stamp : NO_FILE_STAMP), hash, derived });
      this.changed = true;
    }
    this.unsettled.clear();
  }

  /**
   * Writes the record of the files this run confirmed or read, when it differs from the last: an entry
   * unchanged since it was read is handed back as read, so the record file appends only the others.
   */
  save(): void {
    this.settleLate();
    if (!this.changed && this.next.size === this.recordedCount()) return;
    const entries: Array<readonly [string, unknown]> = [[FORMAT_KEY, RECORD_FORMAT]];
    for (const [absolutePath, source] of this.next) {
      const relative = this.relativeOf(absolutePath);
      const unchanged = this.recorded.get(absolutePath) === source && !this.touched.has(absolutePath);
      entries.push([relative, unchanged ? this.stored.get(relative) : storedEntry(source)]);
    }
    writeJsonMap(this.file, entries, this.stored);
  }

  /** How many files the record as read holds. */
  private recordedCount(): number {
    let count = 0;
    for (const entry of this.stored.values()) if (Array.isArray(entry)) count++;
    return count;
  }
}

/** A stored entry as this run works with it; null for anything else (another format's, the format's own key). */
function stampedSourceOf(entry: unknown): StampedSource | null {
  if (!Array.isArray(entry)) return null;
  const [ino, size, mtimeMs, ctimeMs, hash, derived] = entry as StoredEntry;
  return { ino, size, mtimeMs, ctimeMs, hash, derived: new Map(derived ? Object.entries(derived) : undefined) };
}

function storedEntry({ ino, size, mtimeMs, ctimeMs, hash, derived }: StampedSource): StoredEntry {
  const entry: StoredEntry = [ino, size, mtimeMs, ctimeMs, hash];
  if (derived.size > 0) entry.push(Object.fromEntries(derived));
  return entry;
}

/** The sha1 of a file's text, read as the build reads it; undefined when it cannot be read or is no longer UTF-8. */
function textHash(absolutePath: string): string | undefined {
  try {
    return sha1(decodeUtf8(readFileSync(absolutePath), absolutePath));
  } catch {
    return undefined;
  }
}
