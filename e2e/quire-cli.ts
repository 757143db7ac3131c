/** Runs the `quire` command as a writer would, in a project folder, and collects what it printed. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const QUIRE_BIN = path.resolve(import.meta.dirname, '../packages/core/bin/quire.mjs');

export function runQuire(cwd: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [QUIRE_BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
