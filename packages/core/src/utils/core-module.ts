/**
 * Core's modules that run on their own (worker threads, the bundler's child process, the MDX
 * loader Rspack loads) are named beside the module that starts them, with its extension: `.js`
 * in the built package, `.ts` when core runs from its sources (the tests), where they run as a
 * bundle of their sources (`source-bundle.ts`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { sourceBundle } from './source-bundle.js';

const fromSources = (file: string) => file.endsWith('.ts');

/** Core's module `name` (no extension) beside the module at `moduleUrl`. */
export function besideModule(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${path.extname(fileURLToPath(moduleUrl))}`, moduleUrl);
}

/** `entry` as Node and Rspack can load it: a TypeScript entry (core run from its sources) as a bundle of its sources. */
export function runnableModule(entry: URL): URL {
  return fromSources(entry.pathname) ? sourceBundle(entry) : entry;
}

/** A worker thread running `entry` (a test stand-in may be plain JavaScript). */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  return new Worker(runnableModule(entry), options);
}
