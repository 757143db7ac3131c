/**
 * One page's compile, answered from the first place that has it: this run's entries, the disk
 * cache, then the MDX compiler. Each file is compiled once per content change and shared by the
 * client and server bundles.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PageData } from '@quire/shared';
import type { ResolvedConfig } from '../config/validate.js';
import type { CompiledFacts, CompiledPage, CompileOptions } from '../markdown/compile.js';
import { compileMdx, compilerRequested } from '../markdown/compile-on-demand.js';
import type { StoredHighlights } from '../markdown/highlight-memo.js';
import { createPageData } from '../pages/page-record.js';
import type { RouteRecord } from '../routes/scan.js';
import { formatLocation, QuireError } from '../utils/errors.js';
import { sha1 } from '../utils/files.js';
import { decodeUtf8, readUtf8 } from '../utils/read-text.js';
import { type CachedPage, CompileCache, cachedPage } from './compile-cache.js';
import { pathFromRoot } from './path-from-root.js';
import { STANDALONE } from './record-traits.js';
import type { ListedStamps } from './listed-stamps.js';
import { currentStamp, type SourceStamp, SourceStamps } from './source-stamps.js';
import { mentionedVersions } from './version-mentions.js';

/** Compiles one page's source (on this thread, or in a worker thread). */
export type PageCompiler = (source: string, options: CompileOptions) => Promise<CompiledPage>;

export interface CompiledEntry extends CachedPage {
  /** Hash of the source text. */
  hash: string;
  /** Modification times of the inlined fragments when compiled. */
  stamp: string;
  pageData: PageData;
  /** The code, when compiled in this run and not stored in the disk cache; else read when asked (`compileWithCode`). */
  code?: string;
  /** The search text, on the same terms as the code (`searchTextOf`). */
  searchText?: string;
  /** The entry's key in the disk cache. */
  diskKey?: string;
  /**
   * Stands for the page data without serializing it (see `pageDataKey`): the disk cache's key, the
   * route path and the time, when nothing else shapes it; none otherwise.
   */
  dataKey?: string;
}

/** A page's data key: its disk cache key, route and time stand for its data when nothing else shapes it. */
function dataKeyFor(key: string, route: RouteRecord, time: number | undefined): string {
  return `${key}\0${route.routePath}\0${time ?? ''}`;
}

/** A string that changes whenever the entry's page data does: its `dataKey`, or else the sha1 of the data as JSON. */
export function pageDataKey(entry: Pick<CompiledEntry, 'dataKey' | 'pageData'>): string {
  return entry.dataKey ?? sha1(JSON.stringify(entry.pageData));
}

/** What a page's compile needs from the project around it. */
export interface CompileServiceOptions {
  config: ResolvedConfig;
  projectRoot: string;
  /** `dev` compiles for the dev server (`development: true`, its own disk cache, no git times). */
  mode: 'build' | 'dev';
  /** The disk cache's file; none with `cache: false` in the config. */
  packFile?: string;
  /** Build: the record of the sources' stamps and hashes (`source-stamps.ts`); none with `cache: false`. */
  stampFile?: string;
  /** The route a content file compiles as (one it is not routed under when imported only). */
  routeOf(absolutePath: string): RouteRecord;
  /** When the file was last changed in git (build); `modified`: its modification time as this build's stamp of it took it. */
  lastUpdated(absolutePath: string, modified?: number): number | undefined;
  /** The plugins' hook on each page's data; none when no plugin has one. */
  extendPageData?(pageData: PageData): Promise<void>;
  /** Told of each page the caches did not answer once it has compiled (dev prints it under `--verbose`). */
  onCompiled?(displayPath: string, ms: number): void;
  /** Compiles the pages the caches miss, instead of this thread (dev's warm compile thread, `warm-compiler.ts`). */
  compiler?: PageCompiler;
  /**
   * Build: the values kept beside the sources' stamps (`sourceFact`) that are made from each text this run reads, while it
   * is held, so that no later step reads a file again for them. Asked for once, at the first read.
   */
  factsWhileRead?(): readonly SourceFactMaker[];
}

/** A value worked out from a source's text, kept beside its stamp under `name` (`CompileService.sourceFact`). */
export interface SourceFactMaker {
  name: string;
  make(text: string, absolutePath: string): string;
}

/** A source file's text and the sha1 of it. */
export interface SourceText {
  text: string;
  hash: string;
}

/** A source file's sha1, and its text when this run read it (a file whose stamp the record has is not read). */
interface KnownSource {
  hash: string;
  text?: string;
  /** The stamp the hash was recorded or taken with (build). */
  stamp?: SourceStamp;
}

/** A compiled file's source: the sha1 its compile took, and its text, read again once the build dropped it. */
export interface CompiledSource {
  hash: string;
  text(): Promise<string>;
}

