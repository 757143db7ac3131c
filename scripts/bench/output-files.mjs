/** What a build wrote: HTML pages, the search index files per language, and which files an edit changed. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bytesOf } from './page-weight.mjs';

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/')) : [];
}

export function countHtml(outDir) {
  return listFiles(outDir).filter((f) => f.endsWith('.html')).length;
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
    const size = bytesOf(fs.readFileSync(path.join(outDir, file)));
    result[lang] ??= { files: [], raw: 0, gzip: 0 };
    result[lang].files.push(file);
    result[lang].raw += size.raw;
    result[lang].gzip += size.gzip;
  }
  return result;
}

/**
 * The SHA-256 of every file under `dir`, by path relative to it: what `changedFiles` compares.
 * @returns {Map<string, string>}
 */
export function fileDigests(dir) {
  return new Map(listFiles(dir).map((file) => [file, createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex')]));
}

/**
 * The files whose bytes differ between two `fileDigests` of one output, each as
 * `added <path>`, `removed <path>` or `changed <path>`, sorted by path.
 * @param {ReadonlyMap<string, string>} before @param {ReadonlyMap<string, string>} after
 * @returns {string[]}
 */
export function changedFiles(before, after) {
  const lines = [];
  for (const [file, digest] of after) {
    if (!before.has(file)) lines.push(['added', file]);
    else if (before.get(file) !== digest) lines.push(['changed', file]);
  }
  for (const file of before.keys()) if (!after.has(file)) lines.push(['removed', file]);
  return lines.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] < b[0] ? -1 : 1)).map(([kind, file]) => `${kind} ${file}`);
}
