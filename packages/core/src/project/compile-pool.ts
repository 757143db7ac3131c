/**
 * The MDX compiler in worker threads, for a build with many pages to compile: each thread
 * loads the compiler once (the slow part) and then compiles the pages it is sent, so on a
 * machine with several cores pages compile side by side. The threads end when compiling is
 * done, so they take no memory from the later steps.
 */
import os from 'node:os';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { CompiledPage, CompileOptions } from '../markdown/compile.js';
import { overdueReason } from '../markdown/compile-time-limit.js';
import type { PluginActivity } from '../markdown/site-plugins.js';
import type { StoredHighlights } from '../markdown/highlight-memo.js';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { besideModule, startWorker } from '../utils/core-module.js';

/** Fewer pages than this to compile: the main thread compiles them, since a thread is slow to start. */
export const MIN_PAGES_PER_THREAD = 40;

/**
 * Threads for `pages` compiles: none for a few pages, then one per core but one (the main thread
 * is busy meanwhile: it reads and hashes sources, writes the compile cache, takes the results
 * in, and the bundler process starts beside it), at most four (memory); on two cores one thread
 * compiles as fast as two, for less CPU. `quire dev` keeps this count, as its main thread serves the browser meanwhile.
 */
export function compileThreads(pages: number, cores = os.availableParallelism()): number {
  if (pages < MIN_PAGES_PER_THREAD) return 0;
  return Math.max(1, Math.min(cores - 1, 4, Math.floor(pages / MIN_PAGES_PER_THREAD)));
}

/** From this many pages to compile, a build on two cores compiles in two threads. */
export const PAGES_FOR_EVERY_CORE = 10_000;

/**
 * Threads for a build's `pages` compiles: as `compileThreads`, but a large compile on two cores
 * takes both, since the main thread's part beside one thread is small and the second core would
 * otherwise idle through the longest step. Only from `PAGES_FOR_EVERY_CORE`: the second thread's
 * heap adds to the compile step's memory, which on a smaller site is the build's peak, while on a
 * large one the later steps' peak, which grows with the page count, stays above it.
 */
export function buildCompileThreads(pages: number, cores = os.availableParallelism()): number {
  return takesBothCores(pages, cores) ? 2 : compileThreads(pages, cores);
}

/** Whether a build's compile of `pages` takes both cores of two (see `buildCompileThreads`). */
export function takesBothCores(pages: number, cores = os.availableParallelism()): boolean {
  return cores === 2 && pages >= PAGES_FOR_EVERY_CORE;
}

const YOUNG_GENERATION_MB = 32;

const COMPILE_WORKER = besideModule(import.meta.url, 'compile-worker');

/**
 * The old generation of each of several compile threads, just under the size from which V8 lets a
 * heap grow to about four times what survives each collection: under it V8 grows a heap by about
 * twice at most, so a thread, which makes garbage fast and keeps little, holds far less, for more
 * collections. A thread alone is not limited: it is the compile's only worker, and its memory fits.
 * A page that needs more compiles again in a thread without the limit (`CompilePool.compile`).
 */
export const COMPILE_THREAD_HEAP_MB = 2047;

// A larger young generation than V8's default, since compiling makes many short-lived trees,
// but a small one: a larger one compiled no faster and raised the build's peak memory.
const ROOMY_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };

/** A compile thread's limits, its old generation held to `heapMb`. */
function cappedLimits(heapMb: number): ResourceLimits {
  return { ...ROOMY_LIMITS, maxOldGenerationSizeMb: heapMb };
}

/**
 * A compile thread started before the site's config is loaded, so it loads the MDX compiler meanwhile (the dev server's,
 * from the command's start); `CompilePool.start` with it as `unset` tells it the site. Terminate it if it is never used.
 */
export function startUnsetThread(workerUrl: URL = COMPILE_WORKER): Worker {
  return startWorker(workerUrl, { workerData: { setupLater: true }, resourceLimits: ROOMY_LIMITS });
}

interface FailedError {
  quire: boolean;
  message: string;
  reason?: string;
  file?: string;
  position?: SourcePosition;
  stack?: string;
}

/**
 * A site whose config has Markdown extensions: functions, which cannot be sent to a thread, so
 * each thread loads the config itself and checks that its extensions are the same (`identity`).
 */
