/**
 * The MDX compiler in worker threads, for a build with many pages to compile: each thread
 * loads the compiler once (about a second) and then compiles the pages it is sent, so on a
 * machine with several cores pages compile side by side. The threads end when compiling is
 * done, so they take no memory from the later steps.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledPage, CompileOptions } from '../markdown/compile.js';
import { QuireError, type SourcePosition } from '../utils/errors.js';

/** Fewer pages than this to compile: the main thread compiles them (a thread costs about a second to start). */
export const MIN_PAGES_PER_THREAD = 40;

/** Threads for `pages` compiles: none for a few pages, then one per core, at most four (memory). */
export function compileThreads(pages: number, cores = os.availableParallelism()): number {
  const forced = process.env.QUIRE_COMPILE_THREADS;
  if (forced) return Number(forced);
  if (pages < MIN_PAGES_PER_THREAD) return 0;
  return Math.max(1, Math.min(cores, 4, Math.floor(pages / MIN_PAGES_PER_THREAD)));
}

const YOUNG_GENERATION_MB = 128;

interface FailedError {
  quire: boolean;
  message: string;
  reason?: string;
  file?: string;
  position?: SourcePosition;
  stack?: string;
}

type Reply = { type: 'compiled'; id: number; page: CompiledPage } | { type: 'failed'; id: number; error: FailedError };

interface Pending {
  resolve: (page: CompiledPage) => void;
  reject: (error: Error) => void;
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

class CompileThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure?: Error;

  constructor() {
    // A larger young generation than V8's default: compiling makes many short-lived trees, and
    // the scavenges took a third less time in a 400-page build (more memory while compiling,
    // still below the later rendering peak; the threads end before it).
    this.worker = new Worker(new URL('./compile-worker.mjs', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.worker.on('message', (reply: Reply) => {
      const job = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.type === 'compiled') job?.resolve(reply.page);
      else job?.reject(rebuildError(reply.error));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`a compile thread stopped (exit code ${code})`)));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const job of this.pending.values()) job.reject(this.failure);
    this.pending.clear();
  }

  get load(): number {
    return this.pending.size;
  }

  compile(source: string, options: CompileOptions): Promise<CompiledPage> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, source, options });
    });
  }

  async close(): Promise<void> {
    this.failure ??= new Error('the compile threads were closed');
    await this.worker.terminate();
  }
}

export class CompilePool {
  private readonly threads: CompileThread[];

  constructor(threads: number) {
    this.threads = Array.from({ length: threads }, () => new CompileThread());
  }

  get size(): number {
    return this.threads.length;
  }

  /** Compiles on the least busy thread. */
  readonly compile = (source: string, options: CompileOptions): Promise<CompiledPage> => {
    const thread = this.threads.reduce((a, b) => (b.load < a.load ? b : a));
    return thread.compile(source, options);
  };

  /** Ends every thread; pages still waiting fail. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
