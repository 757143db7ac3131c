/**
 * Dev: one compile thread, started by the command before it loads the dev server and the config
 * (`startUnsetThread`), that compiles every page the caches miss. It loads the MDX pipeline and makes shiki's
 * highlighter while the main thread loads Rsbuild and the config, scans the routes and starts the bundler, so the first page's compile does not load them on the main thread in the middle of the bundler's first
 * compile, and each edit compiles beside the main thread's work instead of in it. A thread that stopped (a page past
 * `compileTimeout`, a crash) is replaced at the next page.
 */
import type { CompiledPage, CompileOptions } from '../markdown/compile.js';

/** What the warm compiler needs of its thread (a `CompilePool` of one). */
export interface CompileThreadHandle {
  readonly stopped: boolean;
  compile(source: string, options: CompileOptions): Promise<CompiledPage>;
  warm(files: readonly string[]): void;
  close(): Promise<void>;
}

export class WarmCompiler {
  private thread?: Promise<CompileThreadHandle>;
  private closed = false;
  private sample: readonly string[] = [];

  constructor(private readonly startThread: () => Promise<CompileThreadHandle>) {}

  /** Starts the thread now, so it is loaded before the first page; compiling starts it otherwise. */
  start(): Promise<CompileThreadHandle> {
    this.thread ??= this.started();
    return this.thread;
  }

  private async started(): Promise<CompileThreadHandle> {
    const thread = await this.startThread();
    thread.warm(this.sample);
    return thread;
  }

  /** Pages whose code blocks' grammars the thread makes ready now (and again in a thread that replaces it). */
  warm(files: readonly string[]): void {
    this.sample = files;
    void this.thread?.then((thread) => thread.warm(files));
  }

  readonly compile = async (source: string, options: CompileOptions): Promise<CompiledPage> => {
    if (this.closed) throw new Error('the compile thread was closed');
    const current = this.start();
    const thread = await current;
    if (!thread.stopped) return thread.compile(source, options);
    // The first page to find it stopped starts the next one; pages asking meanwhile wait for that.
    if (this.thread === current) this.thread = this.started();
    return (await this.start()).compile(source, options);
  };

  async close(): Promise<void> {
    this.closed = true;
    const thread = await this.thread;
    await thread?.close();
  }
}