export interface CompileSite {
  projectRoot: string;
  configFile?: string;
  /** `SiteExtensions.markdownIdentity` as the build process loaded it. */
  identity: string;
}

/** What a thread is told of its site: whether its config has Markdown extensions, and whether this thread keeps highlighted blocks. */
export interface ThreadSetup {
  site?: CompileSite;
  stored: boolean;
}

type Reply =
  | { type: 'started'; id: number }
  | { type: 'activity'; id: number; activity?: PluginActivity }
  | { type: 'compiled'; id: number; page: CompiledPage }
  | { type: 'failed'; id: number; error: FailedError }
  | { type: 'find'; id: number; key: string };

interface Pending {
  /** The page's path as errors show it. */
  file: string;
  resolve: (page: CompiledPage) => void;
  reject: (error: Error) => void;
  /** The site plugin the page's compile is in, as the thread last told. */
  activity?: PluginActivity;
  /** Runs from when the thread starts the page until the page's time is up. */
  timer?: NodeJS.Timeout;
}

/** The error a thread reported, as the main thread would have thrown it. */
function rebuildError(fields: FailedError): Error {
  const error =
    fields.quire && fields.reason !== undefined
      ? new QuireError(fields.reason, { file: fields.file, position: fields.position })
      : new Error(fields.message);
  if (fields.stack) error.stack = fields.stack;
  return error;
}

/**
 * One compile thread. Each page has `timeout` ms from when the thread starts it; past that the
 * thread is stopped (a plugin looping without yielding can be stopped no other way), and the page
 * whose compile is running inside a site plugin, or else the late one, fails naming the plugin.
 */
class CompileThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure?: Error;
  private heapFull = false;

  constructor(
    site: CompileSite | undefined,
    workerUrl: URL,
    private readonly timeout: number,
    limits: ResourceLimits,
    stored?: StoredHighlights,
    unset?: Worker,
  ) {
    const setup: ThreadSetup = { site, stored: stored !== undefined };
    this.worker = unset ?? startWorker(workerUrl, { workerData: setup, resourceLimits: limits });
    if (unset) this.worker.postMessage({ type: 'setup', setup });
    this.worker.on('message', (reply: Reply) => {
      if (reply.type === 'find') {
        // A block the thread looks for among those highlighted in earlier runs; not found when the store fails.
        const found = stored?.find(reply.key).catch(() => undefined) ?? Promise.resolve(undefined);
        void found.then((html) => this.worker.postMessage({ type: 'found', id: reply.id, html }));
        return;
      }
      const job = this.pending.get(reply.id);
      if (!job) return;
      if (reply.type === 'started') {
        job.timer = setTimeout(() => this.overdue(job), this.timeout);
        return;
      }
      if (reply.type === 'activity') {
        job.activity = reply.activity;
        return;
      }
      clearTimeout(job.timer);
      this.pending.delete(reply.id);
      if (reply.type === 'compiled') job?.resolve(reply.page);
      else job?.reject(rebuildError(reply.error));
    });
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.heapFull = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(`a compile thread crashed (${error.message})`, error);
    });
    this.worker.on('exit', (code) => this.fail(`a compile thread stopped (exit code ${code})`));
  }

  /** `late` is past its time: the page stuck in a plugin's code fails first, naming it, then the thread is stopped. */
  private overdue(late: Pending): void {
    const stuck = [...this.pending.values()].find((job) => job.activity?.state === 'running') ?? late;
    this.pending.delete([...this.pending].find(([, job]) => job === stuck)?.[0] ?? -1);
    clearTimeout(stuck.timer);
    stuck.reject(new QuireError(overdueReason(this.timeout, stuck.activity, ', so the compile thread was stopped'), { file: stuck.file }));
    this.fail(`a compile thread was stopped because ${stuck.file} went past compileTimeout`);
    void this.worker.terminate();
  }

  /** Rejects every page the thread holds, each named, with the other pages it was compiling beside it. */
  private fail(reason: string, cause?: Error): void {
    if (this.failure) return;
    this.failure = new Error(reason, { cause });
    const files = [...this.pending.values()].map((job) => job.file);
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      const others = files.filter((f) => f !== job.file);
      const beside = others.length ? ` (and ${others.join(', ')})` : '';
      job.reject(new QuireError(`${reason} while compiling this page${beside}`, { file: job.file, cause }));
    }
    this.pending.clear();
  }

  get load(): number {
    return this.pending.size;
  }

  /** Whether the thread has stopped (a page past its time, a crash, closed): it compiles nothing more. */
  get stopped(): boolean {
    return this.failure !== undefined;
  }

  /** Whether the thread stopped because its heap reached its limit: the pages it held failed for that alone. */
  get outOfMemory(): boolean {
    return this.heapFull;
  }

  /** Has the thread make its highlighter and the grammars `files` use now, before the first page that needs them. */
  warm(files: readonly string[]): void {
    this.worker.postMessage({ type: 'warm', files });
  }

  compile(source: string, options: CompileOptions): Promise<CompiledPage> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { file: options.filePath, resolve, reject });
      this.worker.postMessage({ id, source, options });
    });
  }

  async close(): Promise<void> {
    this.fail('the compile threads were closed');
    await this.worker.terminate();
  }
}

