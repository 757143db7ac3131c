/**
 * An edit build's split index: the last output's posting chunks, term-table shards, group table
 * and group records stay as they were cut, the pages changed since then go into one delta file
 * laid over them (`posting-delta.ts`) that also names each changed page's own record, and only the
 * head, the delta and the edited pages' records are written. The reader's postings, words and
 * records are a cold build's; its bytes are not, so a delta past `MAX_DELTA_BYTES` or a change to
 * the page list has the index cut again from every page (`split-index.ts`).
 */ import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  deltaFile,
  groupTableFile,
  type IndexDelta,
  isSplitIndexHead,
  type PostingChunk,
  pageRecordFile,
  postingFile,
  rangeOf,
  recordFile,
  type SearchIndexMeta,
  type SplitIndexHead,
  type TermRanges,
  termShardFile,
} from '@quire/shared';
import { sha1 } from '../utils/files.js';
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
  /** Each page's key, record file and the sha1 of the record's bytes, in page order. */
  pages: Array<[key: string, file: string, hash: string]>;
  /** The pages its delta held. */
  base: BasePage[];
}

export interface DeltaIndex {
  /** The head, the delta and the records of the pages edited since the last build: bytes at hand. */
  fresh: SplitIndexFile[];
  /** The last output's files this index keeps (what the last cut wrote but its head, and the edited pages' records still read), with their sha1. */
  kept: Array<[file: string, hash: string]>;
  /** Each page's record file and the sha1 of its bytes, in page order. */
  records: Array<[file: string, hash: string]>;
  base: BasePage[];
  /** Every file of the index from the pages' parts, for when the last output's cannot be kept. */
  files(): Promise<SplitIndexFile[]>;
}

/** The last output's file when it still holds the bytes its name's hash says; undefined otherwise. */
export function readNamed(lastOut: string, file: string): string | undefined {
  const hash = /\.([0-9a-f]+)\.json$/.exec(file)?.[1];
  const text = readOut(lastOut, file);
  return text !== undefined && hash && contentHash(text, hash.length) === hash ? text : undefined;
}

/** The last output's record file when it still holds the bytes whose sha1 the cache recorded; undefined otherwise. */
export function readRecord(lastOut: string, file: string, hash: string): string | undefined {
  const text = readOut(lastOut, file);
  return text !== undefined && sha1(text) === hash ? text : undefined;
}

function readOut(lastOut: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(lastOut, file), 'utf8');
  } catch {
    return undefined;
  }
}

const parsed = <T>(text: string | undefined): T | undefined => (text === undefined ? undefined : (JSON.parse(text) as T));

const searchFile = (file: string) => `static/search/${file}`;

/** The last head's record groups' hashes: in it, or in its group table. */
function lastGroups(lastOut: string, head: SplitIndexHead): string[] | undefined {
  if ('hashes' in head.groups) return head.groups.hashes;
  return parsed<string[]>(readNamed(lastOut, searchFile(groupTableFile(head.dir, head.groups.table))));
}

/** Reads the posting chunk a term is in through the last head's term table or its shards, each file read once. */
function chunkReader(lastOut: string, head: SplitIndexHead): (term: string) => PostingChunk | undefined {
  const files = new Map<string, unknown>();
  const read = <T>(file: string): T | undefined => {
    if (!files.has(file)) files.set(file, parsed<T>(readNamed(lastOut, searchFile(file))));
    return files.get(file) as T | undefined;
  };
  const { terms, dir } = head;
  return (term) => {
    const table = 'chunks' in terms ? terms.chunks : read<TermRanges>(termShardFile(dir, terms.shards[rangeOf(terms.shards, term)][1]));
    return table?.length ? read<PostingChunk>(postingFile(dir, table[rangeOf(table, term)][1])) : undefined;
  };
}

