/**
 * The server renderer in worker threads: each imports the server bundle and renders the paths
 * it is given (`render-worker.ts`). Several threads render at once on a machine with several
 * cores; the main thread meanwhile writes the documents.
 */
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { besideModule, startWorker } from '../utils/core-module.js';
import type { PageData } from '@quire/shared';
import { readOutputFile } from './read-output.js';
import type { Rendered, RenderFn } from './render-fn.js';

/** A page the build did not bundle: its key, and its script (relative to `outDir`), which the render thread runs. */
export interface PageSource {
  key: string;
  file: string;
}

/**
 * What a render thread is sent of such a page: the script's text, read here. The build's thread
 * waits on the render thread meanwhile, while a read through the thread's own event loop (open,
 * stat, read, close, each a turn) took time from the thread that sets the step's pace.
 */
export interface PageScript {
  key: string;
  script: string;
}

type Reply =
  | { type: 'ready'; themeComponents: string[] }
  | { type: 'started'; id: number }
  /** The app HTML is the first `bytes` of the thread's slot `slot`, whose buffer comes along when the thread made it anew. */
  | { type: 'rendered'; id: number; slot: number; bytes: number; buffer?: SharedArrayBuffer; pageData: PageData }
  | { type: 'failed'; id: number; name: string; message: string; stack?: string };

interface Job {
  routePath: string;
  resolve: (result: Rendered) => void;
  reject: (error: Error) => void;
}

export interface RenderPoolOptions {
  /** The output folder being written, where the section sidebars and the unbundled pages' scripts already are. */
  outDir: string;
  /** The last output, which holds those of them the build kept in place instead of writing. */
  keptDir?: string;
  threads: number;
  /** Milliseconds one page may take before its thread is stopped. */
  timeout: number;
  /** Milliseconds loading the server bundle may take; at least a minute unless given. */
  loadTimeout?: number;
  /** The script of a route's page when the build did not bundle it. */
  pageSource?: (routePath: string) => Promise<PageSource | undefined>;
}

/**
 * Threads for `pages` renders: one per core but the main thread's (it builds and writes each
 * page's document meanwhile), none idle for lack of pages, at most four (memory). On two cores a
 * second render thread made the step shorter only with the heap of each held small, for more CPU.
 */
export function renderThreads(pages: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 4, Math.ceil(pages / 50)));
}

/**
 * The render thread's old generation, in MB. V8 lets a heap with a large limit fill with garbage
 * many times what it holds before it collects, more so in a thread that never waits between
 * pages, and a render thread holds little (the server bundle and a page or two), so a smaller
 * limit keeps its memory near what it uses.
 */
export const RENDER_THREAD_HEAP_MB = 512;

/**
 * One render thread. Whatever ends it (a page calling `process.exit()`, an uncaught error, a page
 * past the time limit) rejects every request it holds: a promise left pending would let the
 * build's process run out of work and exit as if it had succeeded.
 */
class RenderThread {
  private readonly worker: Worker;
  private readonly jobs = new Map<number, Job>();
  /** The thread's reply slots (`render-worker.ts`), each holding a page's app HTML until it is released. */
  private readonly slots: SharedArrayBuffer[] = [];
  private nextId = 0;
  /** The request the thread is rendering (it renders one at a time); none while it loads the bundle or waits. */
  private current?: Job;
  private timer?: NodeJS.Timeout;
  private failure?: Error;
  private loaded!: (themeComponents: string[]) => void;
  private notLoaded!: (error: Error) => void;
  readonly ready: Promise<string[]>;

