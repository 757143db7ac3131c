/**
 * The server renderer in worker threads: each imports the server bundle and renders the paths
 * it is given. Several threads render at once on a machine with several cores; one thread
 * still spares the main thread the tsx loader (see `render-worker.mjs`).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderFn } from './render-pages.js';

/** The code of a page the build did not bundle, sent with the request to render it. */
export interface PageSource {
  key: string;
  body: string;
  pageData: unknown;
}

type Rendered = Awaited<ReturnType<RenderFn>>;
type Reply =
  | { type: 'ready'; themeComponents: string[] }
  | { type: 'rendered'; id: number; result: Rendered }
  | { type: 'failed'; id: number; message: string; stack?: string };

interface Pending {
  resolve: (result: Rendered) => void;
  reject: (error: Error) => void;
}

/**
 * Threads for `pages` renders: one per core but the main thread's (it builds and writes each
 * page's document meanwhile), none idle for lack of pages, at most four (memory). On two cores a
 * second render thread measured more CPU and no shorter step: each thread warms React's code up
 * on its own, and the main thread assembling and writing the documents sets the pace (400 pages:
 * under load, six alternating runs, 2.7 → 2.3 CPU-s and 2.6 → 2.1 s; on a quiet machine, three
 * pairs, 2.1–2.6 → 1.9–2.2 CPU-s, 1.15–1.39 s either way).
 */
export function renderThreads(pages: number, cores = os.availableParallelism()): number {
  // QUIRE_RENDER_THREADS=n forces n threads (at least one), for measuring.
  const forced = Number(process.env.QUIRE_RENDER_THREADS);
  if (forced >= 1) return Math.min(Math.floor(forced), 16);
  return Math.max(1, Math.min(cores - 1, 4, Math.ceil(pages / 50)));
}

class RenderThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  readonly ready: Promise<string[]>;

  constructor(ssrEntry: string, outDir: string) {
    this.worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { ssrEntry, outDir } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: Reply) => {
        if (reply.type === 'ready') return resolve(reply.themeComponents);
        const job = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (reply.type === 'rendered') job?.resolve(reply.result);
        else {
          const error = new Error(reply.message);
          error.stack = reply.stack;
          job?.reject(error);
        }
      });
      this.worker.on('error', (error) => {
        reject(error);
        for (const job of this.pending.values()) job.reject(error);
        this.pending.clear();
      });
    });
  }

  get load(): number {
    return this.pending.size;
  }

  render(routePath: string, page: PageSource | undefined): Promise<Rendered> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, routePath, page });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

export class RenderPool {
  private readonly threads: RenderThread[];

  /**
   * `outDir`: the output folder being written, where the section sidebars already are;
   * `pageSource`: the code of a route's page when the build did not bundle it.
   */
  constructor(
    ssrEntry: string,
    outDir: string,
    threads: number,
    private readonly pageSource: (routePath: string) => Promise<PageSource | undefined> = async () => undefined,
  ) {
    this.threads = Array.from({ length: threads }, () => new RenderThread(ssrEntry, outDir));
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
    return thread.render(routePath, page);
  };

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