/** A page looked up in the caches: its route, compile options and the disk cache's key. */
/** The name a page's disk key is kept under beside its source's stamp. */
const DISK_KEY_FACT = 'disk-key';

interface Lookup {
  absolutePath: string;
  hash: string;
  /** The source's stamp, whose modification time stands in for a second stat of the file. */
  stamp?: SourceStamp;
  route: RouteRecord;
  /** The page's own part of its compile options (`compileOptions` makes the rest, for a page that compiles). */
  page: PageOptions;
  key?: string;
}

/** What a page's compile options hold of its own; the rest is the site's. */
type PageOptions = Pick<CompileOptions, 'filePath' | 'relativePath' | 'lang' | 'version'>;

/** A page the caches did not answer, with what its compile needs. */
interface Miss extends Lookup {
  text: string;
}

/** A page the compile facts answered whose entry is made when first asked for (`answerNow`), with its record's traits. */
interface Deferred {
  lookup: Lookup;
  key: string;
  stamp: SourceStamp;
  traits: number;
}

export class CompileService {
  private readonly entries = new Map<string, CompiledEntry>();
  /**
   * Build: pages the compile facts answered, whose entries are made when a step first asks for them (`entryOf`): a
   * one-page edit's steps ask for few, and the others' records are never read.
   */
  private readonly deferred = new Map<string, Deferred>();
  /** Entries whose compiled code was dropped (`forgetCodeAndText`): asked for again, they are looked up afresh. */
  private readonly codeless = new Set<string>();
  /** Compiles under way, by file and source hash: the bundler and the dev checks asking for the same edit share one. */
  private readonly compiling = new Map<string, Promise<CompiledEntry>>();
  /**
   * Build: each file's hash as this run took it, with its text while held (read, and its page's
   * entry not yet made), for the steps that ask for it again.
   */
  private readonly sources = new Map<string, KnownSource>();
  /** Build: the sources' stamps once read (`stamps`). */
  private readStamps?: { stamps: SourceStamps | undefined };
  /** Build: the stamps the project's listing took before any page was read (`useListedStamps`). */
  private listed?: ListedStamps;
  /** Compiled pages kept on disk between runs. */
  private readonly diskCache?: CompileCache;
  /** The disk cache's key of each file's last compile in this run. */
  private readonly diskKeys = new Map<string, string>();
  /** Dev: a page served from the disk cache while the compiler was not loaded (see `warmUpCompiler`). */
  private warmUpPage?: { text: string; options: CompileOptions };
  /** The site's part of the pages' disk keys kept beside their stamps (`keyContext`). */
  private siteKeyContext?: string;
  /** `factsWhileRead`, once asked for. */
  private factMakers?: readonly SourceFactMaker[];
  private readonly dev: boolean;

  constructor(private readonly options: CompileServiceOptions) {
    this.dev = options.mode === 'dev';
    // Dev writes the pack once the server has been idle for a second.
    if (options.packFile)
      this.diskCache = new CompileCache(options.packFile, {
        saveWhenIdle: this.dev ? 1000 : undefined,
        factsFile: this.dev ? undefined : path.join(path.dirname(options.packFile), 'compile-facts.bin'),
      });
  }

  /**
   * Build: the sources' stamps, so a file unchanged since the last build is not read to be hashed; read when first
   * asked for (a build that ends early reads none), which is before this run takes any stamp.
   */
  private get stamps(): SourceStamps | undefined {
    const { stampFile, projectRoot } = this.options;
    this.readStamps ??= { stamps: stampFile && !this.dev ? SourceStamps.load(stampFile, projectRoot, this.listed?.since) : undefined };
    return this.readStamps.stamps;
  }

  /**
   * Build: the lookups take the stamps of the sources the project's listing holds from it (`stampNow`). Only before the
   * record is read, whose `since` must come before every stamp the run uses.
   */
  useListedStamps(listed: ListedStamps): void {
    if (!this.readStamps && !this.dev) this.listed = listed;
  }

  /** Build: a source's stamp for its lookup, from the listing when it holds the file, else taken now (after the record is read). */
  stampNow(absolutePath: string): SourceStamp | undefined {
    return (this.stamps && this.listed?.stampOf(absolutePath)) ?? currentStamp(absolutePath);
  }

  /** Compiles with the given compiler, else on this thread, with the site's Markdown extensions, within `compileTimeout`. */
  private readonly compileHere: PageCompiler = (source, options) =>
    this.options.compiler
      ? this.options.compiler(source, options)
      : compileMdx(source, options, this.options.config.extensions.markdown, this.highlightStore(), this.options.config.compileTimeout);

  /** Code blocks highlighted in earlier runs, unless the site's config shapes how they are highlighted. */
  highlightStore(): StoredHighlights | undefined {
    return this.options.config.extensions.extendsMarkdown ? undefined : this.diskCache;
  }

