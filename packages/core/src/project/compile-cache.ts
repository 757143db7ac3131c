/**
 * A persistent cache of compiled pages on disk, so a build with nothing changed skips the
 * MDX pipeline (the largest share of a cold build's CPU time) and a build after one edit
 * compiles one page.
 *
 * An entry is found by a key made of the page's source, its compile options and the
 * compiler's own fingerprint (framework sources and the versions of the libraries that
 * shape the output), so upgrading either never serves stale output. The other files a page is
 * made from (inlined fragments, code files, images beside it, whose names come from their bytes)
 * are checked by the hash of their content when an entry is read. All entries are kept in one pack
 * file, `.quire/cache/compile.pack`, not a file each, because creating many small files costs a
 * cold build system time.
 *
 * A page's code and its search text are records of their own beside the rest of its entry: a build
 * with one page edited reads every page's title, headings and links, but the code of the few it
 * renders or writes a script for and the search text of the few whose part of the search index is new. The entry holds the code's hash, so code that does not match its entry
 * is never used. Code blocks are records of their own too, by their text and language
 * (`markdown/highlight-memo.ts`), so a page edited outside its code blocks is compiled without
 * loading a grammar or tokenizing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledFacts, CompiledPage, CompileOptions } from '../markdown/compile.js';
import type { StoredHighlights } from '../markdown/highlight-memo.js';
import { isStandalone } from '../markdown/page-function-body.js';
import { hashFile, listFiles, sha1 } from '../utils/files.js';
import { PackReader, PackWriter, warnUnwritable } from '../utils/record-pack.js';
import { CompileFacts } from './compile-facts.js';
import { recordTraits, SELF_CONTAINED } from './record-traits.js';
import { changedVersions } from './version-mentions.js';

/** A page's entry without its code and search text (records of their own, `codeKey` and `textKey`). */
export interface CachedPage {
  compiled: CompiledFacts;
  /** The page runs without the bundler (`isStandalone`), told without its code. */
  standalone: boolean;
  /** sha1 of the code. */
  codeHash: string;
  /** sha1 of the search text: what the search index keys a page's part by, so an unchanged page's text is never read. */
  searchTextHash: string;
}

interface CacheRecord extends CachedPage {
  /** Content hash of each of the page's dependencies (fragments, code files, images) when it was compiled. */
  fragments: Record<string, string>;
  /** The site's versions when it was compiled: the key holds only those the page's own text mentions (`version-mentions.ts`). */
  versions?: string[];
}

/** Changes when the records' shape does, so a pack of another shape is never read as this one. */
const RECORD_FORMAT = 'text-apart-1';

const codeKey = (key: string) => `${key}:code`;
const textKey = (key: string) => `${key}:text`;
/** The entry a page's code or text record goes with; any other key is its own. */
const entryKeyOf = (key: string) => (key.endsWith(':code') || key.endsWith(':text') ? key.slice(0, -':code'.length) : key);

/** What the cache keeps of a compiled page besides its code and search text (and the blocks it highlighted, records of their own). */
export function cachedPage({ code, highlighted: _kept, searchText, ...compiled }: CompiledPage): CachedPage {
  return { compiled, standalone: isStandalone({ code, usesModules: compiled.usesModules }), codeHash: sha1(code), searchTextHash: sha1(searchText) };
}

/** A highlighted block's record: by the compiler's fingerprint too, since that covers how blocks are highlighted. */
const highlightRecord = (key: string) => `highlight:${sha1(`${RECORD_FORMAT}\0${compilerFingerprint()}\0${key}`)}`;

const coreSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The libraries whose versions shape a compiled page. */
const COMPILER_LIBRARIES = ['@mdx-js/mdx', 'shiki', 'remark-gfm', 'github-slugger', 'hast-util-raw'];

/**
 * Each library's manifest as the compiler's imports find the package: the first `node_modules/<name>/package.json` up
 * from the compiler's folder. Looked for as files, since most of these packages' exports do not list their manifest
 * (`require.resolve` refuses it), and a resolve would go through the config loader's hooks.
 */
export function compilerLibraryManifests(): Array<[name: string, manifest: string | undefined]> {
  return COMPILER_LIBRARIES.map((name) => [name, manifestAbove(coreSrc, name)]);
}

function manifestAbove(dir: string, name: string): string | undefined {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  if (existsSync(file)) return file;
  const parent = path.dirname(dir);
  return parent === dir ? undefined : manifestAbove(parent, name);
}

let fingerprint: string | undefined;

