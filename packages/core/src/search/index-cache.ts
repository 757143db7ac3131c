/**
 * The search index files kept between builds. `.quire/cache/search-indexes.json` records, per
 * index, the hash of everything the packing reads (the packing code, the index's language,
 * version and domain, and each page's key: its route, title, outline and text), the file's name
 * and the sha1 of its bytes. When the hash is the same, the last output's file is kept
 * (`utils/output-file.ts` knows it still holds those bytes) instead of packing and comparing the
 * whole index, the largest file of a big site. When a page changed, only the pages whose key is
 * new are packed: the others' parts are cut from the last output's index file, used only while
 * its bytes have the recorded checksum and the packing code is the same. An index's JSON is its
 * pages' parts joined (`build-index.ts`), so either way the bytes are those of a full rebuild.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchIndexInfo } from '@quire/runtime/shared';
import { checksum, checksumMatches } from '../utils/checksum.js';
import { foldersFingerprint, readJsonMap, sha1, writeJsonMap } from '../utils/files.js';
import type { OutputWriter } from '../utils/output-file.js';
import { type SearchIndexGroup, type SearchPage, searchIndexFile, searchIndexGroups, searchPageJson } from './build-index.js';

interface Entry {
  key: string;
  file: string;
  /** sha1 of the file's bytes. */
  hash: string;
  /** The packing code's fingerprint the pages' parts were made with. */
  packing: string;
  /** CRC-32 of the file's bytes (`utils/checksum.ts`): cheaper than its sha1 to check. */
  checksum: number;
  /** Each page's key and where its part is in the file's text: start, length. */
  pages: Array<[key: string, start: number, length: number]>;
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
  fingerprint ??= foldersFingerprint([here, runtimeShared]);
  return fingerprint;
}

/** Hash of everything a page's part of the index is packed from. */
function searchPageKey({ page, text }: SearchPage): string {
  return createHash('sha1')
    .update(`${page.routePath}\0${page.title}\0${JSON.stringify(page.toc)}\0${text.length}\0`)
    .update(text)
    .digest('hex');
}

/** Hash of everything an index file is packed from, given its pages' keys. */
function searchIndexKey({ lang, version }: SearchIndexGroup, domain: string, pageKeys: readonly string[]): string {
  return sha1(`${packingFingerprint()}\0${domain}\0${version}\0${lang}\0${pageKeys.length}\0${pageKeys.join('\0')}`);
}

/** The pages' parts of the last index by page key, read from the last output's file; none when it is missing, of other bytes or of other packing code. */
function lastParts(entry: Entry | undefined, lastOut: string | undefined): Map<string, string> {
  const parts = new Map<string, string>();
  if (!entry || !lastOut || entry.packing !== packingFingerprint() || !Array.isArray(entry.pages)) return parts;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(lastOut, entry.file));
  } catch {
    return parts;
  }
  if (!checksumMatches(bytes, entry.checksum)) return parts;
  const text = bytes.toString('utf8');
  for (const [key, start, length] of entry.pages) parts.set(key, text.slice(start, start + length));
  return parts;
}

/** Where each part is in `json` (the parts joined by commas, after the fields said once). */
function partPlaces(json: string, pageKeys: readonly string[], parts: readonly string[]): Entry['pages'] {
  let at = json.length - 2 - parts.reduce((sum, part) => sum + part.length, 0) - Math.max(parts.length - 1, 0);
  return parts.map((part, i) => {
    const place: [string, number, number] = [pageKeys[i], at, part.length];
    at += part.length + 1;
    return place;
  });
}

/** Where the search index cache is kept, and the output of the last build, whose index files it reads parts from. */
export interface SearchIndexCache {
  file: string;
  lastOut: string | undefined;
}

/**
 * This build's index files, from the cache for the indexes whose inputs are unchanged (none
 * without one), and records them there for the next build.
 */
export function searchIndexOutputs(pages: readonly SearchPage[], cache: SearchIndexCache | undefined, domain = ''): SearchIndexOutput[] {
  const last = cache ? readJsonMap<Entry>(cache.file) : new Map<string, Entry>();
  const next = new Map<string, Entry>();
  const outputs = searchIndexGroups(pages).map((group): SearchIndexOutput => {
    const id = `${group.version}\0${group.lang}`;
    const built = () => searchIndexFile(group, domain, group.pages.map(searchPageJson));
    if (!cache) return { info: built().info, json: handedOnce(built) };
    const pageKeys = group.pages.map(searchPageKey);
    const key = searchIndexKey(group, domain, pageKeys);
    const known = last.get(id);
    if (known && known.key === key) {
      next.set(id, known);
      return { info: { lang: group.lang, version: group.version, file: known.file }, knownHash: known.hash, json: () => built().json };
    }
    const reused = lastParts(known, cache.lastOut);
    const parts = group.pages.map((page, i) => reused.get(pageKeys[i]) ?? searchPageJson(page));
    const index = searchIndexFile(group, domain, parts);
    const bytes = Buffer.from(index.json);
    const places = partPlaces(index.json, pageKeys, parts);
    next.set(id, { key, file: index.info.file, hash: sha1(bytes), packing: packingFingerprint(), checksum: checksum(bytes), pages: places });
    return { info: index.info, json: handedOnce(built, index.json) };
  });
  if (cache) writeJsonMap(cache.file, next);
  return outputs;
}

/** Bytes handed over once, to be written: a large site's index is not held for the rest of the build. */
function handedOnce(built: () => { json: string }, packed: string | undefined = built().json): () => string {
  let held: string | undefined = packed;
  return () => {
    const bytes = held ?? built().json;
    held = undefined;
    return bytes;
  };
}

/** Writes an index file into the output, or links the last output's when it is the same. */
export async function writeSearchIndex(index: SearchIndexOutput, output: OutputWriter): Promise<void> {
  if (index.knownHash && output.keepKnown(index.info.file, index.knownHash)) return;
  await output.write(index.info.file, index.json());
}
