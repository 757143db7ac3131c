/**
 * A command whose work is left pending when nothing is left to run (a thread that died without
 * a word) exits with an error instead of Node's silent exit code 0; a plugin hook left pending
 * names itself; an error nothing waited for (a plugin's late timer) prints a `✗` line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const core = (file: string) => JSON.stringify(pathToFileURL(path.resolve(import.meta.dirname, '../../packages/core/src', file)).href);
const module = core('utils/unfinished.ts');

/** Runs `work` (an expression giving a promise) in a fresh Node process under the guard. */
function runGuarded(work: string): { status: number | null; stderr: string } {
  return runScript(`import(${module}).then(({ failIfUnfinished }) => failIfUnfinished(${work}, 'quire build'));`);
}

function runScript(script: string): { status: number | null; stderr: string } {
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

describe('a plugin hook that can never settle', () => {
  it('fails naming the plugin and the hook, not as a bug in Quire', () => {
    const hook = `new PluginDriver([{ name: 'acme', beforeBuild: () => new Promise(() => {}) }], {}, true).beforeBuild()`;
    const { status, stderr } = runScript(
      `Promise.all([import(${module}), import(${core('config/plugin-driver.ts')})]).then(([{ failIfUnfinished }, { PluginDriver }]) =>
        failIfUnfinished(${hook}.catch((error) => { console.error('✗ ' + error.message); process.exitCode = 1; }), 'quire build'));`,
    );
    expect(status).toBe(1);
    expect(stderr).toBe(
      '✗ plugins["acme"].beforeBuild did not settle: the promise it returned waits for something that can no longer happen (nothing else was left to run)\n',
    );
  });
});

describe('an error nothing waited for', () => {
  it.each([
    ['a promise rejected by a timer', "setTimeout(() => { Promise.reject(new Error('late boom')); }, 10);"],
    ['an error thrown by a timer', "setTimeout(() => { throw new Error('late boom'); }, 10);"],
  ])('%s prints one ✗ line with its place and exits 1, never a raw stack', async (_name, code) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-stray-'));
    try {
      await fs.writeFile(path.join(dir, 'plugin.mjs'), `export function start() {\n  ${code}\n}\n`);
      const plugin = JSON.stringify(pathToFileURL(path.join(dir, 'plugin.mjs')).href);
      const { status, stderr } = runScript(
        `Promise.all([import(${core('utils/stray-errors.ts')}), import(${plugin})]).then(([{ failOnStrayErrors }, { start }]) => { failOnStrayErrors(${JSON.stringify(dir)}); start(); });`,
      );
      expect(status).toBe(1);
      expect(stderr).toMatch(
        /^\n✗ plugin\.mjs:2:\d+: late boom \(an error nothing waited for: thrown or rejected by a timer or callback that a plugin or the config left running, so the command was stopped\)\n$/,
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