  /** The entry of a file compiled in this run, as it was last compiled. */
  entryOf(absolutePath: string): CompiledEntry | undefined {
    return this.entries.get(absolutePath) ?? this.madeNow(absolutePath);
  }

  /**
   * The entry of a file compiled in this run when it may have the trait (`record-traits.ts`); undefined for a file
   * without an entry or whose deferred record lacks it, which is then not read.
   */
  entryWith(absolutePath: string, trait: number): CompiledEntry | undefined {
    const deferred = this.deferred.get(absolutePath);
    if (deferred && (deferred.traits & trait) === 0) return undefined;
    return this.entryOf(absolutePath);
  }

  /**
   * What the search index needs of a page whose entry is not made yet, without reading its record: its traits and its
   * data key (`CompiledEntry.dataKey`, which a deferred page always has). Undefined for any other page.
   */
  deferredFacts(absolutePath: string): { traits: number; dataKey: string } | undefined {
    const deferred = this.deferred.get(absolutePath);
    if (!deferred) return undefined;
    const { lookup, key, stamp, traits } = deferred;
    return { traits, dataKey: dataKeyFor(key, lookup.route, this.options.lastUpdated(absolutePath, stamp.mtimeMs)) };
  }

  /** Whether the compile facts answered for the page and no step has asked for its entry yet: its record is unread. */
  isDeferred(absolutePath: string): boolean {
    return this.deferred.has(absolutePath);
  }

  /** The page's last-updated time as its data has it; for a page whose entry is not made yet, without reading its record. */
  lastUpdatedTimeOf(absolutePath: string): number | undefined {
    const deferred = this.deferred.get(absolutePath);
    return deferred ? this.options.lastUpdated(absolutePath, deferred.stamp.mtimeMs) : this.entryOf(absolutePath)?.pageData.lastUpdatedTime;
  }

  /** Whether the page runs without the bundler, when its entry says so or its deferred record's traits do (then without reading it). */
  standaloneNow(absolutePath: string): boolean | undefined {
    const deferred = this.deferred.get(absolutePath);
    return deferred ? (deferred.traits & STANDALONE) !== 0 : this.settledEntry(absolutePath)?.standalone;
  }

  /** The entry of a deferred page, made from its record now. */
  private madeNow(absolutePath: string): CompiledEntry | undefined {
    const deferred = this.deferred.get(absolutePath);
    if (!deferred) return undefined;
    this.deferred.delete(absolutePath);
    const { lookup, key, stamp } = deferred;
    const cached = this.diskCache?.getNow(key);
    // Its checksum held when it was deferred, and the facts file is read once: only a fault of this code loses it.
    if (!cached) throw new Error(`${absolutePath}: the compile facts no longer hold the record of key ${key}`);
    return this.keptEntry(lookup, cached, this.options.lastUpdated(absolutePath, stamp.mtimeMs), '');
  }

  /** A file's text as this build compiled it, with its sha1; undefined for a file it did not (and in dev). */
  compiledSource(absolutePath: string): CompiledSource | undefined {
    const known = this.sources.get(absolutePath);
    if (!known) return undefined;
    const { hash, text } = known;
    return { hash, text: text === undefined ? () => this.readAgain(absolutePath, hash) : async () => text };
  }

  /**
   * A value worked out from a compiled file's text (`name` says which), kept with its stamp between
   * builds, so an unchanged file is not read for it; undefined for a file this build did not compile.
   */
  async sourceFact(absolutePath: string, name: string, make: (text: string) => string): Promise<string | undefined> {
    const source = this.compiledSource(absolutePath);
    if (!source) return undefined;
    const known = this.stamps?.derived(absolutePath, source.hash, name);
    if (known !== undefined) return known;
    const value = make(await source.text());
    this.stamps?.setDerived(absolutePath, source.hash, name, value);
    return value;
  }

  /**
   * `sourceFact` for a caller that cannot wait (a sidebar made when first asked for), in a build that keeps the sources'
   * stamps: the kept value, else made from the text; undefined for a file this build did not compile or whose text is
   * no longer the one compiled, and in dev, where a page edited since its compile has not always been compiled again.
   */
  sourceFactNow(absolutePath: string, name: string, make: (text: string) => string): string | undefined {
    const known = this.sources.get(absolutePath);
    if (!known || !this.stamps) return undefined;
    const kept = this.stamps.derived(absolutePath, known.hash, name);
    if (kept !== undefined) return kept;
    const text = known.text ?? textOfHash(absolutePath, known.hash);
    if (text === undefined) return undefined;
    const value = make(text);
    this.stamps.setDerived(absolutePath, known.hash, name, value);
    return value;
  }

