/** What a build wrote: HTML pages, and the search index files per language. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bytesOf } from './page-weight.mjs';

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir) {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/')) : [];
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
