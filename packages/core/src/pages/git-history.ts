/**
 * Every commit that touched each file under a folder, from one `git log`, plus the files whose
 * working copy differs from the last commit, from one `git status`. Outside git: an empty map.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FileHistory } from './translation-report.js';

const run = promisify(execFile);

// Non-ASCII paths would otherwise come back as quoted octal escapes.
const GIT = ['-c', 'core.quotePath=false'];

/** Absolute file path → its history. */
export async function readGitHistory(folder: string): Promise<Map<string, FileHistory>> {
  // Git names files from the repository root; the prefix is the folder's place in it. Joining
  // onto `folder` itself (not git's resolved root) keeps the keys right behind a symlink.
  let prefix: string;
  try {
    prefix = (await run('git', ['rev-parse', '--show-prefix'], { cwd: folder })).stdout.trim();
  } catch {
    return new Map(); // not a git checkout, or git missing
  }
  // A repository without commits makes `git log` fail; its files are all uncommitted then.
  const output = (args: string[], maxBuffer: number) =>
    run('git', [...GIT, ...args], { cwd: folder, maxBuffer }).then(
      (r) => r.stdout,
      () => '',
    );
  const [log, status] = await Promise.all([
    output(['log', '--format=@%ct', '--name-only', '--no-renames', '--', '.'], 256 * 1024 * 1024),
    output(['status', '--porcelain', '-z', '--untracked-files=all', '--', '.'], 64 * 1024 * 1024),
  ]);
  const commits = parseLog(log);
  const dirty = parseStatus(status);
  const history = new Map<string, FileHistory>();
  const entry = (file: string) => {
    const key = path.join(folder, file.startsWith(prefix) ? file.slice(prefix.length) : path.relative(prefix, file));
    let h = history.get(key);
    if (!h) history.set(key, (h = { commits: [], uncommitted: false }));
    return h as { commits: FileHistory['commits'][number][]; uncommitted: boolean };
  };
  for (const commit of commits) for (const file of commit.files) entry(file).commits.push({ seq: commit.seq, time: commit.time });
  for (const file of dirty) entry(file).uncommitted = true;
  return history;
}

interface LoggedCommit {
  seq: number;
  time: number;
  files: string[];
}

/** `git log --format=@%ct --name-only` output, newest first; `seq` counts up from the oldest. */
export function parseLog(stdout: string): LoggedCommit[] {
  const commits: LoggedCommit[] = [];
  for (const line of stdout.split('\n')) {
    if (line.startsWith('@')) commits.push({ seq: 0, time: Number(line.slice(1)) * 1000, files: [] });
    else if (line && commits.length) commits[commits.length - 1].files.push(line);
  }
  commits.forEach((c, i) => (c.seq = commits.length - i));
  return commits;
}

/** `git status --porcelain -z` output → repository-relative paths that differ from HEAD. */
export function parseStatus(stdout: string): string[] {
  const files: string[] = [];
  const fields = stdout.split('\0');
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    if (field.length < 4) continue;
    const code = field.slice(0, 2);
    files.push(field.slice(3));
    // A rename or copy is followed by its original path, which is not a file of the tree.
    if (code.includes('R') || code.includes('C')) i++;
  }
  return files;
}
