/**
 * Files and folders named after the process that made them (`stage-<pid>`, `dist.old-<pid>`…):
 * a process killed mid-way leaves them behind, and the next one tells them from those of a
 * process still running by its id.
 */
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Whether a process id left in a file or folder name belongs to a process still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The entries of `dir` whose name matches `pattern` (its first group that matched being a process
 * id) and whose process is gone. This process's own id counts as gone: called before it makes any
 * entry of its own, one that carries its id was left by an earlier process given the same id.
 */
export function leftoversIn(dir: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const pid = Number(
      pattern
        .exec(name)
        ?.slice(1)
        .find((group) => group !== undefined),
    );
    return pid && (pid === process.pid || !isRunning(pid)) ? [path.join(dir, name)] : [];
  });
}

/** Removes a leftover; retried, as a dying process's child may still be writing into it. */
export function removeLeftover(entry: string): Promise<void> {
  return fs.rm(entry, { recursive: true, force: true, maxRetries: 5 });
}
