/** Runs the `quire` command as a writer would, in a project folder, and collects what it printed. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export const QUIRE_BIN = path.resolve(import.meta.dirname, '../packages/core/bin/quire.mjs');

/** Longer than any build of the tests takes: a command that hangs fails its test (its status is null) instead of blocking the run. */
const COMMAND_TIMEOUT_MS = 10 * 60_000;

export function runQuire(cwd: string, ...args: string[]): { status: number | null; output: string } {
  return runQuireWith(cwd, {}, ...args);
}

/** `runQuire` with these variables added to the environment. */
export function runQuireWith(cwd: string, env: Record<string, string>, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [QUIRE_BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
    timeout: COMMAND_TIMEOUT_MS,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Starts a long-running `quire` command (`dev`, `preview`) in `cwd`, handing each piece of its output to `onOutput`. */
export function startQuire(cwd: string, args: string[], onOutput: (text: string) => void): ChildProcess {
  const child = spawn(process.execPath, [QUIRE_BIN, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
  child.stdout?.on('data', (d) => onOutput(String(d)));
  child.stderr?.on('data', (d) => onOutput(String(d)));
  return child;
}

/** Ends a command `startQuire` started and waits until it has exited, so its folder can be removed (it writes until then). */
export async function stopQuire(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** Resolves with the first match of `pattern` in what a started command has printed so far (`printed`), polled; rejects after `timeout` ms. */
export function waitForPrinted(printed: () => string, pattern: RegExp, timeout = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const m = printed().match(pattern);
      if (m) return resolve(m);
      if (Date.now() - started > timeout) return reject(new Error(`timed out waiting for ${pattern}; output:\n${printed()}`));
      setTimeout(check, 100);
    };
    check();
  });
}