  /**
   * A text not held read again (dropped, or never read: its stamp gave its hash): a file edited since
   * its compile would put another text beside the page built from the first.
   */
  private async readAgain(absolutePath: string, hash: string): Promise<string> {
    // The file's display path is made only for the error: every page's text is read again once in a build.
    const text = await readUtf8(absolutePath, absolutePath).catch(() => undefined);
    if (text === undefined || sha1(text) !== hash) {
      // Its stamp may have said it was unchanged: the next build reads it.
      this.stamps?.forget(absolutePath);
      throw new QuireError('the file changed while the build ran, after its page was compiled; build again', {
        file: this.displayPath(absolutePath),
      });
    }
    return text;
  }

  /**
   * Build: the compiled facts of the file's text as the last build recorded it (the sources' stamps keep that text's
   * disk key), when the disk cache still holds them; undefined otherwise.
   */
  async lastFacts(absolutePath: string): Promise<CompiledFacts | undefined> {
    const kept = this.stamps?.recordedDerived(absolutePath, DISK_KEY_FACT);
    if (kept === undefined) return undefined;
    // The key ends the kept value, after the options it was made with.
    return this.diskCache?.peek(kept.slice(kept.lastIndexOf('\0') + 1));
  }

  /**
   * Every file compiled in this run (pages and the Markdown modules they import) with its entry, but the pages whose
   * entries are not made yet and whose records lack every bit of `traits` (`record-traits.ts`): those are not read.
   */
  entriesWith(traits: number): IterableIterator<[string, CompiledEntry]> {
    for (const [absolutePath, { traits: held }] of this.deferred) if ((held & traits) !== 0) this.madeNow(absolutePath);
    return this.entries.entries();
  }

  /** Compiles (or takes from a cache) the page at `absolutePath` given its current source. */
  async compile(absolutePath: string, source?: string, compiler: PageCompiler = this.compileHere): Promise<CompiledEntry> {
    const settled = this.settledEntry(absolutePath, source);
    if (settled) return settled;
    const found = await this.lookUp(absolutePath, source);
    if ('entry' in found) return found.entry;
    const key = `${absolutePath}\0${found.miss.hash}`;
    let pending = this.compiling.get(key);
    if (!pending) {
      pending = this.compileMiss(found.miss, compiler).then((compiled) => compiled.entry);
      const done = () => this.compiling.delete(key);
      pending.then(done, done);
      this.compiling.set(key, pending);
    }
    return pending;
  }

  /**
   * Build: the entry this run made for the file, asked for again by a later step. A build takes each
   * source's hash once, so the entry stands unless its code was dropped or it inlines files, whose
   * stamps a lookup checks again.
   */
  settledEntry(absolutePath: string, source?: string): CompiledEntry | undefined {
    if (this.dev || source !== undefined) return undefined;
    const entry = this.entryOf(absolutePath);
    if (!entry || entry.compiled.dependencies.length > 0 || this.codeless.has(absolutePath)) return undefined;
    return entry;
  }

  /**
   * The page's entry and its code: read from the disk cache for an entry that came from there; a
   * code record that is missing, damaged or of other code has the page compiled again.
   */
  async compileWithCode(absolutePath: string, source?: string): Promise<{ entry: CompiledEntry; code: string }> {
    const entry = await this.compile(absolutePath, source);
    if (entry.code !== undefined) return { entry, code: entry.code };
    const code = entry.diskKey === undefined ? undefined : await this.diskCache?.code(entry.diskKey, entry.codeHash);
    if (code !== undefined) return { entry, code };
    const displayPath = this.displayPath(absolutePath);
    console.warn(`  ! ${displayPath}: its code in the compile cache is missing or damaged; compiled again`);
    const text = source !== undefined && !source.includes('\uFFFD') ? source : await readUtf8(absolutePath, displayPath);
    return this.compileMiss(this.missOf(absolutePath, text), this.compileHere);
  }

  /**
   * The search text of the page's entry in this run (compiled when it has none): read from the disk
   * cache for an entry that came from there; a text record that is missing, damaged or of other
   * text has the page compiled again. Dev's last good entry of a page that no longer compiles keeps its text.
   */
  async searchTextOf(absolutePath: string): Promise<string> {
    const entry = this.entryOf(absolutePath) ?? (await this.compile(absolutePath));
    if (entry.searchText !== undefined) return entry.searchText;
    const text = entry.diskKey === undefined ? undefined : await this.diskCache?.searchText(entry.diskKey, entry.searchTextHash);
    if (text !== undefined) return text;
    console.warn(`  ! ${this.displayPath(absolutePath)}: its search text in the compile cache is missing or damaged; compiled again`);
    const { text: source } = await this.readSource(absolutePath);
    return (await this.compileMiss(this.missOf(absolutePath, source), this.compileHere)).searchText;
  }

