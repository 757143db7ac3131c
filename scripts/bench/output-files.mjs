/** What a build wrote: HTML pages, the search index files per language, and which files an edit changed. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bytesOf } from './page-weight.mjs';

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    : [];
}

/**
 * Bytes a folder takes on disk: the blocks of each file, a file linked twice counted once (a
 * build links the files it kept from the last output). 0 for a folder that is not there.
 * @param {string} dir
 */
export function diskBytes(dir) {
  if (!fs.existsSync(dir)) return 0;
  const seen = new Set();
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const { ino, blocks } = fs.statSync(path.join(entry.parentPath, entry.name));
    if (seen.has(ino)) continue;
    seen.add(ino);
    bytes += blocks * 512;
  }
  return bytes;
}

export function countHtml(outDir) {
  return listFiles(outDir).filter((f) => f.endsWith('.html')).length;
}

/**
 * A search index file's size: a file stored gzipped (Pagefind's) is sent as it is, so its size on
 * disk is its gzip size and its raw size is that of its content.
 * @param {Buffer} buffer @returns {import('./page-weight.mjs').Bytes}
 */
export function indexBytes(buffer) {
  const gzipped = buffer[0] === 0x1f && buffer[1] === 0x8b;
  return gzipped ? { raw: zlib.gunzipSync(buffer).length, gzip: buffer.length } : bytesOf(buffer);
}

/**
 * @param {string} outDir
 * @param {(file: string) => string | undefined} langOf the language a file indexes, if it is an index
 * @returns {Record<string, { files: string[], raw: number, gzip: number }>}
 */
export function searchIndexSizes(outDir, langOf) {
  /** @type {Record<string, { files: string[], raw: number, gzip: number }>} */
  const result = {};
  for (const file of listFiles(outDir)) {
    const lang = langOf(file);
    if (!lang) continue;
    const size = indexBytes(fs.readFileSync(path.join(outDir, file)));
    result[lang] ??= { files: [], raw: 0, gzip: 0 };
    result[lang].files.push(file);
    result[lang].raw += size.raw;
    result[lang].gzip += size.gzip;
  }
  return result;
}

/**
 * @typedef {{ digest: string, ino: number, size: number, mtimeMs: number }} FileState
 *   a file's SHA-256, and what tells that it is still the same file
 */

/**
 * The SHA-256 of every file under `dir`, by path relative to it: what `changedFiles` compares.
 * A file that `known` (an earlier call) saw with the same inode, size and time is not read again:
 * a build links the files it leaves unchanged from the last output, and that output is only
 * removed after the new one is complete, so no new file can have taken over one of its inodes.
 * @param {string} dir @param {ReadonlyMap<string, FileState>} [known]
 * @returns {Map<string, FileState>}
 */
export function fileDigests(dir, known) {
  /** @type {Map<string, FileState>} */
  const states = new Map();
  for (const file of listFiles(dir)) {
    const full = path.join(dir, file);
    const { ino, size, mtimeMs } = fs.statSync(full);
    const seen = known?.get(file);
    const same = seen && seen.ino === ino && seen.size === size && seen.mtimeMs === mtimeMs;
    states.set(file, same ? seen : { digest: createHash('sha256').update(fs.readFileSync(full)).digest('hex'), ino, size, mtimeMs });
  }
  return states;
}

/**
 * The files whose bytes differ between two `fileDigests` of one output, each as
 * `added <path>`, `removed <path>` or `changed <path>`, sorted by path.
 * @param {ReadonlyMap<string, FileState>} before @param {ReadonlyMap<string, FileState>} after
 * @returns {string[]}
 */
export function changedFiles(before, after) {
  const lines = [];
  for (const [file, state] of after) {
    if (!before.has(file)) lines.push(['added', file]);
    else if (before.get(file)?.digest !== state.digest) lines.push(['changed', file]);
  }
  for (const file of before.keys()) if (!after.has(file)) lines.push(['removed', file]);
  return lines.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : 1)).map(([kind, file]) => `${kind} ${file}`);
}
