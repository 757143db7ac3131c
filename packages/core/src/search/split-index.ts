/**
 * The files of one language's split search index (`search-split-index.ts` in the runtime's
 * shared code) from its pages' packed parts: a record file per page, posting chunks of the
 * pages' terms, and the head that names them. Every name but the head's is its content's hash.
 */
import { createHash } from 'node:crypto';
import {
  compareTerms,
  cutChunks,
  FLAG_BITS,
  type PackedPage,
  type PageTerm,
  pageTerms,
  postingFile,
  recordFile,
  SPLIT_INDEX_FORMAT,
  type SplitIndexHead,
  type SearchIndexMeta,
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

/** Record file hashes: short, and longer for the pages whose short hash another page's text has too. */
export function recordHashes(parts: readonly string[]): string[] {
  const short = parts.map((part) => contentHash(part, 8));
  const texts = new Map<string, string>();
  const clashing = new Set<string>();
  short.forEach((hash, i) => {
    const seen = texts.get(hash);
    if (seen !== undefined && seen !== parts[i]) clashing.add(hash);
    texts.set(hash, parts[i]);
  });
  return short.map((hash, i) => (clashing.has(hash) ? contentHash(parts[i], 20) : hash));
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
export function headFile(meta: SearchIndexMeta, fields: Pick<SplitIndexHead, 'pages' | 'latin' | 'cyrillic' | 'chunks' | 'delta'>): SplitIndexFile {
  const head: SplitIndexHead = {
    format: SPLIT_INDEX_FORMAT,
    ...meta,
    dir: splitIndexDir(meta),
    pages: fields.pages,
    latin: fields.latin,
    cyrillic: fields.cyrillic,
    chunks: fields.chunks,
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
  const hashes = recordHashes(parts);
  const files: SplitIndexFile[] = [];
  const written = new Set<string>();
  const records = parts.map((json, i) => {
    const file = `static/search/${recordFile(dir, hashes[i])}`;
    if (!written.has(file)) files.push({ file, json });
    written.add(file);
    return file;
  });
  const all = postings(parts);
  const sorted = [...all.keys()].sort(compareTerms);
  const chunks = cutChunks(sorted, (term) => term.length + 4 + 4 * (all.get(term)?.flat.length ?? 0), CHUNK_BYTES).map((terms) => {
    const json = JSON.stringify(Object.fromEntries(terms.map((t) => [t, all.get(t)?.flat ?? []])));
    const hash = contentHash(json, 10);
    files.push({ file: `static/search/${postingFile(dir, hash)}`, json });
    return [terms[0], hash] as [string, string];
  });
  const words = (script: PageTerm['script']) => sorted.filter((t) => all.get(t)?.script === script);
  const head = headFile(meta, {
    pages: hashes,
    latin: words('latin'),
    cyrillic: words('cyrillic'),
    chunks: chunks.map(([first, hash], i) => [i === 0 ? '' : first, hash]),
  });
  return { files: [head, ...files], records };
}