/** Changes whenever the compiler's code or a library that shapes its output changes. */
export function compilerFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1');
  // The Markdown steps import helpers from utils/, so a change there can change compiled pages too.
  const sources = [...listFiles(path.join(coreSrc, 'markdown')), ...listFiles(path.join(coreSrc, 'utils'))];
  for (const file of sources.sort()) hash.update(path.relative(coreSrc, file)).update(readFileSync(file));
  // A library not found (a layout no walk up finds) is known by its name alone.
  for (const [name, manifest] of compilerLibraryManifests()) hash.update(name).update(manifest ? readFileSync(manifest) : '');
  fingerprint = hash.digest('hex');
  return fingerprint;
}

export interface CompileCacheOptions {
  /**
   * Dev: write the pack this long after the last new entry (the server is idle by then), so a
   * session's compiles survive it without a write per page. A build saves when it chooses.
   */
  saveWhenIdle?: number;
  /** Build: the file of the page records this build used (`compile-facts.ts`), read at the first lookup and written at `close`. */
  factsFile?: string;
}

/**
 * Entries live in one pack (`utils/record-pack.ts`) read through its index; new ones go into the
 * next pack as they come, which `save` puts in place of the last.
 */
/** A page record's JSON, undefined when it does not parse (the page is then compiled afresh). */
function parsedRecord(bytes: Buffer): CacheRecord | undefined {
  try {
    return JSON.parse(bytes.toString('utf8')) as CacheRecord;
  } catch {
    return undefined;
  }
}

/** What a lookup answers from a page record: everything but its fragments and versions, which it checked. */
const recordedPage = ({ compiled, standalone, codeHash, searchTextHash }: CacheRecord): CachedPage => ({
  compiled,
  standalone,
  codeHash,
  searchTextHash,
});

export class CompileCache implements StoredHighlights {
  private reader?: Promise<PackReader>;
  private writer: PackWriter;
  /** Records other than pages' (highlighted blocks) read or written since the cache was opened: with `usedFacts`, what a pruning save keeps. */
  private readonly used = new Set<string>();
  /** Keys superseded in this run (a page edited in dev): no save keeps them. */
  private readonly superseded = new Set<string>();
  private saving: Promise<void> = Promise.resolve();
  private idle?: NodeJS.Timeout;
  /** The last build's page records, loaded at the first lookup. */
  private facts?: CompileFacts;
  /** Page records read or written since the cache was opened, each with its code and text: what the next facts file holds. */
  private readonly usedFacts = new Set<string>();
  /** Page records written in this run: the facts file's record of such a key is an older one (its fragments changed). */
  private readonly writtenFacts = new Set<string>();
  /** A page record was written, or read from elsewhere than the facts file: the file is written again at `close`. */
  private factsStale = false;
  /** The traits of the page records this run read or wrote (`record-traits.ts`), for the next facts file's index. */
  private readonly traits = new Map<string, number>();

  constructor(
    private readonly file: string,
    private readonly options: CompileCacheOptions = {},
  ) {
    this.writer = new PackWriter(file);
  }

  keyFor(source: string, options: CompileOptions): string {
    return sha1(`${RECORD_FORMAT}\0${compilerFingerprint()}\0${JSON.stringify(options)}\0${source}`);
  }

  private pack(): Promise<PackReader> {
    this.reader ??= PackReader.open(this.file);
    return this.reader;
  }

  private async record(key: string): Promise<Buffer | undefined> {
    return (await this.writer.get(key)) ?? (await this.pack()).getNow(key);
  }

  /**
   * The page's entry without its code, when its dependencies are as they were and none of them
   * mentions a version added or removed since (`versions`: the site's now).
   */
  async get(key: string, versions: readonly string[] = []): Promise<CachedPage | undefined> {
    let bytes: Buffer | undefined;
    try {
      bytes = await this.factRecord(key);
    } catch {
      return undefined; // a pack replaced meanwhile: compile afresh
    }
    const record = bytes && this.parsed(key, bytes);
    if (!record) return undefined;
    for (const [file, hash] of Object.entries(record.fragments)) {
      if ((await hashFile(file)) !== hash) return undefined;
    }
    const changed = changedVersions(record.versions ?? [], versions);
    if (changed.length > 0 && (await mentionsAny(Object.keys(record.fragments), changed))) return undefined;
    this.use(key);
    return recordedPage(record);
  }

