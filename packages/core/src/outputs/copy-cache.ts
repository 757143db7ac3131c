/**
 * What the last build's Markdown copies and `llms-full.txt` files were made of
 * (`.quire/cache/markdown-copies.json`), so a build makes and hashes only the copies of pages
 * that changed, and puts each `llms-full.txt` together from the last one's bytes and the new
 * copies (`llms-full.ts`). A copy's key covers its page's text (by the sha1 the compile took of it),
 * the copy code, the words and image addresses it uses; a page that imports fragments has none (they
 * are read from disk as it is made). Only such keys are recorded, so a page whose key is recorded
 * imports none, and an unchanged page's text is neither hashed nor scanned again.
 */
import { codeFingerprint, sha1 } from '../utils/files.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import type { FullFileRecord } from './llms-full.js';
import { importsFragments } from './markdown-copy.js';

/** Changes with the code that makes the copies and the llms files (this folder and `@quire/shared`). */
function copyFingerprint(): string {
  return codeFingerprint(import.meta.url);
}

/** What a copy is made of besides its page's text. */
export interface CopyInputs {
  /** The `<SourceCode>` link's words in the page's language. */
  sourceText: string;
  /** Each image beside the page and where it is published, and the site's base. */
  images: unknown;
}

/** The key of a page's copy, by the sha1 of its text; a copy has it only when its page imports no fragments (`keyedCopy`). */
export function copyKey(textHash: string, inputs: CopyInputs): string {
  return sha1(`${copyFingerprint()}\0${JSON.stringify(inputs)}\0${textHash}`);
}

/** The key a page's copy is recorded with: none when its text imports fragments. */
export function keyedCopy(text: string, key: string): string | undefined {
  return importsFragments(text) ? undefined : key;
}

interface CopyRecord {
  key: string;
  /** sha1 of the copy's bytes. */
  hash: string;
}

/** An `llms.txt` as the last build wrote it. */
interface LlmsIndexRecord {
  /** sha1 of the file's bytes. */
  llmsIndex: string;
}

type CacheRecord = CopyRecord | FullFileRecord | LlmsIndexRecord;

export class CopyCache {
  private readonly next = new Map<string, CacheRecord>();

  private constructor(
    private readonly file: string | undefined,
    private readonly last: ReadonlyMap<string, CacheRecord>,
  ) {}

  /** The record kept in `file`; none (nothing known, nothing kept) without one. */
  static open(file: string | undefined): CopyCache {
    return new CopyCache(file, file ? readJsonMap<CacheRecord>(file) : new Map());
  }

  /** The sha1 of the last build's copy at `copyFile` when it had this key. */
  copyHash(copyFile: string, key: string | undefined): string | undefined {
    const record = this.last.get(`copy:${copyFile}`);
    return key && record && 'key' in record && record.key === key ? record.hash : undefined;
  }

  /**
   * The sha1 of the last build's copy at `copyFile`, carried over without its key, for a page the build knows unchanged
   * along with everything else its copy is made of (an edit of other pages' text alone), when `keep` kept the file; a
   * page importing fragments has no record to carry.
   */
  carry(copyFile: string, keep: (file: string, hash: string) => boolean): string | undefined {
    const record = this.last.get(`copy:${copyFile}`);
    if (!record || !('key' in record) || !keep(copyFile, record.hash)) return undefined;
    this.next.set(`copy:${copyFile}`, record);
    return record.hash;
  }

  rememberCopy(copyFile: string, key: string | undefined, hash: string): void {
    if (!key) return;
    const last = this.last.get(`copy:${copyFile}`);
    // The record read, when it says the same: the cache file then appends nothing for it.
    this.next.set(`copy:${copyFile}`, last && 'key' in last && last.key === key && last.hash === hash ? last : { key, hash });
  }

  /** How the last build put `llms-full.txt` at `file` together. */
  fullFile(file: string): FullFileRecord | undefined {
    const record = this.last.get(`full:${file}`);
    return record && 'segments' in record ? record : undefined;
  }

  rememberFullFile(file: string, record: FullFileRecord): void {
    this.next.set(`full:${file}`, record);
  }

  /** The sha1 of the `llms.txt` the last build wrote at `file`. */
  llmsIndexHash(file: string): string | undefined {
    const record = this.last.get(`llms:${file}`);
    return record && 'llmsIndex' in record ? record.llmsIndex : undefined;
  }

  rememberLlmsIndex(file: string, hash: string): void {
    const last = this.last.get(`llms:${file}`);
    this.next.set(`llms:${file}`, last && 'llmsIndex' in last && last.llmsIndex === hash ? last : { llmsIndex: hash });
  }

  /** Keeps this build's records for the next one; losing them only costs that build the shortcut. */
  save(): void {
    if (this.file) writeJsonMap(this.file, this.next, this.last);
  }
}
