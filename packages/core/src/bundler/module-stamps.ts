/**
 * Stamps make Rspack's persistent cache rebuild a page whose module changed without its file
 * changing: the MDX loader declares the page's stamp file as a dependency of the page. A stamp
 * holds the hash of the page data in the module (translations, sidebar, overview groups,
 * last-updated time…); the rest of the module is compiled from the page's file and its inlined
 * fragments, which Rspack tracks itself, so editing a page's text leaves the stamps alone.
 *
 * Pages share `STAMP_FILES` files, by a hash of their path, instead of a file each, because
 * creating a file per page costs a cold build system time. A page whose data changed rebuilds the
 * pages of its file with it (about one in `STAMP_FILES`), and outside git, where a page's
 * last-updated time is its file's, that is every edit: enough files keep it to a few pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeIfChanged } from '../project/generate.js';
import { sha1 } from '../utils/files.js';

export const STAMP_FILES = 64;

export function stampFile(stampDir: string, absolutePath: string): string {
  const bucket = Number.parseInt(sha1(absolutePath).slice(0, 8), 16) % STAMP_FILES;
  return path.join(stampDir, `${bucket}.txt`);
}

/**
 * Rewrites the stamp files whose pages' hashes changed (an unchanged file keeps its time) and
 * removes any other file in the folder (a page's own stamp from an older version).
 */
export function writeModuleStamps(stampDir: string, dataHashes: ReadonlyMap<string, string>): void {
  const files = new Map<string, string[]>();
  for (const [page, hash] of [...dataHashes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = stampFile(stampDir, page);
    let lines = files.get(file);
    if (!lines) files.set(file, (lines = []));
    lines.push(`${hash} ${page}`);
  }
  for (const [file, lines] of files) writeIfChanged(file, `${lines.join('\n')}\n`);
  for (const name of fs.existsSync(stampDir) ? fs.readdirSync(stampDir) : []) {
    if (!files.has(path.join(stampDir, name))) fs.rmSync(path.join(stampDir, name), { force: true });
  }
}
