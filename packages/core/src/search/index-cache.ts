/**
 * The search index files kept between builds: a language's index is packed again only when
 * something it is made of changed. `.quire/cache/search-indexes.json` records, per index, the
 * hash of everything the packing reads (each page's route, title, outline and text, the index's
 * language, version and domain, and the packing code itself), the file's name and the sha1 of
 * its bytes; when the hash is the same, the last output's file is linked (`utils/output-file.ts`
 * knows it still holds those bytes) instead of packing and comparing the whole index, the largest
 * file of a big site. The bytes are the same as a full rebuild's because the key covers every input.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchIndexInfo } from '@quire/runtime/shared';
import { listFiles, readJsonMap, sha1, writeJsonMap } from '../utils/files.js';
import type { OutputWriter } from '../utils/output-file.js';
import { buildSearchIndex, type SearchIndexGroup, searchIndexGroups, type SearchPage } from './build-index.js';

interface Entry {
  key: string;
  file: string;
  /** sha1 of the file's bytes. */
  hash: string;
}

/** An index file of this build: its name, and its bytes when they must be written. */
export interface SearchIndexOutput {
  info: SearchIndexInfo;
  /** sha1 of the bytes, when the cache knows them. */
  knownHash?: string;
  json(): string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const runtimeShared = path.join(path.dirname(createRequire(import.meta.url).resolve('@quire/runtime/package.json')), 'src/shared');

let fingerprint: string | undefined;

/** Changes with the code that packs an index (this folder and the runtime's shared code). */
function packingFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1');
  for (const file of [...listFiles(here), ...listFiles(runtimeShared)].sort()) hash.update(file).update(readFileSync(file));
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** Hash of everything an index file is packed from. */
export function searchIndexKey({ lang, version, pages }: SearchIndexGroup, domain: string): string {
  const hash = createHash('sha1').update(`${packingFingerprint()}\0${domain}\0${version}\0${lang}\0${pages.length}`);
  for (const { page, text } of pages) {
    hash.update(`\0${page.routePath}\0${page.title}\0${JSON.stringify(page.toc)}\0${text.length}\0`).update(text);
  }
  return hash.digest('hex');
}

/**
 * This build's index files, from the cache in `cacheFile` for the indexes whose inputs are
 * unchanged (none without a file), and records them there for the next build.
 */
export function searchIndexOutputs(pages: readonly SearchPage[], cacheFile: string | undefined, domain = ''): SearchIndexOutput[] {
  const last = cacheFile ? readJsonMap<Entry>(cacheFile) : new Map<string, Entry>();
  const next = new Map<string, Entry>();
  const outputs = searchIndexGroups(pages).map((group): SearchIndexOutput => {
    const id = `${group.version}\0${group.lang}`;
    const key = cacheFile ? searchIndexKey(group, domain) : '';
    const known = last.get(id);
    const built = () => buildSearchIndex(group, domain);
    if (known && known.key === key) {
      next.set(id, known);
      return { info: { lang: group.lang, version: group.version, file: known.file }, knownHash: known.hash, json: () => built().json };
    }
    const { info, json } = built();
    next.set(id, { key, file: info.file, hash: sha1(json) });
    // Handed over once, to be written: a large site's index is not held for the rest of the build.
    let packed: string | undefined = json;
    const handOver = () => {
      const bytes = packed ?? built().json;
      packed = undefined;
      return bytes;
    };
    return { info, json: handOver };
  });
  if (cacheFile) writeJsonMap(cacheFile, next);
  return outputs;
}

/** Writes an index file into the output, or links the last output's when it is the same. */
export async function writeSearchIndex(index: SearchIndexOutput, output: OutputWriter): Promise<void> {
  if (index.knownHash && output.keepKnown(index.info.file, index.knownHash)) return;
  await output.write(index.info.file, index.json());
}
