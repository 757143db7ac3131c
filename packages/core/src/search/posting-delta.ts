/**
 * The posting delta of a split index (`search-split-index.ts` in `@quire/shared`): what the pages
 * changed since its chunks were cut do to their postings, and the head's words once the reader
 * lays it over the chunks. Pure: the chunks and parts come from the caller.
 */
import {
  applyPostingDelta,
  compareTerms,
  decodePostings,
  isNumber,
  type PackedPage,
  type PostingChunk,
  type PostingDelta,
  pageTerms,
  type SplitIndexHead,
  termScript,
  unpackSearchPage,
} from '@quire/shared';
import { postingValue } from './posting-table.js';

/** A page changed since the chunks were cut: its part then and now. */
export interface ChangedPage {
  id: number;
  base: string;
  current: string;
}

const termsOf = (part: string, id: number) => pageTerms(unpackSearchPage(JSON.parse(part) as PackedPage, id));

/** The (term, page) values that differ between the pages' base and current parts, terms sorted, pages in order. */
export function postingDelta(changed: readonly ChangedPage[]): PostingDelta {
  const changes = new Map<string, number[]>();
  const put = (term: string, id: number, value: number) => {
    let list = changes.get(term);
    if (!list) changes.set(term, (list = []));
    list.push(id, value);
  };
  for (const { id, base, current } of [...changed].sort((a, b) => a.id - b.id)) {
    const before = termsOf(base, id);
    const after = termsOf(current, id);
    for (const [term, now] of after) {
      const then = before.get(term);
      if (!then || postingValue(then) !== postingValue(now)) put(term, id, postingValue(now));
    }
    for (const term of before.keys()) if (!after.has(term)) put(term, id, 0);
  }
  const delta: PostingDelta = {};
  for (const term of [...changes.keys()].sort(compareTerms)) delta[term] = changes.get(term) as number[];
  return delta;
}

/** Reads the posting chunk that holds a term; undefined when it cannot be had as named. */
export type ChunkOf = (term: string) => PostingChunk | undefined;

/**
 * The head's Latin and Cyrillic words with `delta` laid over the chunks, from the last head's
 * (which had `lastDelta` laid over the same chunks): only the terms either delta names can have
 * come or gone, numbers aside as the head does not list them. Undefined when a chunk it needs cannot be read.
 */
export function wordsAfterDelta(
  last: Pick<SplitIndexHead, 'latin' | 'cyrillic'>,
  lastDelta: PostingDelta,
  delta: PostingDelta,
  chunkOf: ChunkOf,
): Pick<SplitIndexHead, 'latin' | 'cyrillic'> | undefined {
  const words = { latin: new Set(last.latin), cyrillic: new Set(last.cyrillic) };
  for (const term of new Set([...Object.keys(lastDelta), ...Object.keys(delta)])) {
    const script = termScript(term);
    if (script === 'cjk' || isNumber(term)) continue;
    const changes = Object.hasOwn(delta, term) ? delta[term] : undefined;
    let present = changes?.some((value, i) => i % 2 === 1 && value !== 0) ?? false;
    if (!present) {
      const chunk = chunkOf(term);
      if (!chunk) return undefined;
      const flat = Object.hasOwn(chunk, term) ? chunk[term] : undefined;
      present = applyPostingDelta(flat ? decodePostings(flat) : new Map(), changes).size > 0;
    }
    if (present) words[script].add(term);
    else words[script].delete(term);
  }
  return { latin: [...words.latin].sort(compareTerms), cyrillic: [...words.cyrillic].sort(compareTerms) };
}
