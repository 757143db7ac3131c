/**
 * A command whose work is left pending when nothing is left to run (a thread that died without
 * a word) exits with an error instead of Node's silent exit code 0.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = pathToFileURL(path.resolve(import.meta.dirname, '../../packages/core/src/utils/unfinished.ts')).href;

/** Runs `work` (an expression giving a promise) in a fresh Node process under the guard. */
function runGuarded(work: string): { status: number | null; stderr: string } {
  const script = `import(${JSON.stringify(module)}).then(({ failIfUnfinished }) => failIfUnfinished(${work}, 'quire build'));`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    encoding: 'utf8',
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
  return { status: result.status, stderr: result.stderr };
}

describe('failIfUnfinished', () => {
  it('fails a process that runs out of work while the command is still pending, and says so', () => {
    const { status, stderr } = runGuarded('new Promise(() => {})');
    expect(status).toBe(1);
    expect(stderr).toContain('✗ quire build stopped before it finished');
  });

  it('leaves a command that finished alone, whether it succeeded or failed', () => {
    expect(runGuarded('new Promise((resolve) => setTimeout(resolve, 50))')).toEqual({ status: 0, stderr: '' });
    expect(runGuarded('Promise.reject(new Error("handled elsewhere")).catch(() => {})')).toEqual({ status: 0, stderr: '' });
  });
});
