/** Small file helpers shared by the caches. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeCheckedJson, encodeCheckedJson } from './checked-json.js';

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

/** A cache's JSON object file as a map; empty when it is missing, unreadable or damaged (`checked-json.ts`). */
export function readJsonMap<T>(file: string): Map<string, T> {
  try {
    const value = decodeCheckedJson(readFileSync(file, 'utf8'), file) as Record<string, T> | undefined;
    return new Map(value ? Object.entries(value) : []);
  } catch {
    return new Map();
  }
}

/** Writes a cache's JSON object file; a failure only costs the next build its shortcut. */
export function writeJsonMap(file: string, entries: Iterable<readonly [string, unknown]>): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, encodeCheckedJson(Object.fromEntries(entries)));
  } catch {
    // the next build goes without it
  }
}

/** Every file under `dir` as a path relative to it. */
export function listRelativeFiles(dir: string): string[] {
  return listFiles(dir).map((file) => path.relative(dir, file));
}
