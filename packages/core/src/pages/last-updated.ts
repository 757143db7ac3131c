/**
 * When each content file last changed: one `git log` over the docs folder (not one process
 * per file), falling back to the file's modification time outside git.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Absolute file path → milliseconds since the epoch of its latest commit. */
export async function readGitTimes(folder: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: folder });
    const repoRoot = top.trim();
    const { stdout } = await run('git', ['log', '--format=@%ct', '--name-only', '--', '.'], {
      cwd: folder,
      maxBuffer: 256 * 1024 * 1024,
    });
    let current = 0;
    for (const line of stdout.split('\n')) {
      if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
      else if (line) {
        const file = path.join(repoRoot, line);
        if (!times.has(file)) times.set(file, current); // newest commit comes first
      }
    }
  } catch {
    // Not a git checkout, or git missing: file times below.
  }
  return times;
}

/** `modified`: the file's modification time in milliseconds when known, which saves a stat per page. */
export function lastUpdatedTime(file: string, gitTimes: ReadonlyMap<string, number>, modified?: number): number {
  return gitTimes.get(file) ?? Math.round(modified ?? fs.statSync(file).mtimeMs);
}
