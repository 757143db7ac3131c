/** Writes a new site's files into a folder that is empty or does not exist yet. */
import fs from 'node:fs';
import path from 'node:path';

export class FolderNotEmptyError extends Error {}

/** Files a fresh `git init` or an editor leaves, which do not make a folder "not empty". */
const IGNORED = new Set(['.git', '.DS_Store', 'Thumbs.db']);

export function assertWritable(dir: string): void {
  let entries: string[];
  try {
    entries = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const kept = entries.filter((name) => !IGNORED.has(name));
  if (kept.length)
    throw new FolderNotEmptyError(`${dir} is not empty (${kept.slice(0, 3).join(', ')}${kept.length > 3 ? ', …' : ''}): choose a new folder`);
}

export function writeSite(dir: string, files: Record<string, string>): void {
  assertWritable(dir);
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
}
