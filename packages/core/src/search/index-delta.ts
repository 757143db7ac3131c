/**
 * An edit build's split index: the last output's posting chunks stay as they were cut, the pages
 * changed since then go into one delta file laid over them (`posting-delta.ts`), and only the head,
 * the delta and the changed pages' records are written. The reader's postings, words and records
 * are a cold build's; its bytes are not, so a delta past `MAX_DELTA_BYTES` or a change to the
 * page list has the index cut again from every page (`split-index.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deltaFile, isSplitIndexHead, type PostingChunk, type PostingDelta, recordFile, type SearchIndexMeta } from '@quire/shared';
import { type ChangedPage, postingDelta, wordsAfterDelta } from './posting-delta.js';
import { CHUNK_BYTES, contentHash, headFile, type SplitIndexFile, splitIndexDir, splitIndexFiles } from './split-index.js';

/** Delta bytes past which the chunks are cut again: every query fetches the delta. */
const MAX_DELTA_BYTES = CHUNK_BYTES;

/** A page changed since the chunks were cut: its id, and its key and part then. */
export type BasePage = [id: number, key: string, part: string];

/** What the cache kept of the last build's index. */
export interface LastIndex {
  /** Each file's name and the sha1 of its bytes; the head first. */
  files: Array<[file: string, hash: string]>;
  /** Each page's key and record file, in page order. */
  pages: Array<[key: string, file: string]>;
  /** The pages its delta held. */
  base: BasePage[];
}

export interface DeltaIndex {
  /** The head, the delta and the changed pages' records: bytes at hand. */
  fresh: SplitIndexFile[];
  /** The last output's files this index keeps (chunks and unchanged records), with their sha1. */
  kept: Array<[file: string, hash: string]>;
  /** Each page's record file, in page order. */
  records: string[];
  base: BasePage[];
  /** Every file of the index from the pages' parts, for when the last output's cannot be kept. */
  files(): Promise<SplitIndexFile[]>;
}

/** The last output's file when it still holds the bytes its name's hash says; undefined otherwise. */
export function readNamed(lastOut: string, file: string): string | undefined {
  const hash = /\.([0-9a-f]+)\.json$/.exec(file)?.[1];
  try {
    const text = readFileSync(path.join(lastOut, file), 'utf8');
    return hash && contentHash(text, hash.length) === hash ? text : undefined;
  } catch {
    return undefined;
  }
}

const parsed = <T>(text: string | undefined): T | undefined => (text === undefined ? undefined : (JSON.parse(text) as T));

/**
 * The index with the last build's chunks and a delta for the pages whose key differs from the one
 * they had when the chunks were cut; undefined when it cannot be had that way. `pack` makes a
 * page's part from its text.
 */
export async function deltaIndex(
  meta: SearchIndexMeta,
  last: LastIndex,
  lastOut: string,
  pageKeys: readonly string[],
  pack: (id: number) => Promise<string>,
): Promise<DeltaIndex | undefined> {
  if (last.pages.length !== pageKeys.length || !last.files.length) return undefined;
  const lastHead: unknown = parsed(readNamed(lastOut, last.files[0][0]));
  const dir = splitIndexDir(meta);
  if (!isSplitIndexHead(lastHead) || lastHead.dir !== dir || lastHead.pages.length !== pageKeys.length) return undefined;
  const lastDelta = lastHead.delta ? parsed<PostingDelta>(readNamed(lastOut, `static/search/${deltaFile(dir, lastHead.delta)}`)) : {};
  if (!lastDelta) return undefined;
  const baseOf = new Map(last.base.map(([id, key, part]) => [id, { key, part }]));
  const lastRecord = (id: number) => readNamed(lastOut, last.pages[id][1]);

  const changed: ChangedPage[] = [];
  const base: BasePage[] = [];
  /** The current parts of the pages whose record is not the last build's. */
  const renamed = new Map<number, string>();
  for (let id = 0; id < pageKeys.length; id++) {
    const then = baseOf.get(id);
    const key = pageKeys[id];
    const lastKey = last.pages[id][0];
    if (key === lastKey && !then) continue;
    if (key === (then?.key ?? lastKey)) {
      // Back to what the chunks hold.
      if (then && key !== lastKey) renamed.set(id, then.part);
      continue;
    }
    const current = key === lastKey ? lastRecord(id) : await pack(id);
    const basePart = then?.part ?? lastRecord(id);
    if (current === undefined || basePart === undefined) return undefined;
    if (key !== lastKey) renamed.set(id, current);
    changed.push({ id, base: basePart, current });
    base.push([id, then?.key ?? lastKey, basePart]);
  }

  const delta = postingDelta(changed);
  const deltaJson = Object.keys(delta).length ? JSON.stringify(delta) : undefined;
  if (deltaJson && deltaJson.length > MAX_DELTA_BYTES) return undefined;
  const chunks = new Map<string, PostingChunk | undefined>();
  const readChunk = (hash: string) => {
    if (!chunks.has(hash)) chunks.set(hash, parsed<PostingChunk>(readNamed(lastOut, `static/search/${dir}/t.${hash}.json`)));
    return chunks.get(hash);
  };
  const words = wordsAfterDelta(lastHead, lastDelta, delta, readChunk);
  if (!words) return undefined;

  // A record's short hash stands when no other page has it, as in a cold build.
  const hashes = [...lastHead.pages];
  const taken = new Set(hashes);
  if (hashes.some((h) => h.length !== 8) || taken.size !== hashes.length) return undefined;
  for (const [id, part] of renamed) {
    const hash = contentHash(part, 8);
    taken.delete(hashes[id]);
    if (taken.has(hash)) return undefined;
    taken.add(hash);
    hashes[id] = hash;
  }

  const deltaHash = deltaJson === undefined ? undefined : contentHash(deltaJson, 10);
  const head = headFile(meta, { pages: hashes, ...words, chunks: lastHead.chunks, delta: deltaHash });
  const records = hashes.map((hash) => `static/search/${recordFile(dir, hash)}`);
  const fresh = [
    head,
    ...(deltaJson && deltaHash ? [{ file: `static/search/${deltaFile(dir, deltaHash)}`, json: deltaJson }] : []),
    ...[...renamed].map(([id, json]) => ({ file: records[id], json })),
  ];
  const written = new Set(fresh.map((f) => f.file));
  const wanted = new Set(records);
  const isChunk = (file: string) => file.startsWith(`static/search/${dir}/t.`);
  const kept = last.files.filter(([file]) => !written.has(file) && (isChunk(file) || wanted.has(file)));
  return {
    fresh,
    kept,
    records,
    base,
    async files() {
      const parts = await Promise.all(pageKeys.map((_key, id) => pack(id)));
      const baseParts = [...parts];
      for (const [id, , part] of base) baseParts[id] = part;
      const cut = splitIndexFiles(meta, baseParts).files.filter((f) => isChunk(f.file));
      const all = new Map([...fresh, ...cut, ...parts.map((json, id) => ({ file: records[id], json }))].map((f) => [f.file, f]));
      return [...all.values()];
    },
  };
}