  private async compileMiss(miss: Miss, compiler: PageCompiler): Promise<{ entry: CompiledEntry; code: string; searchText: string }> {
    // The MDX pipeline (unified, shiki…) is slow to load: a build served from the compile
    // cache never loads it.
    const started = performance.now();
    const options = this.compileOptions(miss.page);
    const compiled = await compiler(miss.text, options);
    this.options.onCompiled?.(miss.page.filePath, performance.now() - started);
    // A build prints each page's warnings once all are compiled; dev, as each page compiles.
    if (this.dev) for (const w of compiled.warnings) console.warn(`  ! ${formatLocation(miss.page.filePath, w.position)}${w.message}`);
    const cached = cachedPage(compiled);
    // Blocks highlighted with the site's own plugins or themes are not kept (their HTML depends on functions).
    const kept = this.highlightStore() ? compiled : { ...compiled, highlighted: undefined };
    const stored = miss.key !== undefined && (await this.diskCache?.set(miss.key, kept, cached, options.versions)) === true;
    // A build reads a stored page's code and text back when it needs them, so a cold build does not
    // hold every page's; dev keeps them, as it asks for a page's code on every request.
    return {
      entry: await this.complete(miss, cached, stored && !this.dev ? undefined : compiled),
      code: compiled.code,
      searchText: compiled.searchText,
    };
  }

  /** The file's path from the project, as messages and a page's compile options name it. */
  private displayPath(absolutePath: string): string {
    return pathFromRoot(this.options.projectRoot, absolutePath) || absolutePath;
  }

  /**
   * Whether the file's text is likely not the one the stamps record holds: its stamp is not the recorded one, and its
   * text, read now, is not of the recorded hash either (a file touched but unchanged was not edited). A build without a
   * record has every file edited.
   */
  editedSinceRecorded(absolutePath: string, stamp: SourceStamp): boolean {
    if (this.stamps?.isRecorded(absolutePath, stamp)) return false;
    const recorded = this.stamps?.recordedHash(absolutePath);
    return recorded === undefined || textOfHash(absolutePath, recorded) === undefined;
  }

  /**
   * The page's entry if a cache has it for its current source, without compiling. `stamp`: the file's stamp when the
   * caller took it already (`newestFirst`), after this service was made, so the lookup does not take a second; a file
   * this run knows already keeps the stamp it was taken with.
   */
  async fromCaches(absolutePath: string, stamp?: SourceStamp): Promise<CompiledEntry | undefined> {
    const found = await this.lookUp(absolutePath, undefined, stamp);
    if ('entry' in found) return found.entry;
    // A cold build looks every page up before it compiles the first: each miss's text is read again at its compile, not held till then.
    this.releaseText(absolutePath);
    return undefined;
  }

  /**
   * The file's hash, and its text unless its stamp gave the hash (`source-stamps.ts`). Dev's files
   * change under it, so dev reads a file each time; a build takes each hash once, and its later steps
   * see the text its compile saw or fail (`readAgain`).
   */
  private async knownSource(absolutePath: string, source?: string, taken?: SourceStamp): Promise<KnownSource> {
    // The bundler hands over text it decoded leniently; a replacement character in it may
    // stand for bytes that were never UTF-8, so the file itself is checked then.
    const handed = source !== undefined && !source.includes('\uFFFD') ? source : undefined;
    const known = this.sources.get(absolutePath);
    const same = known && (handed === undefined || (known.text === undefined ? sha1(handed) === known.hash : handed === known.text));
    if (known && same && (known.text !== undefined || this.versionsKept(absolutePath, known.hash))) return known;
    if (handed !== undefined) return this.keep(absolutePath, { text: handed, hash: sha1(handed) });
    const stamp = this.stamps && (taken ?? currentStamp(absolutePath));
    const hash = stamp && this.stamps?.hashOf(absolutePath, stamp);
    if (hash !== undefined && this.versionsKept(absolutePath, hash)) return this.keep(absolutePath, { hash, stamp });
    return this.readSource(absolutePath);
  }

  /** Whether a text of this hash can go unread: a versioned site's key needs the versions it mentions, unless kept with its stamp. */
  private versionsKept(absolutePath: string, hash: string): boolean {
    const versions = this.versionsFact();
    return !versions || this.stamps?.derived(absolutePath, hash, versions) !== undefined;
  }

  /** The name the versions a text mentions are kept under beside its stamp (`sourceFact`); none for a site without versions. */
  private versionsFact(): string | undefined {
    const { versions } = this.options.config.multiVersion;
    return versions.length > 0 ? `versions\0${versions.join('\0')}` : undefined;
  }

  /** The site's versions the file's text mentions (`version-mentions.ts`), from the text or kept beside its stamp. */
  private versionsMentioned(absolutePath: string, source: KnownSource): string[] {
    const name = this.versionsFact();
    if (name === undefined) return [];
    const kept = this.stamps?.derived(absolutePath, source.hash, name);
    if (kept !== undefined) return JSON.parse(kept) as string[];
    if (source.text === undefined) throw new Error(`${absolutePath}: neither its text nor the versions it mentions are known`);
    const mentioned = mentionedVersions(source.text, this.options.config.multiVersion.versions);
    this.stamps?.setDerived(absolutePath, source.hash, name, JSON.stringify(mentioned));
    return mentioned;
  }

