/**
 * The files of one language's split search index (`search-split-index.ts` in the shared code)
 * from its pages' packed parts: a record file per page, posting chunks of the pages' terms, the
 * tables naming them (in shards or a file of their own when long), and the head. Every name but
 * the head's comes from a content hash.
 */
import { createHash } from 'node:crypto';
import {
  compareTerms,
  cutChunks,
  HEAD_ENTRIES,
  isNumber,
  type PageTerm,
  postingFile,
  RECORD_GROUP,
  recordFile,
  SPLIT_INDEX_FORMAT,
  type SplitIndexHead,
  type SearchIndexMeta,
  groupTableFile,
  type TermRanges,
  termShardFile,
} from '@quire/shared';
import { postingTable } from './posting-table.js';

/** Posting bytes a chunk aims at: a few kilobytes gzip, one request per query term. */
export const CHUNK_BYTES = 12_000;

export interface SplitIndexFile {
  file: string;
  json: string;
}

/** The first `length` hex digits of the text's sha256: what names its file. */
export const contentHash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** The folder of one index's chunk and record files, under `static/search/`. */
export function splitIndexDir({ lang, version }: Pick<SearchIndexMeta, 'lang' | 'version'>): string {
  return version ? `${version}.${lang}` : lang;
}

/**
 * Each record group's hash: of its pages' parts joined by newlines, so a cut of changed pages
 * renames their groups' records only. Hashed part by part: a joined (or prefixed) part would be copied.
 */
function groupHashes(parts: readonly string[]): string[] {
  const groups: string[] = [];
  for (let i = 0; i < parts.length; i += RECORD_GROUP) {
    const hash = createHash('sha256');
    parts.slice(i, i + RECORD_GROUP).forEach((part, j) => {
      if (j > 0) hash.update('\n');
      hash.update(part);
    });
    groups.push(hash.digest('hex').slice(0, 10));
  }
  return groups;
}

/**
 * Posting chunks per term-table shard: the head names at most `HEAD_ENTRIES` shards, and a
 * shard holds a few dozen chunks at least, so a small table is one shard or none.
 */
function chunksPerShard(chunks: number): number {
  return Math.max(Math.ceil(chunks / HEAD_ENTRIES), 16);
}

/** The head file's name: the one file of the index that an edit always renames. */
export function splitIndexHeadFile(meta: Pick<SearchIndexMeta, 'lang' | 'version'>, json: string): string {
  return `static/search/${splitIndexDir(meta)}.${contentHash(json, 10)}.json`;
}

/** The head's file, its fields in the order every build writes them. */
export function headFile(
  meta: SearchIndexMeta,
  fields: Pick<SplitIndexHead, 'pageCount' | 'latin' | 'cyrillic' | 'terms' | 'groups' | 'delta'>,
): SplitIndexFile {
  const head: SplitIndexHead = {
    format: SPLIT_INDEX_FORMAT,
    ...meta,
    dir: splitIndexDir(meta),
    pageCount: fields.pageCount,
    latin: fields.latin,
    cyrillic: fields.cyrillic,
    terms: fields.terms,
    groups: fields.groups,
    ...(fields.delta ? { delta: fields.delta } : {}),
  };
  const json = JSON.stringify(head);
  return { file: splitIndexHeadFile(meta, json), json };
}

export interface SplitIndex {
  /** The head first. */
  files: SplitIndexFile[];
  /** Each page's record file, in page order. */
  records: string[];
}

/** Receives each file of an index as it is cut, the head last, each name once. */
export type SplitIndexSink = (file: SplitIndexFile) => void;

/** The index's files from its pages' packed parts, in page order. */
export function splitIndexFiles(meta: SearchIndexMeta, parts: readonly string[]): SplitIndex {
  const files: SplitIndexFile[] = [];
  const { head, records } = cutSplitIndex(meta, parts, (file) => files.push(file));
  return { files: [head, ...files.slice(0, -1)], records };
}

/**
 * The index's files from its pages' packed parts, each handed to `sink` as soon as it is made, so
 * a sink that writes them out holds no chunk longer than it takes to write it. Returns the head
 * (also the last file handed) and each page's record file, in page order.
 */
export function cutSplitIndex(meta: SearchIndexMeta, parts: readonly string[], sink: SplitIndexSink): { head: SplitIndexFile; records: string[] } {
  const dir = splitIndexDir(meta);
  const groups = groupHashes(parts);
  const written = new Set<string>();
  const add = (file: string, json: string) => {
    if (!written.has(file)) sink({ file, json });
    written.add(file);
    return file;
  };
  const records = parts.map((json, p) => add(`static/search/${recordFile(dir, groups, p)}`, json));
  const table = postingTable(parts);
  const sorted = [...table.terms].sort(compareTerms);
  const chunks: TermRanges = cutChunks(sorted, (term) => term.length + 4 + 4 * table.postings(term).length, CHUNK_BYTES).map((terms, i) => {
    const json = JSON.stringify(Object.fromEntries(terms.map((t) => [t, Array.from(table.postings(t))])));
    const hash = contentHash(json, 10);
    add(`static/search/${postingFile(dir, hash)}`, json);
    return [i === 0 ? '' : terms[0], hash];
  });
  const words = (script: PageTerm['script']) => sorted.filter((t) => table.script(t) === script && !isNumber(t));
  const head = headFile(meta, {
    pageCount: parts.length,
    latin: words('latin'),
    cyrillic: words('cyrillic'),
    terms: chunks.length <= HEAD_ENTRIES ? { chunks } : { shards: termShards(chunks, dir, add) },
    groups: groups.length <= HEAD_ENTRIES ? { hashes: groups } : { table: groupTable(groups, dir, add) },
  });
  sink(head);
  return { head, records };
}

type AddFile = (file: string, json: string) => string;

/** The term table cut into shards by term range, each written as a file. */
function termShards(chunks: TermRanges, dir: string, add: AddFile): TermRanges {
  const per = chunksPerShard(chunks.length);
  const shards: TermRanges = [];
  for (let i = 0; i < chunks.length; i += per) {
    const shard = chunks.slice(i, i + per);
    const json = JSON.stringify(shard);
    const hash = contentHash(json, 10);
    add(`static/search/${termShardFile(dir, hash)}`, json);
    shards.push([shard[0][0], hash]);
  }
  return shards;
}

/** The record groups' hashes written as a file: the head names it. */
function groupTable(groups: string[], dir: string, add: AddFile): string {
  const json = JSON.stringify(groups);
  const hash = contentHash(json, 10);
  add(`static/search/${groupTableFile(dir, hash)}`, json);
  return hash;
}
