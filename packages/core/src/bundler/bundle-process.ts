/**
 * A production build bundles in a child process: Rspack does not give back most of the memory
 * it used after `close()`, which would still be held while pages are rendered, and a process
 * that exits does. The child (`bundle-child.ts`) asks this process for each page module,
 * so pages are compiled once, here, and the MDX pipeline never loads there.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteRecord } from '../routes/scan.js';
import { besideModule, runnableModule } from '../utils/core-module.js';
import { QuireError } from '../utils/errors.js';
import type { BuildAssets } from './assets-plugin.js';
import type { BundleRun } from './bundle-plan.js';
import type { PageModuleSource } from './loader-registry.js';
import type { BundlerOptions } from './rsbuild-config.js';
import type { BundleResult } from './run-rsbuild.js';

export interface BundleRequest {
  /** Where the child loads the config from, as `loadConfig(projectRoot, configFile)`. */
  projectRoot: string;
  configFile?: string;
  routes: RouteRecord[];
  options: BundlerOptions;
  /** The Rsbuild environments this process builds; all when undefined. */
  environments?: string[];
  /** Rsbuild's log lines from this level up (`warn` under `--quiet`). @default 'info' */
  logLevel?: 'info' | 'warn';
  /** Where to write the browser build's module stats (`quire build --stats`). */
  statsFile?: string;
}

/** What a bundler process used, for `quire build --profile`. */
export interface ProcessUsage {
  cpuMs: number;
  /** Its highest resident memory, in bytes. */
  peakRss: number;
}

export type ParentMessage =
  | { type: 'start'; request: BundleRequest }
  | { type: 'module'; id: number; code?: string; dependencies?: string[]; error?: string };

export type ChildMessage =
  | { type: 'module'; id: number; absolutePath: string; source?: string }
  | { type: 'progress'; text: string }
  | { type: 'done'; result: BundleResult; usage?: ProcessUsage }
  | { type: 'failed'; message: string };

const CHILD_ENTRY = fileURLToPath(besideModule(import.meta.url, 'bundle-child'));

/** The children not yet exited, for `endBundlerProcesses`. */
const running = new Set<ChildProcess>();

/** Kills every bundler child and resolves once they have exited (a build being stopped). */
export async function endBundlerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGKILL');
        }),
    ),
  );
}

/**
 * The bundler's child process. It starts loading Rsbuild at once, so a build that knows it will
 * bundle (a cold one) starts it before compiling and the start-up overlaps the compile. An idle
 * child keeps neither process alive, and ends when the build does.
 */
export class BundlerProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<string>;

  /** `childEntry` is for tests (a stand-in child speaking the same messages). */
  constructor(childEntry = CHILD_ENTRY) {
    // `advanced` serialization carries the assets' Map as it is. The child's output comes
    // through this process's streams, so it lands above a live progress line, not inside it.
    const colors = process.stdout.isTTY && process.stdout.hasColors();
    this.child = fork(fileURLToPath(runnableModule(pathToFileURL(childEntry))), [], {
      execArgv: process.execArgv,
      serialization: 'advanced',
      stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
      env: colors ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    running.add(this.child);
    this.child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    this.child.on('exit', () => running.delete(this.child));
    this.exited = new Promise((resolve) => {
      // `close`, not `exit`: the child's last output has been passed on by then.
      this.child.on('close', (code, signal) => resolve(signal ?? `exit code ${code}`));
      // A child that never started has no exit to wait for; any other error (a message sent to a
      // child that is going away: EPIPE) is followed by its exit, which says more.
      this.child.on('error', (error) => {
        if (this.child.pid !== undefined) return;
        running.delete(this.child);
        resolve(error.message);
      });
    });
    this.idle(true);
  }

  private idle(idle: boolean): void {
    // The output pipes are sockets, which keep the process alive like the channel does.
    const pipes = [this.child.stdout, this.child.stderr] as Array<Socket | null>;
    const handles = [this.child, this.child.channel, ...pipes];
    for (const handle of handles) {
      if (idle) handle?.unref();
      else handle?.ref();
    }
  }

  /** Bundles, answering the child's page-module requests from `modules`; resolves once the child has exited. */
  bundle(modules: PageModuleSource, request: BundleRequest, onProgress?: (text: string) => void): Promise<BundleResult & { usage?: ProcessUsage }> {
    const { child } = this;
    this.idle(false);
    let outcome: { result: BundleResult; usage?: ProcessUsage } | { error: Error } | undefined;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'module') {
        modules.pageModule(message.absolutePath, message.source).then(
          ({ code, dependencies }) => reply({ type: 'module', id: message.id, code, dependencies }),
          (error: Error) => reply({ type: 'module', id: message.id, error: error.message }),
        );
      } else if (message.type === 'progress') onProgress?.(message.text);
      else if (message.type === 'done') outcome = { result: message.result, usage: message.usage };
      else outcome = { error: new QuireError(message.message) };
    });
    const reply = (message: ParentMessage) => {
      if (child.connected && !child.killed) child.send(message);
    };
    reply({ type: 'start', request });
    return this.exited.then((how) => {
      if (outcome && 'result' in outcome) return { ...outcome.result, usage: outcome.usage };
      throw outcome?.error ?? new QuireError(`the bundler process ended before it finished (${how})`);
    });
  }

  /** Ends a child that is not needed (the bundle came from the cache). */
  cancel(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}

