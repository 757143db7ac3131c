/**
 * The search index files kept between builds. `.quire/cache/search-indexes.json` records, per
 * index, the hash of everything the packing reads (the packing code, the index's language,
 * version and domain, and each page's key: its route, title, outline and its text's sha1), the
 * files' names and the sha1 of their bytes. When the hash is the same, the last output's files are
 * kept (`utils/output-file.ts` knows they still hold those bytes) instead of packing and comparing
 * them. When a page changed, only the pages whose key is new are packed, and only their texts
 * read: the others' parts are read from the last output's record files, each used only when it
 * still has the bytes' hash the cache recorded for it and the packing code is the same. Either way
 * the bytes are those of a full rebuild (`split-index.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData, SearchIndexInfo } from '@quire/shared';
import { codeFingerprint, readJsonMap, sha1, writeJsonMap } from '../utils/files.js';
import type { OutputWriter } from '../utils/output-file.js';
import { type IndexGrouping, type SearchIndexGroup, searchIndexGroups, searchPageJson } from './build-index.js';
import { type SplitIndexFile, splitIndexFiles } from './split-index.js';

interface Entry {
  key: string;
  /** Each file's name and the sha1 of its bytes; the head first. */
  files: Array<[file: string, hash: string]>;
  /** The packing code's fingerprint the pages' parts were made with. */
  packing: string;
  /** Each page's key, its record file and the sha1 of the record's bytes, in page order. */
  pages: Array<[key: string, file: string, hash: string]>;
}

/** An index of this build: its head's name, its files' names and, when the cache knows them, their hashes, and their bytes when they must be written. */
export interface SearchIndexOutput {
  info: SearchIndexInfo;
  /** Each file's sha1, when the cache knows them all. */
  knownHashes?: ReadonlyArray<readonly [file: string, hash: string]>;
  files(): Promise<SplitIndexFile[]>;
}

/** Changes with the code that packs an index (this folder and `@quire/shared`). */
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

/** Hash of everything an index is packed from, given its pages' keys. */
function searchIndexKey({ lang, version }: SearchIndexGroup<SearchSource>, domain: string, pageKeys: readonly string[]): string {
  return sha1(`${packingFingerprint()}\0${domain}\0${version}\0${lang}\0${pageKeys.length}\0${pageKeys.join('\0')}`);
}

/** The pages' parts of the last index by page key, read from the last output's record files that still hold what the cache recorded. */
function lastParts(entry: Entry | undefined, lastOut: string | undefined): Map<string, string> {
  const parts = new Map<string, string>();
  if (!entry || !lastOut || entry.packing !== packingFingerprint() || !Array.isArray(entry.pages)) return parts;
  for (const [key, file, hash] of entry.pages) {
    let text: string;
    try {
      text = readFileSync(path.join(lastOut, file), 'utf8');
    } catch {
      continue;
    }
    if (sha1(text) === hash) parts.set(key, text);
  }
  return parts;
}

/** Where the search index cache is kept, and the output of the last build, whose record files it reads parts from. */
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
    const meta = { lang: group.lang, version: group.version, domain };
    const built = async () => splitIndexFiles(meta, await Promise.all(group.pages.map(packedPart))).files;
    const info = (files: ReadonlyArray<SplitIndexFile | readonly [string, string]>) => ({
      lang: group.lang,
      version: group.version,
      file: Array.isArray(files[0]) ? files[0][0] : (files[0] as SplitIndexFile).file,
    });
    if (!cache) {
      const files = await built();
      return { info: info(files), files: handedOnce(built, files) };
    }
    const pageKeys = group.pages.map(searchPageKey);
    const key = searchIndexKey(group, domain, pageKeys);
    const known = last.get(id);
    if (known && known.key === key && Array.isArray(known.files)) {
      next.set(id, known);
      return { info: info(known.files), knownHashes: known.files, files: built };
    }
    const reused = lastParts(known, cache.lastOut);
    const parts = await Promise.all(group.pages.map((page, i) => reused.get(pageKeys[i]) ?? packedPart(page)));
    const { files, records } = splitIndexFiles(meta, parts);
    next.set(id, {
      key,
      files: files.map((f) => [f.file, sha1(Buffer.from(f.json))]),
      packing: packingFingerprint(),
      pages: records.map((file, i) => [pageKeys[i], file, sha1(parts[i])]),
    });
    return { info: info(files), files: handedOnce(built, files) };
  }
}

/** Files handed over once, to be written: a large site's index is not held for the rest of the build. */
function handedOnce(built: () => Promise<SplitIndexFile[]>, packed: SplitIndexFile[]): () => Promise<SplitIndexFile[]> {
  let held: SplitIndexFile[] | undefined = packed;
  return async () => {
    const files = held ?? (await built());
    held = undefined;
    return files;
  };
}

/** Writes an index's files into the output, or links the last output's when they are the same. */
export async function writeSearchIndex(index: SearchIndexOutput, output: OutputWriter): Promise<void> {
  if (index.knownHashes?.every(([file, hash]) => output.keepKnown(file, hash))) return;
  for (const file of await index.files()) await output.write(file.file, file.json);
}
