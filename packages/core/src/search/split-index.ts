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
  FLAG_BITS,
  HEAD_ENTRIES,
  isNumber,
  type PackedPage,
  type PageTerm,
  pageTerms,
  postingFile,
  RECORD_GROUP,
  recordFile,
  SPLIT_INDEX_FORMAT,
  type SplitIndexHead,
  type SearchIndexMeta,
  groupTableFile,
  type TermRanges,
  termShardFile,
  unpackSearchPage,
} from '@quire/shared';

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

/** Each record group's hash: of its pages' parts, so a cut of changed pages renames their groups' records only. */
function groupHashes(parts: readonly string[]): string[] {
  const groups: string[] = [];
  for (let i = 0; i < parts.length; i += RECORD_GROUP) groups.push(contentHash(parts.slice(i, i + RECORD_GROUP).join('\n'), 10));
  return groups;
}

/**
 * Posting chunks per term-table shard: the head names at most `HEAD_ENTRIES` shards, and a
 * shard holds a few dozen chunks at least, so a small table is one shard or none.
 */
function chunksPerShard(chunks: number): number {
  return Math.max(Math.ceil(chunks / HEAD_ENTRIES), 16);
}

/** A page's value in a term's postings: its count and where the term is. */
export const postingValue = ({ count, flags }: Pick<PageTerm, 'count' | 'flags'>) => (count << FLAG_BITS) | flags;

/**
 * Every term of the index with its pages' flattened postings, pages in order. Each page's terms
 * are counted from its part as it comes, so only one page's are held at a time.
 */
function postings(parts: readonly string[]): Map<string, { script: PageTerm['script']; flat: number[]; last: number }> {
  const all = new Map<string, { script: PageTerm['script']; flat: number[]; last: number }>();
  parts.forEach((json, page) => {
    for (const [term, value] of pageTerms(unpackSearchPage(JSON.parse(json) as PackedPage, page))) {
      let entry = all.get(term);
      if (!entry) all.set(term, (entry = { script: value.script, flat: [], last: 0 }));
      entry.flat.push(page - entry.last, postingValue(value));
      entry.last = page;
    }
  });
  return all;
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

/** The index's files from its pages' packed parts, in page order. */
export function splitIndexFiles(meta: SearchIndexMeta, parts: readonly string[]): SplitIndex {
  const dir = splitIndexDir(meta);
  const groups = groupHashes(parts);
  const files: SplitIndexFile[] = [];
  const written = new Set<string>();
  const add = (file: string, json: string) => {
    if (!written.has(file)) files.push({ file, json });
    written.add(file);
    return file;
  };
  const records = parts.map((json, p) => add(`static/search/${recordFile(dir, groups, p)}`, json));
  const all = postings(parts);
  const sorted = [...all.keys()].sort(compareTerms);
  const chunks: TermRanges = cutChunks(sorted, (term) => term.length + 4 + 4 * (all.get(term)?.flat.length ?? 0), CHUNK_BYTES).map((terms, i) => {
    const json = JSON.stringify(Object.fromEntries(terms.map((t) => [t, all.get(t)?.flat ?? []])));
    const hash = contentHash(json, 10);
    add(`static/search/${postingFile(dir, hash)}`, json);
    return [i === 0 ? '' : terms[0], hash];
  });
  const words = (script: PageTerm['script']) => sorted.filter((t) => all.get(t)?.script === script && !isNumber(t));
  const head = headFile(meta, {
    pageCount: parts.length,
    latin: words('latin'),
    cyrillic: words('cyrillic'),
    terms: chunks.length <= HEAD_ENTRIES ? { chunks } : { shards: termShards(chunks, dir, add) },
    groups: groups.length <= HEAD_ENTRIES ? { hashes: groups } : { table: groupTable(groups, dir, add) },
  });
  return { files: [head, ...files], records };
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