/**
 * The index with the last build's cut and a delta for the pages whose key differs from the one
 * they had when it was cut; undefined when it cannot be had that way. `pack` makes a page's part
 * from its text.
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
  if (!isSplitIndexHead(lastHead) || lastHead.dir !== dir || lastHead.pageCount !== pageKeys.length) return undefined;
  const noDelta: IndexDelta = { postings: {}, records: [] };
  const lastDelta = lastHead.delta ? parsed<IndexDelta>(readNamed(lastOut, searchFile(deltaFile(dir, lastHead.delta)))) : noDelta;
  const groups = lastGroups(lastOut, lastHead);
  if (!lastDelta || !groups) return undefined;
  const baseOf = new Map(last.base.map(([id, key, part]) => [id, { key, part }]));
  const lastRecord = (id: number) => readRecord(lastOut, last.pages[id][1], last.pages[id][2]);

  const changed: ChangedPage[] = [];
  const base: BasePage[] = [];
  /** Each page's record file and its bytes' sha1, in page order. */
  const records: Array<[file: string, hash: string]> = [];
  /** The changed pages' own records by page id and content hash, as the delta names them. */
  const own: IndexDelta['records'] = [];
  /** Those records whose bytes are new since the last build. */
  const edited: SplitIndexFile[] = [];
  for (let id = 0; id < pageKeys.length; id++) {
    const then = baseOf.get(id);
    const key = pageKeys[id];
    const lastKey = last.pages[id][0];
    if (key === lastKey && !then) {
      records.push([last.pages[id][1], last.pages[id][2]]);
      continue;
    }
    if (then && key === then.key) {
      // Back to what the cut holds: its group's record again.
      records.push([searchFile(recordFile(dir, groups, id)), sha1(then.part)]);
      continue;
    }
    const current = key === lastKey ? lastRecord(id) : await pack(id);
    const basePart = then?.part ?? lastRecord(id);
    if (current === undefined || basePart === undefined) return undefined;
    const hash = contentHash(current, 10);
    const file = searchFile(pageRecordFile(dir, hash));
    own.push([id, hash]);
    records.push([file, sha1(current)]);
    if (key !== lastKey) edited.push({ file, json: current });
    changed.push({ id, base: basePart, current });
    base.push([id, then?.key ?? lastKey, basePart]);
  }

  const postings = postingDelta(changed);
  const deltaJson = changed.length ? JSON.stringify({ postings, records: own } satisfies IndexDelta) : undefined;
  if (deltaJson && deltaJson.length > MAX_DELTA_BYTES) return undefined;
  const words = wordsAfterDelta(lastHead, lastDelta.postings, postings, chunkReader(lastOut, lastHead));
  if (!words) return undefined;

  const deltaHash = deltaJson === undefined ? undefined : contentHash(deltaJson, 10);
  const head = headFile(meta, { pageCount: pageKeys.length, ...words, terms: lastHead.terms, groups: lastHead.groups, delta: deltaHash });
  const fresh = [head, ...(deltaJson && deltaHash ? [{ file: searchFile(deltaFile(dir, deltaHash)), json: deltaJson }] : []), ...edited];
  const written = new Set(fresh.map((f) => f.file));
  const wanted = new Set(records.map(([file]) => file));
  const lastDeltaFile = lastHead.delta && searchFile(deltaFile(dir, lastHead.delta));
  /** What the cut wrote: every file but the head and an edit build's delta and edited records. */
  const isCut = (file: string) => file !== last.files[0][0] && file !== lastDeltaFile && !/\/r\.[0-9a-f]+\.json$/.test(file);
  const kept = last.files.filter(([file]) => !written.has(file) && (isCut(file) || wanted.has(file)));
  return {
    fresh,
    kept,
    records,
    base,
    async files() {
      const baseParts = await Promise.all(pageKeys.map((_key, id) => pack(id)));
      const ownFiles = changed.map(({ id, current }) => ({ file: records[id][0], json: current }));
      for (const [id, , part] of base) baseParts[id] = part;
      const cut = splitIndexFiles(meta, baseParts).files.slice(1);
      return [...new Map([...fresh, ...cut, ...ownFiles].map((f) => [f.file, f])).values()];
    },
  };
}
