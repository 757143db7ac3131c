/**
 * The documents of the last build that this one can take as they are. A page's document is a
 * function of its rendered app HTML (the render cache's key stands for it) and of what the build
 * puts around it (site data, config, the app's and the page's files, sidebar file, language
 * twins); when all of that is unchanged, the last build's file is kept where it is in the output
 * without reading the cached HTML, building the document or comparing it with the old file, which
 * on a large site is most of what a warm build would read (every page carries its section's
 * sidebar). `.quire/cache/documents.json` records, per output file, the key, and
 * the inode, size and modification time of the file written, so a file edited in the output
 * since, or replaced by another (a copy that kept the time), is written afresh; and the
 * document's inline script hashes, for the CSP. The file carries a checksum (`checked-json.ts`).
 * What it cannot see is a change to a file's bytes that keeps all three (damage on the disk).
 */
import { statSync } from 'node:fs';
import { sha1 } from '../utils/files.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import type { OutputWriter } from '../utils/output-file.js';

/** Where the documents go: the last output's kept in place, or written into the stage. */
export type DocumentOutput = Pick<OutputWriter, 'keepStamped' | 'pathOf'>;
import type { RenderCache } from './render-cache.js';

/** A document's key, with the key of the rendered page inside it. */
export interface DocumentKey {
  key: string;
  renderKey: string;
}

/**
 * The entry under which the map keeps what every document of that build shared (`setup` below, with the shared server
 * code): no output file has this name.
 */
const SHARED_ENTRY = '\0shared';

interface Entry {
  key: string;
  ino: number;
  size: number;
  mtimeMs: number;
  /** CSP hashes of the document's inline scripts. */
  scripts: string[];
}

export class DocumentCache {
  private readonly next = new Map<string, Entry | string>();
  /** Documents taken from the last build in this one. */
  reused = 0;
  /** Of those, the documents carried over without their keys (`carry`). */
  carried = 0;

  private constructor(
    private readonly file: string,
    private readonly last: ReadonlyMap<string, Entry | string>,
    private readonly output: DocumentOutput,
    /** Hash of what every document shares: config, site data, the app's files. */
    private readonly setup: string,
    private readonly renders: RenderCache,
  ) {
    this.next.set(SHARED_ENTRY, this.shared);
  }

  static open(file: string, output: DocumentOutput, setup: unknown, renders: RenderCache): DocumentCache {
    return new DocumentCache(file, readJsonMap<Entry | string>(file), output, sha1(JSON.stringify(setup)), renders);
  }

  /** What every document shares: its setup, and the server code that renders every page. */
  private get shared(): string {
    return `${this.setup}\0${this.renders.shared}`;
  }

  /** The last build's entry for a document file. */
  private lastEntry(file: string): Entry | undefined {
    const entry = this.last.get(file);
    return typeof entry === 'object' ? entry : undefined;
  }

  /**
   * Whether the last build's documents shared what this build's share: then a document whose page and parts are
   * unchanged (`carry`) is the last build's, without its key.
   */
  sharesLastSetup(): boolean {
    return this.last.get(SHARED_ENTRY) === this.shared;
  }

  /**
   * Keeps the last build's document at `file` without its key, for a page the build knows unchanged along with
   * everything its document is made of (`sharesLastSetup`, `pipeline/text-edits.ts`), when it is still the file that
   * build wrote; returns its inline script hashes, or undefined (build it).
   */
  carry(file: string): string[] | undefined {
    const entry = this.lastEntry(file);
    if (!entry || !this.keptInOutput(file, entry)) return undefined;
    this.carried++;
    this.renders.carried();
    return entry.scripts;
  }

  /** Keeps the last build's document in the output when it is still the file that build wrote, and its entry for the next build. */
  private keptInOutput(file: string, entry: Entry): boolean {
    if (!this.output.keepStamped(file, entry)) return false;
    this.next.set(file, entry);
    this.reused++;
    return true;
  }

  /** A document's key: its rendered page's (none: always build it) and its own parts. */
  keyOf(routePath: string, relativePath: string | undefined, parts: unknown): DocumentKey | undefined {
    const renderKey = this.renders.keyOf(routePath, relativePath);
    return renderKey ? { key: sha1(`${this.setup}\0${renderKey}\0${JSON.stringify(parts)}`), renderKey } : undefined;
  }

  /**
   * Keeps the last build's document at `file` when it had this key and is still the file that
   * build wrote; returns its inline script hashes, or undefined (build it).
   */
  reuse(file: string, { key, renderKey }: DocumentKey): string[] | undefined {
    const entry = this.lastEntry(file);
    if (entry?.key !== key || !this.keptInOutput(file, entry)) return undefined;
    // The rendered page stays in the render cache for the next build.
    this.renders.keep(renderKey);
    return entry.scripts;
  }

  /** Records a document this build wrote (or found unchanged in the output), with its inline script hashes. */
  async record(file: string, { key }: DocumentKey, scripts: string[]): Promise<void> {
    try {
      // On this thread, as the output writes its files (`utils/output-file.ts`).
      const { ino, size, mtimeMs } = statSync(this.output.pathOf(file));
      this.next.set(file, { key, ino, size, mtimeMs, scripts });
    } catch {
      // not recorded: built again next time
    }
  }

  /** Keeps this build's documents for the next one; losing it only costs that build the shortcut. */
  save(): void {
    writeJsonMap(this.file, this.next, this.last);
  }
}
