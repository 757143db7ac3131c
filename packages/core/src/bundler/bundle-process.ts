/**
 * A production build bundles in a child process: Rspack does not give back most of the memory
 * it used after `close()` (about 360 MB on 400 pages, still held while pages are rendered),
 * and a process that exits does. The child (`bundle-child-main.ts`) asks this process for each
 * page module, so pages are compiled once, here, and the MDX pipeline never loads there.
 */
import { fork } from 'node:child_process';
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
 * Runs the bundler in a child process and resolves once it has exited. `childEntry` is for
 * tests (a stand-in child speaking the same messages).
 */
export function bundleInChild(modules: PageModuleSource, request: BundleRequest, childEntry = CHILD_ENTRY): Promise<BundleResult> {
  return new Promise((resolve, reject) => {
    // `advanced` serialization carries the assets' Map as it is.
    const child = fork(childEntry, [], { serialization: 'advanced', stdio: 'inherit' });
    let outcome: { result: BundleResult } | { error: Error } | undefined;
    const reply = (message: ParentMessage) => {
      if (child.connected) child.send(message);
    };
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'module') {
        modules.pageModule(message.absolutePath, message.source).then(
          ({ code, dependencies }) => reply({ type: 'module', id: message.id, code, dependencies }),
          (error: Error) => reply({ type: 'module', id: message.id, error: error.message }),
        );
      } else if (message.type === 'done') outcome = { result: message.result };
      else outcome = { error: new QuireError(message.message) };
    });
    child.on('error', (error) => {
      outcome ??= { error };
    });
    child.on('exit', (code, signal) => {
      if (outcome && 'result' in outcome) resolve(outcome.result);
      else reject(outcome?.error ?? new QuireError(`the bundler process ended before it finished (${signal ?? `exit code ${code}`})`));
    });
    child.send({ type: 'start', request } satisfies ParentMessage);
  });
}