  constructor(
    ssrEntry: string,
    dirs: Pick<RenderPoolOptions, 'outDir' | 'keptDir'>,
    private readonly limits: { timeout: number; loadTimeout: number },
  ) {
    this.ready = new Promise((resolve, reject) => {
      this.loaded = resolve;
      this.notLoaded = reject;
    });
    // Seen through `themeComponents()` when the pool is used; a pool closed unused must not crash the process.
    this.ready.catch(() => undefined);
    this.worker = startWorker(besideModule(import.meta.url, 'render-worker'), {
      workerData: { ssrEntry, outDir: dirs.outDir, keptDir: dirs.keptDir },
      resourceLimits: { maxOldGenerationSizeMb: RENDER_THREAD_HEAP_MB },
    });
    this.worker.on('message', (reply: Reply) => this.receive(reply));
    this.worker.on('error', (error) => this.fail(`the render thread crashed: ${error.message}`, error));
    this.worker.on('exit', (code) => this.fail(`process.exit() was called, which ended the render thread (exit code ${code})`));
    this.startTimer(limits.loadTimeout, `still loading after ${limits.loadTimeout} ms, so the render thread was stopped`);
  }

  private receive(reply: Reply): void {
    if (reply.type === 'ready') {
      clearTimeout(this.timer);
      this.loaded(reply.themeComponents);
      return;
    }
    const job = this.jobs.get(reply.id);
    if (!job) return;
    if (reply.type === 'started') {
      this.current = job;
      const { timeout } = this.limits;
      this.startTimer(
        timeout,
        `still rendering after ${timeout} ms (renderTimeout in the site config), so the render thread was stopped: does the page loop forever?`,
      );
      return;
    }
    clearTimeout(this.timer);
    this.jobs.delete(reply.id);
    this.current = undefined;
    if (reply.type === 'rendered') {
      if (reply.buffer) this.slots[reply.slot] = reply.buffer;
      const { slot } = reply;
      const release = () => this.worker.postMessage({ type: 'release', slot });
      job.resolve({ appHtml: new Uint8Array(this.slots[slot], 0, reply.bytes), pageData: reply.pageData, release });
    } else {
      const error = new Error(reply.message);
      error.name = reply.name;
      error.stack = reply.stack;
      job.reject(error);
    }
  }

  /** Past `ms`, the thread is stopped: a loop never yields, so nothing else can interrupt it. */
  private startTimer(ms: number, reason: string): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(reason), ms);
  }

  /** Rejects the loading and every request: the one being rendered with `reason`, the others as not rendered. */
  private fail(reason: string, cause?: Error): void {
    if (this.failure) return;
    clearTimeout(this.timer);
    const current = this.current;
    this.failure = new Error(`not rendered: the render thread had stopped${current ? ` while rendering ${current.routePath}` : ''}: ${reason}`);
    this.notLoaded(new Error(`the server bundle did not load: ${reason}`, { cause }));
    for (const job of this.jobs.values()) job.reject(job === current ? new Error(reason, { cause }) : this.failure);
    this.jobs.clear();
    this.current = undefined;
    void this.worker.terminate();
  }

  get load(): number {
    return this.jobs.size;
  }

  render(routePath: string, page: PageScript | undefined): Promise<Rendered> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { routePath, resolve, reject });
      this.worker.postMessage({ type: 'render', id, routePath, page });
    });
  }

  async close(): Promise<void> {
    this.fail('the render threads were closed');
    await this.worker.terminate();
  }
}

export class RenderPool {
  private readonly threads: RenderThread[];
  private readonly pageSource: (routePath: string) => Promise<PageSource | undefined>;
  private readonly readOutput: (file: string) => string;

  constructor(ssrEntry: string, options: RenderPoolOptions) {
    const limits = { timeout: options.timeout, loadTimeout: options.loadTimeout ?? Math.max(options.timeout, 60_000) };
    this.threads = Array.from({ length: options.threads }, () => new RenderThread(ssrEntry, options, limits));
    this.pageSource = options.pageSource ?? (async () => undefined);
    this.readOutput = (file) => readOutputFile(file, options.outDir, options.keptDir);
  }

  /** The theme's MDX component names, once the bundle is loaded. */
  async themeComponents(): Promise<string[]> {
    return (await Promise.all(this.threads.map((t) => t.ready)))[0];
  }

  /** Renders on the least busy thread. */
  readonly render: RenderFn = async (routePath) => {
    await this.themeComponents();
    const page = await this.pageSource(routePath);
    const thread = this.threads.reduce((a, b) => (b.load < a.load ? b : a));
    return thread.render(routePath, page && { key: page.key, script: this.readOutput(page.file) });
  };

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
