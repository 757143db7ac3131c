/** Small file helpers shared by the caches. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mapInParallel } from './in-parallel.js';

export function sha1(data: string | Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

/** Every file under `dir`, recursively; none when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** sha1 of a file's content, or `missing`. */
export async function hashFile(file: string): Promise<string> {
  try {
    return sha1(await fs.readFile(file));
  } catch {
    return 'missing';
  }
}

/**
 * Copies files (paths relative to `fromDir`) into `toDir`, several at a time: `fs.cp` walks a
 * folder one entry after another, several times slower for the hundreds of small files of a bundle.
 */
export async function copyFiles(relativePaths: readonly string[], fromDir: string, toDir: string): Promise<void> {
  const dirs = new Set(relativePaths.map((p) => path.dirname(path.join(toDir, p))));
  for (const dir of [...dirs].sort()) await fs.mkdir(dir, { recursive: true });
  await mapInParallel(relativePaths, 16, (p) => fs.copyFile(path.join(fromDir, p), path.join(toDir, p)));
}

/** Every file under `dir` as a path relative to it. */
export function listRelativeFiles(dir: string): string[] {
  return listFiles(dir).map((file) => path.relative(dir, file));
}
