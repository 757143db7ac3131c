/**
 * A production build bundles in a child process: Rspack does not give back most of the memory
 * it used after `close()` (about 360 MB on 400 pages, still held while pages are rendered),
 * and a process that exits does. The child (`bundle-child-main.ts`) asks this process for each
 * page module, so pages are compiled once, here, and the MDX pipeline never loads there.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RouteRecord } from '../routes/scan.js';
import { QuireError } from '../utils/errors.js';
import type { PageModuleSource } from './loader-registry.js';
import type { BundlerOptions } from './rsbuild-config.js';
import type { BundleResult } from './run-rsbuild.js';

export interface BundleRequest {
  /** Where the child loads the config from, as `loadConfig(projectRoot, configFile)`. */
  projectRoot: string;
  configFile?: string;
  routes: RouteRecord[];
  options: BundlerOptions;
}

export type ParentMessage =
  | { type: 'start'; request: BundleRequest }
  | { type: 'module'; id: number; code?: string; dependencies?: string[]; error?: string };

export type ChildMessage =
  | { type: 'module'; id: number; absolutePath: string; source?: string }
  | { type: 'done'; result: BundleResult }
  | { type: 'failed'; message: string };

const CHILD_ENTRY = fileURLToPath(new URL('./bundle-child.mjs', import.meta.url));

/**
 * The bundler's child process. It starts loading Rsbuild at once, so a build that knows it will
 * bundle (a cold one) starts it before compiling and the start-up (about half a second) overlaps
 * the compile. An idle child keeps neither process alive, and ends when the build does.
 */
export class BundlerProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<string>;

  /** `childEntry` is for tests (a stand-in child speaking the same messages). */
  constructor(childEntry = CHILD_ENTRY) {
    // `advanced` serialization carries the assets' Map as it is.
    this.child = fork(childEntry, [], { serialization: 'advanced', stdio: 'inherit' });
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
      this.child.on('error', (error) => resolve(error.message));
    });
    this.idle(true);
  }

  private idle(idle: boolean): void {
    const handles = [this.child, this.child.channel];
    for (const handle of handles) {
      if (idle) handle?.unref();
      else handle?.ref();
    }
  }

  /** Bundles, answering the child's page-module requests from `modules`; resolves once the child has exited. */
  bundle(modules: PageModuleSource, request: BundleRequest): Promise<BundleResult> {
    const { child } = this;
    this.idle(false);
    let outcome: { result: BundleResult } | { error: Error } | undefined;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'module') {
        modules.pageModule(message.absolutePath, message.source).then(
          ({ code, dependencies }) => reply({ type: 'module', id: message.id, code, dependencies }),
          (error: Error) => reply({ type: 'module', id: message.id, error: error.message }),
        );
      } else if (message.type === 'done') outcome = { result: message.result };
      else outcome = { error: new QuireError(message.message) };
    });
    const reply = (message: ParentMessage) => {
      if (child.connected) child.send(message);
    };
    reply({ type: 'start', request });
    return this.exited.then((how) => {
      if (outcome && 'result' in outcome) return outcome.result;
      throw outcome?.error ?? new QuireError(`the bundler process ended before it finished (${how})`);
    });
  }

  /** Ends a child that is not needed (the bundle came from the cache). */
  cancel(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}
