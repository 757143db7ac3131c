/**
 * Every routed page compiled: each is first looked up in the caches on this thread; when many
 * miss (a cold build), worker threads compile them, so a warm build or a one-page edit never
 * pays for starting threads.
 */
import type { RouteRecord } from '../routes/scan.js';
import { mapInParallel } from '../utils/in-parallel.js';
import { CompilePool, type CompileSite, compileThreads } from './compile-pool.js';
import type { CompiledEntry, CompileService } from './compile-service.js';

export interface CompileSummary {
  /** Every route's entry, in route order. */
  entries: CompiledEntry[];
  /** Pages the caches did not answer. */
  compiled: number;
  /** The worker threads that compiled them (0: this thread). */
  threads: number;
}

export interface CompileAllOptions {
  /** Worker threads for the pages the caches lack, instead of the count `compileThreads` picks (0: this thread). */
  threads?: number;
  /** What a worker thread needs to load the site's Markdown extensions; none without them. */
  site?: CompileSite;
  onProgress?: (done: number, total: number) => void;
}

/** Fails with the first page that does not compile. */
export async function compileAll(service: CompileService, routes: readonly RouteRecord[], options: CompileAllOptions): Promise<CompileSummary> {
  const onProgress = options.onProgress ?? (() => undefined);
  const cached = await mapInParallel(routes, 8, (route) => service.fromCaches(route.absolutePath));
  const misses = routes.filter((_, i) => !cached[i]);
  // Pages the caches answered count as done.
  let done = routes.length - misses.length;
  onProgress(done, routes.length);
  const counted = (compile: (route: RouteRecord) => Promise<CompiledEntry>) => async (route: RouteRecord) => {
    const entry = await compile(route);
    onProgress(++done, routes.length);
    return entry;
  };
  const threads = options.threads ?? compileThreads(misses.length);
  const summary = (compiled: readonly CompiledEntry[]) => ({ entries: fillMisses(cached, compiled), compiled: misses.length, threads });
  if (!threads)
    return summary(
      await mapInParallel(
        misses,
        8,
        counted((route) => service.compile(route.absolutePath)),
      ),
    );
  const pool = await CompilePool.start(threads, { site: options.site });
  try {
    // A few pages queued per thread, so none waits for the next page.
    // The main thread does not compile alongside: it would keep the compiler's memory through
    // rendering, the build's peak, for no measurable gain on two cores.
    return summary(
      await mapInParallel(
        misses,
        threads * 4,
        counted((route) => service.compile(route.absolutePath, undefined, pool.compile)),
      ),
    );
  } finally {
    await pool.close();
  }
}

/**
 * Dev: every routed page compiled or taken from the caches, as `compileAll` does (threads when
 * many miss), for the checks and the search index that need every page. A page that does not
 * compile keeps its last good entry, or has none: its error shows when it is opened.
 */
export async function compileAllKeepingErrors(
  service: CompileService,
  routes: readonly RouteRecord[],
  options: Pick<CompileAllOptions, 'threads' | 'site'>,
): Promise<void> {
  const settle = (entry: Promise<CompiledEntry | undefined>) => entry.catch(() => undefined);
  const cached = await mapInParallel(routes, 8, (route) => settle(service.fromCaches(route.absolutePath)));
  const misses = routes.filter((_, i) => !cached[i]);
  const threads = options.threads ?? compileThreads(misses.length);
  const pool = threads ? await CompilePool.start(threads, { site: options.site }) : undefined;
  try {
    // Without a pool, the service's own compiler, which applies the site's Markdown extensions.
    await mapInParallel(misses, Math.max(threads * 4, 8), (route) => settle(service.compile(route.absolutePath, undefined, pool?.compile)));
  } finally {
    await pool?.close();
  }
}

/** The cache lookups with the misses' compiled entries put in their places, in route order. */
function fillMisses(cached: ReadonlyArray<CompiledEntry | undefined>, compiled: readonly CompiledEntry[]): CompiledEntry[] {
  let next = 0;
  return cached.map((entry) => entry ?? compiled[next++]);
}
