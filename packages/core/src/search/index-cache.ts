/**
 * The search index files kept between builds. `.quire/cache/search-indexes.json` records, per
 * index, the hash of everything the packing reads (the packing code, the index's language,
 * version and domain, and each page's key: the compile's key that stands for its data and text, else its route, title,
 * outline and its text's sha1), the
 * files' names and the sha1 of their bytes. When the hash is the same, the last output's files are
 * kept (`utils/output-file.ts` knows they still hold those bytes) instead of packing and comparing
 * them. When a page changed, only the pages whose key is new are packed, and only their texts
 * read: the others' parts are read from the last output's record files, each used only when it
 * still has the bytes' hash the cache recorded for it and the packing code is the same. When the
 * pages are the same routes in the same order, the last chunks are kept and the changes go into a
 * delta file (`index-delta.ts`): the reader finds what a full rebuild's files give. Otherwise, or
 * once the delta grows too large, the bytes are those of a full rebuild (`split-index.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData, SearchIndexInfo, SearchIndexMeta } from '@quire/shared';
import { codeFingerprint, FILES_IN_FLIGHT, sha1 } from '../utils/files.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import { mapInParallel } from '../utils/in-parallel.js';
import type { OutputWriter } from '../utils/output-file.js';
import { groupByPlace, type IndexGrouping, type SearchIndexGroup, type SearchPlace, searchPageJson, searchPlace } from './build-index.js';
import { deltaIndex, type LastIndex, readRecord } from './index-delta.js';
import { cutSplitIndex, type SplitIndexFile, splitIndexFiles } from './split-index.js';

interface Entry extends LastIndex {
  key: string;
  /** The packing code's fingerprint the pages' parts were made with. */
  packing: string;
  /** Hash of the index's domain and its pages' routes in order: a delta needs the same. */
  layout: string;
}

/** An index of this build: its head's name, its files' names and, when the cache knows them, their hashes, and their bytes when they must be written. */
export interface SearchIndexOutput {
  info: SearchIndexInfo;
  /** The last output's files this index is made of, with their sha1, when the cache knows them. */
  knownHashes?: ReadonlyArray<readonly [file: string, hash: string]>;
  /** Files whose bytes are at hand, written before the known ones are kept. */
  fresh?: readonly SplitIndexFile[];
  /** Every file of the index, written as it was cut into a folder of the build's own (`dir`, by the output's path), with its sha1: moved into the output. */
  spilled?: { dir: string; files: ReadonlyArray<readonly [file: string, hash: string]> };
  /** Every file of the index, for when the known ones cannot be kept. */
  files(): Promise<SplitIndexFile[]>;
}

/** Changes with the code that packs an index (this folder and `@quire/shared`). */
function packingFingerprint(): string {
  return codeFingerprint(import.meta.url);
}

/**
 * A page as the build's index takes it: where its part goes, its data, its text's sha1, and the text; the data is made
 * and the text read only for a part packed anew, and a page's key needs neither when the compile's key stands for it.
 */
export interface SearchSource {
  place: SearchPlace;
  page(): PageData;
  /**
   * Stands for the page data and text when the compile's key does (`CompiledEntry.dataKey`: a compile of one text with
   * one set of options gives one search text): the outline is then not serialized, nor the text's sha1 asked for.
   */
  dataKey?: string;
  textHash(): string;
  text(): Promise<string>;
}

/** A source of a page whose data is at hand. */
export function searchSourceOf(page: PageData, source: { dataKey?: string; textHash: string; text(): Promise<string> }): SearchSource {
  return { place: searchPlace(page), page: () => page, dataKey: source.dataKey, textHash: () => source.textHash, text: source.text };
}

/** Hash of everything a page's part of the index is packed from. */
function searchPageKey(source: SearchSource): string {
  if (source.dataKey !== undefined) return sha1(`data\0${source.dataKey}`);
  const page = source.page();
  return sha1(`${page.routePath}\0${page.title}\0${JSON.stringify(page.toc)}\0${source.textHash()}`);
}

async function packedPart(source: SearchSource): Promise<string> {
  return searchPageJson({ page: source.page(), text: await source.text() });
}

/** Hash of everything an index is packed from, given its pages' keys. */
function searchIndexKey({ lang, version }: SearchIndexGroup<SearchSource>, domain: string, pageKeys: readonly string[]): string {
  return sha1(`${packingFingerprint()}\0${domain}\0${version}\0${lang}\0${pageKeys.length}\0${pageKeys.join('\0')}`);
}

/** Hash of what ties a page's id to its place: the index's domain and its pages' routes in order. */
function indexLayout(group: SearchIndexGroup<SearchSource>, domain: string): string {
  return sha1(`${domain}\0${group.pages.map((p) => p.place.routePath).join('\0')}`);
}

/** Whether the cache's entry was written by this packing code, in the shape this code reads. */
const usable = (entry: Entry | undefined): entry is Entry =>
  entry?.packing === packingFingerprint() && Array.isArray(entry.pages) && Array.isArray(entry.files) && Array.isArray(entry.base);

