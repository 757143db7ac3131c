/**
 * Every routed page compiled: each is first looked up in the caches on this thread; when many
 * miss (a cold build), worker threads compile them, so a warm build or a one-page edit never
 * pays for starting threads.
 */
import os from 'node:os';
import type { RouteRecord } from '../routes/scan.js';
import { withoutConcurrentMarking } from '../utils/concurrent-marking.js';
import { mapInParallel } from '../utils/in-parallel.js';
import { buildCompileThreads, CompilePool, type CompileSite, compileThreads, MIN_PAGES_PER_THREAD } from './compile-pool.js';
import type { CompiledEntry, CompileService } from './compile-service.js';
import { currentStamp, type SourceStamp } from './source-stamps.js';

/** Lookups between two turns of the event loop, so reads and a compile thread's start go on beside them. */
const LOOKUPS_PER_TURN = 32;

export interface CompileSummary {
  /** Every route's entry, in route order, made when asked for (a deferred page's record is then read). */
  readonly entries: CompiledEntry[];
  /** Pages the caches did not answer. */
  compiled: number;
  /** The worker threads that compiled them (0: this thread). */
  threads: number;
}

export interface CompileAllOptions {
  /** Worker threads for the pages the caches lack, instead of the count picked by page count (0: this thread). */
  threads?: number;
  /** What a worker thread needs to load the site's Markdown extensions; none without them. */
  site?: CompileSite;
  /** Milliseconds one page's compile may take in a thread (`compileTimeout`). */
  timeout: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Fails with the first page that does not compile. The first page the caches miss starts a
 * compile thread while the others are looked up: loading the compiler, a one-page edit's largest
 * cost, then runs on another core beside the lookups instead of after them on this thread (where
 * it would also go through the config loader's hooks). Many misses (a cold build) get threads
 * by their count instead, which highlight every block themselves.
 */
export async function compileAll(service: CompileService, routes: readonly RouteRecord[], options: CompileAllOptions): Promise<CompileSummary> {
  const onProgress = options.onProgress ?? (() => undefined);
  let early: Promise<CompilePool> | undefined;
  const startEarly = () => {
    if (options.threads === undefined)
      early ??= CompilePool.start(1, { site: options.site, stored: service.highlightStore(), timeout: options.timeout });
  };
  try {
    const answered: boolean[] = new Array(routes.length).fill(false);
    const { order, stamps } =
      options.threads === undefined ? newestFirst(routes, (file) => service.stampNow(file)) : { order: routes.map((_, i) => i), stamps: [] };
    // A few files changed since their texts were recorded: an edit, whose compile thread starts
    // before the first lookup, as one of the misses it will likely find would start it.
    if (fewEdited(service, routes, order, stamps)) startEarly();
    // Lookups answered without waiting never leave this turn of the event loop: one now and then
    // lets an edited page's lookup, which reads from the pack, find its miss, and its compile
    // thread's start (the bundled compiler, the thread) go on, while the rest are looked up.
    const turn = sharedTurns(LOOKUPS_PER_TURN);
    // An edit's unchanged pages first, in one pass of lookups that wait on nothing (the compile thread starts meanwhile).
    const waiting = order.filter((i) => {
      const stamp = stamps[i];
      answered[i] = stamp !== undefined && service.answerNow(routes[i].absolutePath, stamp);
      return !answered[i];
    });
    await mapInParallel(waiting, 8, async (i) => {
      await turn();
      answered[i] = (await service.fromCaches(routes[i].absolutePath, stamps[i])) !== undefined;
      if (!answered[i]) startEarly();
    });
    const misses = routes.filter((_, i) => !answered[i]);
    // Pages the caches answered count as done.
    let done = routes.length - misses.length;
    onProgress(done, routes.length);
    const counted = (compile: (route: RouteRecord) => Promise<CompiledEntry>) => async (route: RouteRecord) => {
      const entry = await compile(route);
      onProgress(++done, routes.length);
      return entry;
    };
    const byCount = options.threads ?? buildCompileThreads(misses.length);
    const summary = (threads: number): CompileSummary => ({
      get entries() {
        return routes.map(({ absolutePath }) => service.entryOf(absolutePath) ?? noEntry(absolutePath));
      },
      compiled: misses.length,
      threads,
    });
    if (early && byCount === 0) {
      const pool = await early;
      await mapInParallel(
        misses,
        4,
        counted((route) => service.compile(route.absolutePath, undefined, pool.compile)),
      );
      return summary(1);
    }
    // Not needed after all: ended now, not kept through a long compile.
    const unused = early;
    early = undefined;
    await (await unused)?.close();
    if (!byCount) {
      await mapInParallel(
        misses,
        8,
        counted((route) => service.compile(route.absolutePath)),
      );
      return summary(0);
    }
    const pool = await CompilePool.start(byCount, { site: options.site, timeout: options.timeout });
    // A few pages queued per thread, so none waits for the next page.
    // The main thread does not compile alongside: it would keep the compiler's memory through
    // rendering, the build's peak, for no measurable gain on two cores.
    const compileMisses = () =>
      mapInParallel(
        misses,
        byCount * 4,
        counted((route) => service.compile(route.absolutePath, undefined, pool.compile)),
      );
    try {
      await (byCount >= os.availableParallelism() ? withoutConcurrentMarking(compileMisses) : compileMisses());
      return summary(byCount);
    } finally {
      await pool.close();
    }
  } finally {
    await (await early)?.close();
  }
}

/**
 * A turn of the event loop after every `every` calls, which every caller waiting meanwhile shares:
 * concurrent lanes of lookups all pause for it, so it comes as often as asked whatever their count.
 */
function sharedTurns(every: number): () => Promise<void> | undefined {
  let calls = 0;
  let turn: Promise<void> | undefined;
  return () => {
    if (turn || ++calls % every !== 0) return turn;
    turn = new Promise((resolve) =>
      setImmediate(() => {
        turn = undefined;
        resolve();
      }),
    );
    return turn;
  };
}

/**
 * Dev: every routed page compiled or taken from the caches, as `compileAll` does (threads when
 * many miss), for the checks and the search index that need every page. A page that does not
 * compile keeps its last good entry, or has none: its error shows when it is opened.
 */
export async function compileAllKeepingErrors(
  service: Pick<CompileService, 'fromCaches' | 'compile'>,
  routes: readonly RouteRecord[],
  options: Pick<CompileAllOptions, 'threads' | 'site' | 'timeout'> & {
    /** Resolves when more important work (the bundler building an edit) is done: each page waits for it before it starts. */
    foreground?: () => Promise<void>;
  },
): Promise<void> {
  const settle = (entry: Promise<CompiledEntry | undefined>) => entry.catch(() => undefined);
  // The lookups read and hash every source on this thread: they step aside too.
  const cached = await mapInParallel(routes, 8, async (route) => {
    await options.foreground?.();
    return settle(service.fromCaches(route.absolutePath));
  });
  const misses = routes.filter((_, i) => !cached[i]);
  const threads = options.threads ?? compileThreads(misses.length);
  const pool = threads ? await CompilePool.start(threads, { site: options.site, timeout: options.timeout }) : undefined;
  try {
    // Without a pool, the service's own compiler, which applies the site's Markdown extensions.
    await mapInParallel(misses, Math.max(threads * 4, 8), async (route) => {
      await options.foreground?.();
      return settle(service.compile(route.absolutePath, undefined, pool?.compile));
    });
  } finally {
    await pool?.close();
  }
}

/**
 * The routes' indexes, the files changed last first: an edited page is then looked up, found
 * missing and its compile thread started before the thousands of unchanged pages are looked up.
 * Only the order of the lookups: every page is still looked up by its text. Each file's stamp
 * (undefined when it is missing) goes to its lookup, which would otherwise take the same stat again;
 * `stampOf` takes it (a build's from the project's listing, `CompileService.stampNow`).
 */
export function newestFirst(
  routes: readonly RouteRecord[],
  stampOf: (absolutePath: string) => SourceStamp | undefined = currentStamp,
): { order: number[]; stamps: Array<SourceStamp | undefined> } {
  const stamps = routes.map(({ absolutePath }) => stampOf(absolutePath));
  const changed = stamps.map((stamp) => stamp && Math.max(stamp.mtimeMs, stamp.ctimeMs));
  const order = routes.map((_, i) => i).sort((a, b) => newerFirst(changed[a], changed[b]) || a - b);
  return { order, stamps };
}

/** Sort order of two change times, the later first, a missing file (undefined) before all. */
function newerFirst(a: number | undefined, b: number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a > b ? -1 : 1;
}

/**
 * Whether some files, but fewer than a compile by thread count takes, have texts other than the
 * recorded ones (a file touched but unchanged has none: its lookup will not miss). Only the newest
 * files are looked at: a change moves a file's change time, which cannot be set back, so the changed
 * files come first in `order` (`newestFirst`); when every one of those is changed, more may be (a cold
 * build), and the thread count decides.
 */
function fewEdited(
  service: CompileService,
  routes: readonly RouteRecord[],
  order: readonly number[],
  stamps: ReadonlyArray<SourceStamp | undefined>,
): boolean {
  const newest = order.slice(0, MIN_PAGES_PER_THREAD);
  const edited = newest.filter((i) => stamps[i] && service.editedSinceRecorded(routes[i].absolutePath, stamps[i])).length;
  return edited > 0 && edited < newest.length && buildCompileThreads(edited) === 0;
}

function noEntry(absolutePath: string): never {
  throw new Error(`${absolutePath} was compiled but has no entry`);
}
