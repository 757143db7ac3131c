#!/usr/bin/env node
// `pnpm typecheck`: every TypeScript project checked by `tsc --noEmit`, as many at once as the machine has cores. The
// checker is TypeScript 7's native compiler (`scripts/typescript-native`); the packages' declaration builds and the
// scripts that read the TypeScript API keep TypeScript 5.9. Each project's output is printed whole once it
// ends; the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** The tsconfig of each project, from the repository's root. */
export const projects = [
  'packages/core/tsconfig.json',
  'packages/shared/tsconfig.json',
  'packages/create-quire/tsconfig.json',
  'tsconfig.plugins.json',
  'tsconfig.browser.json',
  'tests/tsconfig.json',
  'e2e/tsconfig.json',
  'scripts/tsconfig.json',
];
// TypeScript 7 names only its manifest and API in its exports, not its command.
const native = createRequire(path.join(root, 'scripts/typescript-native/package.json')).resolve('typescript/package.json');
const tsc = path.join(path.dirname(native), 'bin/tsc');

/** Runs one project's check, resolving to whether it passed; its output is printed together when it ends. */
export function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (code !== 0) console.error(`tsc -p ${project} failed:\n${text}`);
      else if (text.trim()) console.log(text);
      resolve(code === 0);
    });
  });
}

/** Checks every project, as many at once as there are cores; resolves to whether all passed. */
async function checkAll() {
  const queue = [...projects];
  const results = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), projects.length) }, lane));
  return results.every(Boolean);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit((await checkAll()) ? 0 : 1);