/** How the pool starts a thread with the given limits. */
type StartThread = (limits: ResourceLimits, unset?: Worker) => CompileThread;

export class CompilePool {
  /** Started for the first page a capped thread ran out of memory on, then kept for every such page. */
  private roomy?: CompileThread;

  private constructor(
    private threads: CompileThread[],
    private readonly startThread: StartThread,
    private readonly limits: ResourceLimits,
  ) {}

  /**
   * Starts `threads` threads; `site`: the site's config has
   * Markdown extensions (see `CompileSite`); `stored`: code blocks highlighted in earlier runs,
   * which the threads ask this thread for; `workerUrl` is for tests (a stand-in thread speaking
   * the same messages); `timeout`: milliseconds one page may take (`compileTimeout`); `unset`: a
   * thread from `startUnsetThread` to be the first; `heapMb`: the old generation of each of several threads (tests).
   */
  static async start(
    threads: number,
    {
      site,
      stored,
      timeout,
      workerUrl = COMPILE_WORKER,
      unset,
      heapMb = COMPILE_THREAD_HEAP_MB,
    }: { site?: CompileSite; stored?: StoredHighlights; timeout: number; workerUrl?: URL; unset?: Worker; heapMb?: number },
  ): Promise<CompilePool> {
    const startThread: StartThread = (limits, first) => new CompileThread(site, workerUrl, timeout, limits, stored, first);
    const limits = threads > 1 ? cappedLimits(heapMb) : ROOMY_LIMITS;
    return new CompilePool(
      Array.from({ length: threads }, (_, i) => startThread(limits, i === 0 ? unset : undefined)),
      startThread,
      limits,
    );
  }

  /**
   * Compiles on the least busy thread. A page whose thread ran out of memory under its limit
   * compiles again in a thread without one, as it would have compiled had no thread been limited;
   * the thread is replaced, so the other pages keep their limit.
   */
  readonly compile = async (source: string, options: CompileOptions): Promise<CompiledPage> => {
    this.threads = this.threads.map((t) => (this.overLimit(t) ? this.startThread(this.limits) : t));
    const thread = this.threads.reduce((a, b) => (b.load < a.load ? b : a));
    try {
      return await thread.compile(source, options);
    } catch (error) {
      if (!this.overLimit(thread)) throw error;
      this.roomy ??= this.startThread(ROOMY_LIMITS);
      return this.roomy.compile(source, options);
    }
  };

  /** Whether `thread` stopped for the limit on its heap alone (a thread without one that runs out has failed its pages). */
  private overLimit(thread: CompileThread): boolean {
    return thread.outOfMemory && this.limits !== ROOMY_LIMITS;
  }

  /** Whether a thread has stopped, so a page sent to it would fail (a limited thread out of memory is replaced instead). */
  get stopped(): boolean {
    return this.threads.some((t) => t.stopped && !this.overLimit(t)) || this.roomy?.stopped === true;
  }

  /** Each thread makes its highlighter and the grammars `files` use now (see `CompileThread.warm`). */
  warm(files: readonly string[]): void {
    for (const thread of this.threads) thread.warm(files);
  }

  /** Ends every thread; pages still waiting fail. */
  async close(): Promise<void> {
    await Promise.all([...this.threads, this.roomy].map((t) => t?.close()));
  }
}