  /** The file read and hashed, its stamp taken first and recorded with the hash (build), with the facts made while it is read. */
  private async readSource(absolutePath: string): Promise<SourceText> {
    const stamp = this.stamps && currentStamp(absolutePath);
    const text = await readUtf8(absolutePath, this.displayPath(absolutePath));
    const read = { text, hash: sha1(text), stamp };
    if (stamp) this.stamps?.note(absolutePath, stamp, read.hash);
    this.makeFactsWhileRead(absolutePath, read);
    return this.keep(absolutePath, read);
  }

  private makeFactsWhileRead(absolutePath: string, { text, hash }: SourceText): void {
    if (!this.stamps) return;
    this.factMakers ??= this.options.factsWhileRead?.() ?? [];
    for (const { name, make } of this.factMakers)
      if (this.stamps.derived(absolutePath, hash, name) === undefined) this.stamps.setDerived(absolutePath, hash, name, make(text, absolutePath));
  }

  private keep<T extends KnownSource>(absolutePath: string, source: T): T {
    if (!this.dev) this.sources.set(absolutePath, source);
    return source;
  }

  private async lookUp(absolutePath: string, source?: string, stamp?: SourceStamp): Promise<{ entry: CompiledEntry } | { miss: Miss }> {
    const known = await this.knownSource(absolutePath, source, stamp);
    const { hash } = known;
    const cached = this.entryOf(absolutePath);
    if (cached && cached.hash === hash && !this.codeless.has(absolutePath) && !(await fragmentsChanged(cached))) return { entry: cached };
    const lookup = { ...this.lookupOf(absolutePath, hash, this.versionsMentioned(absolutePath, known)), stamp: known.stamp };
    const { key } = lookup;
    const previous = this.diskKeys.get(absolutePath);
    if (key && previous && previous !== key) this.diskCache?.supersede(previous);
    if (key) this.diskKeys.set(absolutePath, key);
    const found = key ? await this.diskCache?.get(key, this.options.config.multiVersion.versions) : undefined;
    if (found) {
      if (this.dev && !compilerRequested() && known.text !== undefined)
        this.warmUpPage ??= { text: known.text, options: this.compileOptions(lookup.page) };
      return { entry: await this.complete(lookup, found) };
    }
    if (known.text !== undefined) return { miss: { ...lookup, text: known.text } };
    // Its stamp gave the hash, but the compile needs the text; a file found other than its stamp said is looked up by what it holds.
    const read = await this.readSource(absolutePath);
    return read.hash === hash ? { miss: { ...lookup, text: read.text } } : this.lookUp(absolutePath);
  }

  /** What compiling the page's text takes, and the disk cache's key. */
  private missOf(absolutePath: string, text: string): Miss {
    const hash = sha1(text);
    return { ...this.lookupOf(absolutePath, hash, this.versionsMentioned(absolutePath, { text, hash })), text };
  }

  /** The page's route, its compile options and the disk cache's key for a text of this hash that mentions these versions. */
  private lookupOf(absolutePath: string, hash: string, mentioned: readonly string[]): Lookup {
    const route = this.options.routeOf(absolutePath);
    const page: PageOptions = {
      filePath: this.displayPath(absolutePath),
      relativePath: route.relativePath,
      lang: route.lang,
      version: route.version,
    };
    return { absolutePath, hash, route, page, key: this.diskKeyOf(absolutePath, hash, page, mentioned) };
  }

  /** A page's compile options: the site's, with what is the page's own (`page`, the only per-page input). */
  private compileOptions(page: PageOptions): CompileOptions {
    const { config, projectRoot } = this.options;
    return {
      filePath: page.filePath,
      relativePath: page.relativePath,
      projectRoot,
      lang: page.lang,
      langs: config.langs,
      defaultLang: config.lang,
      // Only a versioned site's keys carry versions, so every other site's cache keys stay as they were.
      ...(config.multiVersion.versions.length > 0 && {
        versions: config.multiVersion.versions,
        defaultVersion: config.multiVersion.default,
        version: page.version,
      }),
      showLineNumbers: config.markdown.showLineNumbers,
      defaultWrapCode: config.markdown.defaultWrapCode,
      allowInlineScripts: config.markdown.allowInlineScripts,
      strictCodeMeta: config.markdown.strictCodeMeta,
      // Set only when listed, so every other site's cache keys stay as they were.
      ...(config.markdown.allowCodeFilesFrom.length > 0 && { allowCodeFilesFrom: config.markdown.allowCodeFilesFrom }),
      format: config.markdown.format,
      base: config.base,
      development: this.dev,
      extensions: config.extensions.markdownIdentity || undefined,
    };
  }

