/**
 * Core's modules that run on their own (worker threads, the bundler's child process, the MDX
 * loader Rspack loads) are named beside the module that starts them, with its extension: `.js`
 * in the built package, `.ts` when core runs from its sources (the tests), where the thread or
 * process gets tsx's loader first.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const require = createRequire(import.meta.url);

const fromSources = (file: string) => file.endsWith('.ts');

/** Core's module `name` (no extension) beside the module at `moduleUrl`. */
export function besideModule(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${path.extname(fileURLToPath(moduleUrl))}`, moduleUrl);
}

/** A worker thread running `entry`; a TypeScript entry (a test stand-in may be plain JavaScript) is run through tsx. */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  if (!fromSources(entry.pathname)) return new Worker(entry, options);
  // A worker does not inherit the loader and ignores `--import`: it registers tsx's hooks itself.
  const api = (require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api'].import.default;
  const apiUrl = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), api)).href;
  const code = `import(${JSON.stringify(apiUrl)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/** Node's flags for a child process running `entry`: tsx's loader for a TypeScript entry. */
export function processFlags(entry: string): string[] {
  return fromSources(entry) ? ['--import', pathToFileURL(require.resolve('tsx')).href] : [];
}
