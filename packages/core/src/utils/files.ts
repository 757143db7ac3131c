/** Small file helpers shared by the caches. */
import { createHash, hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files read or written at once when a step goes through every page: one at a time leaves the
 * disk waiting on this thread, and one per page at once runs out of file descriptors on a large site.
 */
export const FILES_IN_FLIGHT = 16;

/** The one-shot hash: a build takes tens of thousands of small ones, where a hash object each costs more than the hashing. */
export function sha1(data: string | Buffer): string {
  return hash('sha1', data, 'hex');
}

/**
 * Every file under `dir`, recursively; none when it does not exist. Linked folders are listed
 * too (each real folder once), as the public folder's copy follows them.
 */
export function listFiles(dir: string): string[] {
  const walked = new Set<string>();
  const list = (folder: string): string[] => {
    const real = realpathSync(folder);
    if (walked.has(real)) return [];
    walked.add(real);
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      const isFolder = entry.isDirectory() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isDirectory());
      return isFolder ? list(full) : [full];
    });
  };
  return existsSync(dir) ? list(dir) : [];
}

/**
 * Writes `bytes` beside `file` and renames them into place, so a build killed meanwhile leaves the
 * last file whole; the name is this process's own, so two builds at once each put a whole file in place.
 */
export function writeAside(file: string, bytes: Buffer): void {
  const aside = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(aside, bytes);
    renameSync(aside, file);
  } catch (error) {
    rmSync(aside, { force: true });
    throw error;
  }
}

/** sha1 of a file's content, or `missing`. */
export async function hashFile(file: string): Promise<string> {
  try {
    return sha1(await fs.readFile(file));
  } catch {
    return 'missing';
  }
}

/** Code fingerprints by folder, and by the module URL they were asked for with (asked once per page by some caches). */
const codeFingerprints = new Map<string, string>();
const moduleFingerprints = new Map<string, string>();

/** sha1 of the code in the folder of the module at `moduleUrl` and of `@quire/shared`, worked out once per folder. */
export function codeFingerprint(moduleUrl: string): string {
  const known = moduleFingerprints.get(moduleUrl);
  if (known !== undefined) return known;
  const dir = path.dirname(fileURLToPath(moduleUrl));
  let fingerprint = codeFingerprints.get(dir);
  if (fingerprint === undefined) {
    const shared = path.dirname(createRequire(import.meta.url).resolve('@quire/shared'));
    fingerprint = foldersFingerprint([dir, shared]);
    codeFingerprints.set(dir, fingerprint);
  }
  moduleFingerprints.set(moduleUrl, fingerprint);
  return fingerprint;
}

/** sha1 over the names and bytes of every file under `dirs`: changes with the code kept there. */
export function foldersFingerprint(dirs: readonly string[]): string {
  const folders = createHash('sha1');
  for (const file of dirs.flatMap(listFiles).sort()) folders.update(file).update(readFileSync(file));
  return folders.digest('hex');
}

/** Every file under `dir` as a path relative to it. */
export function listRelativeFiles(dir: string): string[] {
  return listFiles(dir).map((file) => path.relative(dir, file));
}

/**
 * A write through a file handle, whose error (`ENOSPC: no space left on device, write`) Node gives
 * without the file: the error then names `file`.
 */
export async function writingTo<T>(file: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException;
    if (failed?.code && !failed.path) {
      failed.path = file;
      failed.message = `${failed.message} (writing ${file})`;
    }
    throw error;
  }
}