  /** The facts of the page record of this key, without checking its fragments or noting it used (a page's last text). */
  async peek(key: string): Promise<CompiledFacts | undefined> {
    try {
      const bytes = await this.factRecord(key);
      return bytes && parsedRecord(bytes)?.compiled;
    } catch {
      return undefined;
    }
  }

  /**
   * `get` for a page record this run wrote or the facts file holds, of a page inlining no file, read without waiting;
   * undefined for any other (`get` answers those).
   */
  getNow(key: string): CachedPage | undefined {
    const bytes = this.writer.getNow(key) ?? this.factsNow(key);
    const record = bytes && this.parsed(key, bytes);
    if (!record || Object.keys(record.fragments).length > 0 || (record.versions ?? []).length > 0) return undefined;
    if (this.writer.has(key)) this.factsStale = true;
    this.use(key);
    return recordedPage(record);
  }

  /**
   * The traits of a page record the facts file holds (and this run did not write) for a page inlining no file, noted as
   * used as a lookup's record is: `getNow` reads the record when the page's entry is asked for. Undefined for any other.
   */
  traitsNow(key: string): number | undefined {
    if (this.writer.has(key)) return undefined;
    const traits = this.openFacts()?.traitsOf(key);
    if (traits === undefined || (traits & SELF_CONTAINED) === 0) return undefined;
    this.use(key);
    return traits;
  }

  private factsNow(key: string): Buffer | undefined {
    return this.openFacts()?.get(key);
  }

  private openFacts(): CompileFacts | undefined {
    if (!this.options.factsFile) return undefined;
    this.facts ??= CompileFacts.load(this.options.factsFile);
    return this.facts;
  }

  /** A page record parsed, its traits kept for the facts file. */
  private parsed(key: string, bytes: Buffer): CacheRecord | undefined {
    const record = parsedRecord(bytes);
    if (record) this.traits.set(key, recordTraits(record));
    return record;
  }

  /** A page record: one this run wrote, else the facts file's, else the pack's. */
  private async factRecord(key: string): Promise<Buffer | undefined> {
    const written = await this.writer.get(key);
    if (written) {
      this.factsStale = true;
      return written;
    }
    if (this.options.factsFile) {
      const kept = this.factsNow(key);
      if (kept) return kept;
      this.factsStale = true;
    }
    return (await this.pack()).getNow(key);
  }

  /**
   * The code of the entry `get` answered, when its record is there, whole and of that hash;
   * undefined otherwise (the caller compiles the page again).
   */
  code(key: string, codeHash: string): Promise<string | undefined> {
    return this.checkedText(codeKey(key), codeHash);
  }

  /** The search text of the entry `get` answered, on the same terms as its code. */
  searchText(key: string, searchTextHash: string): Promise<string | undefined> {
    return this.checkedText(textKey(key), searchTextHash);
  }

  private async checkedText(record: string, hash: string): Promise<string | undefined> {
    try {
      const text = (await this.record(record))?.toString('utf8');
      return text !== undefined && sha1(text) === hash ? text : undefined;
    } catch {
      return undefined;
    }
  }

  /** A code block's highlighted HTML kept by an earlier compile (`StoredHighlights`). */
  async find(key: string): Promise<string | undefined> {
    const record = highlightRecord(key);
    try {
      const html = (await this.record(record))?.toString('utf8');
      if (html !== undefined) this.useRecord(record);
      return html;
    } catch {
      return undefined;
    }
  }

  /**
   * Keeps a compiled page; true when its code and search text can be read back (`code`, `searchText`), false when the
   * pack could not be written. `versions`: the site's versions the page was compiled with.
   */
  async set(key: string, compiled: CompiledPage, cached: CachedPage = cachedPage(compiled), versions: readonly string[] = []): Promise<boolean> {
    const fragments: Record<string, string> = {};
    for (const file of compiled.dependencies) fragments[file] = await hashFile(file);
    try {
      const last = await this.pack();
      for (const [block, html] of compiled.highlighted ?? []) {
        const record = highlightRecord(block);
        // A block a compile thread highlighted again (its memo is bounded) is kept once.
        if (!this.writer.has(record) && !last.has(record)) await this.writer.add(record, Buffer.from(html));
        this.useRecord(record);
      }
      await this.writer.add(codeKey(key), Buffer.from(compiled.code));
      await this.writer.add(textKey(key), Buffer.from(compiled.searchText));
      const record: CacheRecord = { ...cached, fragments, ...(versions.length > 0 && { versions: [...versions] }) };
      await this.writer.add(key, Buffer.from(JSON.stringify(record)));
      this.traits.set(key, recordTraits(record));
      this.factsStale = true;
      this.writtenFacts.add(key);
      this.use(key);
    } catch (error) {
      warnUnwritable('compile', error);
      return false;
    } finally {
      if (this.options.saveWhenIdle !== undefined) {
        clearTimeout(this.idle);
        this.idle = setTimeout(() => void this.save({ prune: false }), this.options.saveWhenIdle).unref();
      }
    }
    return true;
  }