/** The pages' parts of the last index by page key, read from the last output's record files that still hold what the cache recorded. */
function lastParts(entry: Entry | undefined, lastOut: string | undefined): Map<string, string> {
  const parts = new Map<string, string>();
  if (!usable(entry) || !lastOut) return parts;
  for (const [key, file, hash] of entry.pages) {
    const text = readRecord(lastOut, file, hash);
    if (text !== undefined) parts.set(key, text);
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
 * without one), and records them there for the next build. `spillDir`: where an index cut afresh
 * is written as soon as it is cut (on the output's file system), so no language's files are held
 * in memory while the next is cut and until the output takes them.
 */
export async function searchIndexOutputs(
  pages: readonly SearchSource[],
  cache: SearchIndexCache | undefined,
  domain = '',
  grouping?: IndexGrouping,
  spillDir?: string,
): Promise<SearchIndexOutput[]> {
  const last = cache ? readJsonMap<Entry>(cache.file) : new Map<string, Entry>();
  const next = new Map<string, Entry>();
  const outputs: SearchIndexOutput[] = [];
  for (const group of groupByPlace(pages, (source) => source.place, grouping)) outputs.push(await groupOutput(group));
  if (cache) writeJsonMap(cache.file, next, last);
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
    /** The output of an index cut afresh: spilled to disk when it may be, else handed over once. */
    const output = (cut: IndexCut): SearchIndexOutput =>
      'spilled' in cut
        ? { info: info(cut.hashes), spilled: { dir: cut.spilled, files: cut.hashes }, files: built }
        : { info: info(cut.hashes), files: handedOnce(built, cut.files) };
    if (!cache) return output(cutIndex(meta, await Promise.all(group.pages.map(packedPart)), spillDir));
    const pageKeys = group.pages.map(searchPageKey);
    const key = searchIndexKey(group, domain, pageKeys);
    const known = last.get(id);
    // An index with a delta is made again from it below: a full rebuild would not give its files.
    if (known && known.key === key && Array.isArray(known.files) && !known.base?.length) {
      next.set(id, known);
      return { info: info(known.files), knownHashes: known.files, files: built };
    }
    const layout = indexLayout(group, domain);
    const pack = (i: number) => packedPart(group.pages[i]);
    const delta =
      usable(known) && known.layout === layout && cache.lastOut ? await deltaIndex(meta, known, cache.lastOut, pageKeys, pack) : undefined;
    if (delta) {
      next.set(id, {
        key,
        files: [...delta.fresh.map((f): [string, string] => [f.file, sha1(Buffer.from(f.json))]), ...delta.kept],
        packing: packingFingerprint(),
        layout,
        pages: delta.records.map(([file, hash], i) => [pageKeys[i], file, hash]),
        base: delta.base,
      });
      return { info: info(delta.fresh), knownHashes: delta.kept, fresh: delta.fresh, files: () => delta.files() };
    }
    const packed = await packAnew(group, meta, pageKeys, lastParts(known, cache.lastOut), spillDir);
    next.set(id, { ...packed.entry, key, layout });
    return output(packed.cut);
  }
}

/**
 * Every file of an index cut afresh, each page's part taken from `reused` or packed, with the
 * cache's record of them. A function of its own: a closure the build keeps (`built`) would
 * otherwise hold the context with every page's part for the rest of the build.
 */
async function packAnew(
  group: SearchIndexGroup<SearchSource>,
  meta: SearchIndexMeta,
  pageKeys: readonly string[],
  reused: ReadonlyMap<string, string>,
  spillDir: string | undefined,
): Promise<{ cut: IndexCut; entry: Omit<Entry, 'key' | 'layout'> }> {
  const parts = await Promise.all(group.pages.map((page, i) => reused.get(pageKeys[i]) ?? packedPart(page)));
  const cut = cutIndex(meta, parts, spillDir);
  const entry = {
    files: cut.hashes,
    packing: packingFingerprint(),
    pages: cut.records.map((file, i): [string, string, string] => [pageKeys[i], file, sha1(parts[i])]),
    base: [],
  };
  return { cut, entry };
}

/** An index cut afresh: its files' names and sha1s, the head first, each page's record file, and the files themselves or the folder they were written into. */
type IndexCut = { hashes: Array<[file: string, hash: string]>; records: string[] } & ({ files: SplitIndexFile[] } | { spilled: string });

/**
 * The index's files cut from its pages' parts: into `spillDir` by their output paths as each is
 * cut (on the output's file system, so no chunk is held while the rest are cut), or kept.
 */
function cutIndex(meta: SearchIndexMeta, parts: readonly string[], spillDir: string | undefined): IndexCut {
  if (!spillDir) {
    const { files, records } = splitIndexFiles(meta, parts);
    return { files, records, hashes: files.map((f) => [f.file, sha1(Buffer.from(f.json))]) };
  }
  const hashes: Array<[string, string]> = [];
  const made = new Set<string>();
  const { records } = cutSplitIndex(meta, parts, ({ file, json }) => {
    const target = path.join(spillDir, file);
    if (!made.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
    made.add(path.dirname(target));
    const bytes = Buffer.from(json);
    writeFileSync(target, bytes);
    hashes.push([file, sha1(bytes)]);
  });
  // The cut hands the head last; every list of an index's files names it first.
  return { hashes: [...hashes.slice(-1), ...hashes.slice(0, -1)], records, spilled: spillDir };
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
  const writeEach = (files: readonly SplitIndexFile[]) => mapInParallel(files, FILES_IN_FLIGHT, (file) => output.write(file.file, file.json));
  await writeEach(index.fresh ?? []);
  if (index.knownHashes?.every(([file, hash]) => output.keepKnown(file, hash))) return;
  const { spilled } = index;
  if (spilled) {
    await mapInParallel(spilled.files, FILES_IN_FLIGHT, ([file, hash]) => output.moveIn(file, path.join(spilled.dir, file), hash));
    return;
  }
  await writeEach(await index.files());
}