/**
 * Bundles with one fresh process per run of `runs` (see `bundle-plan.ts`), one after the other
 * so that only one holds Rspack's memory at a time; `first` may be a process started early.
 * Browser parts share module ids through `idsFile`. Returns the browser build's assets (the
 * page files of every part) and every run's inputs.
 */
export async function bundleInProcesses(
  modules: PageModuleSource,
  request: BundleRequest,
  runs: readonly BundleRun[],
  { first, idsFile, onPhase }: { first?: BundlerProcess; idsFile: string; onPhase?: (text: string) => void },
): Promise<{ assets: BuildAssets; inputs: string[]; usage: ProcessUsage[] }> {
  let merged: BrowserParts | undefined;
  const inputs: string[] = [];
  const usage: ProcessUsage[] = [];
  for (const [i, run] of runs.entries()) {
    const bundler = (i === 0 ? first : undefined) ?? new BundlerProcess();
    const routes = run.pages ? request.routes.slice(...run.pages) : request.routes;
    // A later browser part adds its files to the ones the earlier parts wrote.
    const options = { ...request.options, keepDist: merged !== undefined, sharedIds: run.pages ? idsFile : undefined };
    const part = runs.length > 1 ? `process ${i + 1} of ${runs.length}: ` : '';
    const result = await bundler.bundle(modules, { ...request, routes, options, environments: run.environments }, (text) => onPhase?.(part + text));
    if (result.assets) {
      const part = { assets: result.assets, pageModuleIds: new Set(result.pageModuleIds) };
      merged = merged ? mergeParts(merged, part) : part;
    }
    inputs.push(...result.inputs);
    if (result.usage) usage.push(result.usage);
  }
  if (!merged) throw new QuireError('no bundling run built the browser environment');
  return { assets: merged.assets, inputs, usage };
}

export interface BrowserParts {
  assets: BuildAssets;
  /** The ids of the modules only page entries hold. */
  pageModuleIds: Set<string>;
}

/**
 * Adds a browser part to the earlier parts. Every part built the app entry again and must have
 * made the very same files (their names carry a content hash), and no id of a page's own
 * module may be one an earlier part gave another module: page entries of every part run on
 * one app entry, side by side once a reader has visited pages of two parts.
 */
export function mergeParts(earlier: BrowserParts, part: BrowserParts): BrowserParts {
  const hint = 'quire build --bundle-in-one-process bundles the site in one process';
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((f, i) => f === b[i]);
  const { assets } = earlier;
  if (!same(assets.entryJs, part.assets.entryJs) || !same(assets.entryCss, part.assets.entryCss)) {
    throw new QuireError(
      `the parts of the browser build made different app entries (${assets.entryJs.join(', ')} / ${part.assets.entryJs.join(', ')}); ${hint}`,
    );
  }
  const shared = [...part.pageModuleIds].filter((id) => earlier.pageModuleIds.has(id));
  if (shared.length) {
    throw new QuireError(`two parts of the browser build gave the same module id to different pages (${shared.slice(0, 3).join(', ')}); ${hint}`);
  }
  return {
    assets: { ...assets, pageFiles: new Map([...assets.pageFiles, ...part.assets.pageFiles]) },
    pageModuleIds: new Set([...earlier.pageModuleIds, ...part.pageModuleIds]),
  };
}
