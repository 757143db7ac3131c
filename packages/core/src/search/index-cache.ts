/**
 * The search index files kept between builds. `.quire/cache/search-indexes.json` records, per
 * index, the hash of everything the packing reads (the packing code, the index's language,
 * version and domain, and each page's key: its route, title, outline and its text's sha1), the file's name
 * and the sha1 of its bytes. When the hash is the same, the last output's file is kept
 * (`utils/output-file.ts` knows it still holds those bytes) instead of packing and comparing the
 * whole index, the largest file of a big site. When a page changed, only the pages whose key is
 * new are packed, and only their texts read: the others' parts are cut from the last output's index file, used only while
 * its bytes have the recorded checksum and the packing code is the same. An index's JSON is its
 * pages' parts joined (`build-index.ts`), so either way the bytes are those of a full rebuild.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData, SearchIndexInfo } from '@quire/runtime/shared';
import { checksum, checksumMatches } from '../utils/checksum.js';
import { codeFingerprint, readJsonMap, sha1, writeJsonMap } from '../utils/files.js';
import type { OutputWriter } from '../utils/output-file.js';
import { type IndexGrouping, type SearchIndexGroup, searchIndexFile, searchIndexGroups, searchPageJson } from './build-index.js';

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
  json(): Promise<string>;
}

/** Changes with the code that packs an index (this folder and the runtime's shared code). */
function packingFingerprint(): string {
  return codeFingerprint(import.meta.url);
}

/** A page as the build's index takes it: its data, its text's sha1, and the text, read only for a part packed anew. */
export interface SearchSource {
  page: PageData;
  textHash: string;
  text(): Promise<string>;
}

/** Hash of everything a page's part of the index is packed from. */
function searchPageKey({ page, textHash }: SearchSource): string {
  return sha1(`${page.routePath}\0${page.title}\0${JSON.stringify(page.toc)}\0${textHash}`);
}

async function packedPart({ page, text }: SearchSource): Promise<string> {
  return searchPageJson({ page, text: await text() });
}

/** Hash of everything an index file is packed from, given its pages' keys. */
function searchIndexKey({ lang, version }: SearchIndexGroup<SearchSource>, domain: string, pageKeys: readonly string[]): string {
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
export async function searchIndexOutputs(
  pages: readonly SearchSource[],
  cache: SearchIndexCache | undefined,
  domain = '',
  grouping?: IndexGrouping,
): Promise<SearchIndexOutput[]> {
  const last = cache ? readJsonMap<Entry>(cache.file) : new Map<string, Entry>();
  const next = new Map<string, Entry>();
  const outputs: SearchIndexOutput[] = [];
  for (const group of searchIndexGroups(pages, grouping)) outputs.push(await groupOutput(group));
  if (cache) writeJsonMap(cache.file, next);
  return outputs;

  async function groupOutput(group: SearchIndexGroup<SearchSource>): Promise<SearchIndexOutput> {
    const id = `${group.version}\0${group.lang}`;
    const built = async () => searchIndexFile(group, domain, await Promise.all(group.pages.map(packedPart)));
    if (!cache) {
      const index = await built();
      return { info: index.info, json: handedOnce(built, index.json) };
    }
    const pageKeys = group.pages.map(searchPageKey);
    const key = searchIndexKey(group, domain, pageKeys);
    const known = last.get(id);
    if (known && known.key === key) {
      next.set(id, known);
      return { info: { lang: group.lang, version: group.version, file: known.file }, knownHash: known.hash, json: async () => (await built()).json };
    }
    const reused = lastParts(known, cache.lastOut);
    const parts = await Promise.all(group.pages.map((page, i) => reused.get(pageKeys[i]) ?? packedPart(page)));
    const index = searchIndexFile(group, domain, parts);
    const bytes = Buffer.from(index.json);
    const places = partPlaces(index.json, pageKeys, parts);
    next.set(id, { key, file: index.info.file, hash: sha1(bytes), packing: packingFingerprint(), checksum: checksum(bytes), pages: places });
    return { info: index.info, json: handedOnce(built, index.json) };
  }
}

/** Bytes handed over once, to be written: a large site's index is not held for the rest of the build. */
function handedOnce(built: () => Promise<{ json: string }>, packed: string): () => Promise<string> {
  let held: string | undefined = packed;
  return async () => {
    const bytes = held ?? (await built()).json;
    held = undefined;
    return bytes;
  };
}

/** Writes an index file into the output, or links the last output's when it is the same. */
export async function writeSearchIndex(index: SearchIndexOutput, output: OutputWriter): Promise<void> {
  if (index.knownHash && output.keepKnown(index.info.file, index.knownHash)) return;
  await output.write(index.info.file, await index.json());
}