  /** An entry, its code and its search text: one key noted for the three (`recordUsed`), as every page uses them. */
  private use(key: string): void {
    this.usedFacts.add(key);
    if (this.superseded.size > 0) for (const record of [key, codeKey(key), textKey(key)]) this.superseded.delete(record);
  }

  /** Whether a record was read or written since the cache was opened, a page's code and text with its entry. */
  private recordUsed(key: string): boolean {
    return this.used.has(key) || this.usedFacts.has(entryKeyOf(key));
  }

  private useRecord(key: string): void {
    this.used.add(key);
    this.superseded.delete(key);
  }

  /**
   * The entry of a page's earlier text, which this run compiled again (dev, after an edit): left
   * out of the next pack, so a dev session that never ends in a build does not grow the pack with
   * every edit. Read or written again (the edit undone), it is kept after all.
   */
  supersede(key: string): void {
    for (const k of [key, codeKey(key), textKey(key)]) {
      this.used.delete(k);
      this.superseded.add(k);
    }
    this.usedFacts.delete(key);
  }

  /**
   * Writes the pack: the new entries and the last pack's, all of them or (`prune`) only those read
   * since the cache was opened, so entries of pages gone or edited do not pile up. Writes nothing
   * when that is what the last pack holds. Saves run one after the other.
   */
  save({ prune }: { prune: boolean }): Promise<void> {
    clearTimeout(this.idle);
    this.saving = this.saving.then(() => this.write(prune));
    return this.saving;
  }

  /** Saves what is new and closes the last pack (no more lookups). */
  async close(): Promise<void> {
    // The facts first: the records this run wrote are still in the writer, and the pack need not be opened again for them.
    await this.saveFacts();
    await this.save({ prune: false });
    const reader = this.reader;
    this.reader = undefined;
    await (await reader)?.close();
  }

  /** Writes the facts file with the page records this run used, unless it holds them already. */
  private async saveFacts(): Promise<void> {
    const file = this.options.factsFile;
    if (!file) return;
    this.facts ??= CompileFacts.load(file);
    if (!this.factsStale && this.facts.holdsExactly(this.usedFacts)) return;
    // A record this run wrote is read from the writer, or from the pack a save put it in; the facts file's is an older one.
    const pack = await this.pack();
    this.facts.save(
      this.usedFacts,
      (key) => this.writtenFacts.has(key),
      (key) => this.writer.getNow(key) ?? pack.getNow(key),
      (key, bytes) => this.traits.get(key) ?? traitsOfBytes(bytes),
    );
  }

  private async write(prune: boolean): Promise<void> {
    const reader = await this.pack();
    const keep = (key: string) => !this.superseded.has(key) && (!prune || this.recordUsed(key));
    const dropping = [...this.superseded].filter((key) => this.writer.has(key));
    if (this.writer.size === 0 && keepsAll(reader, keep)) return;
    // Entries set from now on go into the pack after this one.
    const writer = this.writer;
    this.writer = new PackWriter(this.file);
    try {
      for (const key of dropping) writer.drop(key);
      await writer.commitOver(reader, keep);
    } catch (error) {
      await writer.discard().catch(() => undefined);
      warnUnwritable('compile', error);
      return;
    }
    // Opened again when next asked for: a build's last save is followed by no lookup.
    this.reader = undefined;
    await reader.close();
  }
}

/** The traits of a record's bytes; a record that does not parse gets none, so no build answers for its page without reading it. */
function traitsOfBytes(bytes: Buffer): number {
  const record = parsedRecord(bytes);
  return record ? recordTraits(record) : 0;
}

/** Whether `keep` keeps every record of the pack. */
function keepsAll(reader: PackReader, keep: (key: string) => boolean): boolean {
  for (const key of reader.keys()) if (!keep(key)) return false;
  return true;
}

/** Whether any of the files (a page's fragments and code files, inlined into it) contains one of the names. */
async function mentionsAny(files: readonly string[], names: readonly string[]): Promise<boolean> {
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined || names.some((name) => text.includes(name))) return true;
  }
  return false;
}