  /**
   * The disk cache's key, kept beside the source's stamp (build): the key is a sha1 of the
   * options' JSON, and the options differ between two builds only by the site's part (named by
   * `keyContext`) or the page's own, so an unchanged page with both as they were takes the kept key.
   */
  private diskKeyOf(absolutePath: string, hash: string, page: PageOptions, mentioned: readonly string[]): string | undefined {
    if (!this.diskCache) return undefined;
    // One kept key per source: the site's options and the page's own lead the value, so a build with other options misses and replaces it.
    const lead = this.stamps && [this.keyContext(), page.filePath, page.relativePath, page.lang, page.version ?? '', ...mentioned];
    const kept = lead && this.stamps?.derived(absolutePath, hash, DISK_KEY_FACT);
    const known = lead && kept !== undefined ? valueAfter(kept, lead) : undefined;
    if (known !== undefined) return known;
    // The absolute path joins the key: compiled code may import by absolute path. The text's
    // sha1 stands for the text, so a build hashes each source once.
    const options = this.compileOptions(page);
    const keyed = options.versions ? { ...options, versions: [...mentioned] } : options;
    const key = this.diskCache.keyFor(`${absolutePath}\0${hash}`, keyed);
    if (lead) this.stamps?.setDerived(absolutePath, hash, DISK_KEY_FACT, `${lead.join('\0')}\0${key}`);
    return key;
  }

  /** The site's part of every page's disk key: the cache's key of the options with no page's own part in them. */
  private keyContext(): string {
    this.siteKeyContext ??= this.diskCache?.keyFor('', this.compileOptions({ filePath: '', relativePath: '', lang: '', version: undefined })) ?? '';
    return this.siteKeyContext;
  }

  /**
   * Build: whether the caches answer for the page without waiting on anything: its stamp is the recorded one, the disk
   * key is kept beside it, the facts file or this run's records hold its record, it inlines no file, and no plugin's hook
   * shapes its data. A record the facts file holds is not read yet: the page's entry is made when a step first asks for
   * it (`entryOf`). False when the lookup has to go the long way (`fromCaches`), which then finds what this one found and
   * goes on from there.
   */
  answerNow(absolutePath: string, stamp: SourceStamp): boolean {
    if (this.dev || this.options.extendPageData || this.versionsFact() !== undefined || this.sources.has(absolutePath)) return false;
    const hash = this.stamps?.hashOf(absolutePath, stamp);
    if (hash === undefined) return false;
    const lookup = this.lookupOf(absolutePath, hash, []);
    const { key } = lookup;
    if (key === undefined) return false;
    lookup.stamp = stamp;
    const traits = this.diskCache?.traitsNow(key);
    const cached = traits === undefined ? this.diskCache?.getNow(key) : undefined;
    if (traits === undefined && (!cached || cached.compiled.dependencies.length > 0)) return false;
    this.keep(absolutePath, { hash, stamp });
    this.diskKeys.set(absolutePath, key);
    if (traits !== undefined) this.deferred.set(absolutePath, { lookup, key, stamp, traits });
    else if (cached) this.keptEntry(lookup, cached, this.options.lastUpdated(absolutePath, stamp.mtimeMs), '');
    return true;
  }

  /** `compiled`: the page's compile when its code and text are to be held (else they are read from the disk cache when asked). */
  private async complete(miss: Lookup, cached: CachedPage, compiled?: CompiledPage): Promise<CompiledEntry> {
    const time = this.dev ? undefined : this.options.lastUpdated(miss.absolutePath, miss.stamp?.mtimeMs);
    const pageData = createPageData(miss.route, cached.compiled, time);
    // A file compiled only because a page imports it (a fragment) has no route, and Rspress gives the hook routes only.
    const extend = miss.route.routePath !== '' && this.options.extendPageData;
    if (extend)
      await extend(pageData).catch((error: unknown) => {
        // The plugins' hook runs per page: its failure names the page too.
        throw error instanceof QuireError && !error.file
          ? new QuireError(error.reason, { file: miss.page.filePath, cause: error.cause ?? error })
          : error;
      });
    // Most pages inline no file: their stamp is made without a promise.
    const stamp = cached.compiled.dependencies.length > 0 ? await fragmentStamp(cached.compiled) : '';
    return this.keptEntry(miss, cached, time, stamp, pageData, compiled);
  }

  /** The entry of a looked-up or compiled page, kept as this run's. */
  private keptEntry(
    miss: Lookup,
    cached: CachedPage,
    time: number | undefined,
    stamp: string,
    pageData = createPageData(miss.route, cached.compiled, time),
    compiled?: CompiledPage,
  ): CompiledEntry {
    const entry: CompiledEntry = {
      ...cached,
      hash: miss.hash,
      stamp,
      pageData,
      code: compiled?.code,
      searchText: compiled?.searchText,
      diskKey: miss.key,
      dataKey: this.dataKeyOf(miss, cached, time),
    };
    this.entries.set(miss.absolutePath, entry);
    this.codeless.delete(miss.absolutePath);
    this.releaseText(miss.absolutePath);
    return entry;
  }

