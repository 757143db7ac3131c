/** Small file helpers shared by the caches. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

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

/** Every file under `dir` as a path relative to it. */
export function listRelativeFiles(dir: string): string[] {
  return listFiles(dir).map((file) => path.relative(dir, file));
}