  /**
   * Build: a source's text is let go once its page is looked up or compiled, keeping its hash and stamp, so a
   * cold build does not hold every page's text through the compile step; `compiledSource` reads it again.
   */
  private releaseText(absolutePath: string): void {
    const source = this.sources.get(absolutePath);
    if (source?.text !== undefined) this.sources.set(absolutePath, { hash: source.hash, stamp: source.stamp });
  }

  /**
   * The page data's key when it is made of the compiled facts, the route and the time alone: no
   * plugin's hook changes it, and the page inlines no file (whose content the disk cache checks
   * apart from its key), so the disk cache's key stands for the facts.
   */
  private dataKeyOf(lookup: Lookup, cached: CachedPage, time: number | undefined): string | undefined {
    if (this.options.extendPageData || lookup.key === undefined || cached.compiled.dependencies.length > 0) return undefined;
    return dataKeyFor(lookup.key, lookup.route, time);
  }

  /**
   * Drops every entry's compiled code and search text (`entryOf` then has neither) and every
   * source's text (`compiledSource` reads it again), and keeps the rest (page data, links, the
   * texts' hashes): a build calls it once the search indexes, the bundle and the unbundled pages'
   * scripts are made, so every page's code and text are not held while the pages render. A page
   * compiled again afterwards is read from the disk cache or compiled.
   */
  forgetCodeAndText(): void {
    // An entry or source holding neither (a page the caches answered, most of an edit build's) is kept as it is, not copied.
    for (const [absolutePath, entry] of this.entries) {
      if (entry.code !== undefined || entry.searchText !== undefined)
        this.entries.set(absolutePath, { ...entry, code: undefined, searchText: undefined });
      this.codeless.add(absolutePath);
    }
    for (const [absolutePath, source] of this.sources) if (source.text !== undefined) this.sources.set(absolutePath, { hash: source.hash });
  }

  /** Whether an entry of this run has had its code and text dropped (`forgetCodeAndText`). */
  get forgotten(): boolean {
    return this.codeless.size > 0;
  }

  /**
   * Dev: when pages came from the disk cache, the MDX pipeline (unified, remark, rehype, shiki and
   * the page's grammars) is not loaded yet, and the first edit would wait for it to load.
   * Compiling one of those pages once, result unused, loads and warms it; the dev server calls this
   * after each compile, when the page it asked for has been served. Does nothing otherwise.
   */
  async warmUpCompiler(): Promise<void> {
    const page = this.warmUpPage;
    this.warmUpPage = undefined;
    if (!page || compilerRequested()) return;
    await this.compileHere(page.text, page.options).catch(() => undefined);
  }

  /**
   * Writes the disk cache now, with every entry (`prune: false`) or only those this run used
   * (a build at its end, so edited and removed pages' entries do not pile up).
   */
  saveCache(options: { prune: boolean }): Promise<void> {
    return this.diskCache?.save(options) ?? Promise.resolve();
  }

  /** Writes what the disk cache has that is new and closes it, and the sources' stamps. */
  closeCache(): Promise<void> {
    // Not read just to be written: a run that looked no file up leaves the record as it was.
    this.readStamps?.stamps?.save();
    return this.diskCache?.close() ?? Promise.resolve();
  }
}

async function fragmentStamp(compiled: CompiledFacts): Promise<string> {
  const times = await Promise.all(
    compiled.dependencies.map((d) =>
      fs.stat(d).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return times.join(',');
}

async function fragmentsChanged(entry: CompiledEntry): Promise<boolean> {
  if (!entry.compiled.dependencies.length) return false;
  return entry.stamp !== (await fragmentStamp(entry.compiled));
}

/** The file's text when it is still the one of this sha1; undefined when it changed or cannot be read. */
function textOfHash(absolutePath: string, hash: string): string | undefined {
  try {
    const text = decodeUtf8(readFileSync(absolutePath), absolutePath);
    return sha1(text) === hash ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What follows `lead` in a value kept as `lead.join('\0')`, a NUL and then a value without one; undefined when the
 * value does not start so. Read part by part, so no page's lead is joined into a string of its own to be compared.
 */
function valueAfter(kept: string, lead: readonly string[]): string | undefined {
  let at = 0;
  for (const part of lead) {
    if (!kept.startsWith(part, at) || kept.charCodeAt(at + part.length) !== 0) return undefined;
    at += part.length + 1;
  }
  return kept.includes('\0', at) ? undefined : kept.slice(at);
}
