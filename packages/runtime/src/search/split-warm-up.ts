/**
 * Runs the split searcher over a made-up index held in memory while the worker is idle, so the
 * reader's first query runs on code the engine has already compiled. Its loops are over every
 * page of a query word (typed arrays the size of the site), and they only run fast once the engine
 * has seen them run over many pages: the made-up index has enough pages for that, and no file of
 * it is fetched.
 */
import type { PackedPage } from '@quire/shared/search-index-file';
import {
  type PostingChunk,
  postingFile,
  RECORD_GROUP,
  SPLIT_INDEX_FORMAT,
  type SplitIndexHead,
  termShardFile,
} from '@quire/shared/search-split-index';
import { FLAG_BITS, IN_TITLE } from '@quire/shared/search-terms';
import { SplitSearcher } from './split-searcher';

/** How long the worker waits, idle after its index is in, before it warms up. */
export const SPLIT_WARM_UP_DELAY_MS = 1000;

/** Pages of the made-up index: enough loop turns for the engine to compile the ranking's loops. */
export const WARM_UP_PAGES = 3000;

/** The queries run: several words, one word, a CJK run; together they take each path of the ranking. */
export const WARM_UP_QUERIES = ['alpha beta', 'gamma', '队列'];

/** Words of the made-up index and the pages that hold them: every page, every third, every seventh. */
const WORDS: ReadonlyArray<[word: string, every: number]> = [
  ['alpha', 1],
  ['beta', 3],
  ['gamma', 7],
];
const CJK_GRAMS: ReadonlyArray<[gram: string, every: number]> = [['队列', 5]];

/** A term's flattened postings over every `every`th page: page-id gaps and values, alternating. */
function postingsEvery(pageCount: number, every: number, value: number): number[] {
  const flat: number[] = [];
  for (let p = 0, last = 0; p < pageCount; p += every) {
    flat.push(p - last, value);
    last = p;
  }
  return flat;
}

/**
 * Page `p`'s record: its title and text hold the words its postings give it. Written packed (its title, 0, is its text's
 * first line; no headings), so the worker does not carry the packer for it.
 */
function recordOf(p: number): PackedPage {
  const words = WORDS.filter(([, every]) => p % every === 0).map(([word]) => word);
  const cjk = CJK_GRAMS.filter(([, every]) => p % every === 0).map(([gram]) => gram);
  return [`/warm-up/${p}`, 0, `${words[0]} page ${p}\n${[...words, ...cjk].join(' ')} text of page ${p}.`, []];
}

/** The made-up index: its head, and its files by path as the searcher asks for them. */
export function warmUpIndex(pageCount = WARM_UP_PAGES): { head: SplitIndexHead; file: (path: string) => unknown } {
  const chunk: PostingChunk = {};
  for (const [word, every] of WORDS) chunk[word] = postingsEvery(pageCount, every, (2 << FLAG_BITS) | (every === 1 ? IN_TITLE : 0));
  for (const [gram, every] of CJK_GRAMS) chunk[gram] = postingsEvery(pageCount, every, 1 << FLAG_BITS);
  const dir = 'warm-up';
  const groups = Array.from({ length: Math.ceil(pageCount / RECORD_GROUP) }, (_v, i) => `g${i}`);
  const head: SplitIndexHead = {
    format: SPLIT_INDEX_FORMAT,
    lang: 'en',
    version: '',
    domain: '',
    dir,
    pageCount,
    latin: WORDS.map(([word]) => word),
    cyrillic: [],
    // Through a term-table shard, as a large site's head names its chunks.
    terms: { shards: [['', 'shard']] },
    groups: { hashes: groups },
  };
  const record = new RegExp(`^${dir}/r\\.g(\\d+)\\.(\\d+)\\.json$`);
  const file = (path: string): unknown => {
    if (path === termShardFile(dir, 'shard')) return [['', 'chunk']];
    if (path === postingFile(dir, 'chunk')) return chunk;
    const match = record.exec(path);
    if (!match) throw new Error(`the warm-up index has no ${path}`);
    return recordOf(Number(match[1]) * RECORD_GROUP + Number(match[2]));
  };
  return { head, file };
}

/** Resolves on the next task: a message that came meanwhile (the reader's query) is handled first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs the warm-up queries, each file of the made-up index handed over on a task of its own, and
 * stops before the next file once `stop()` says so (the reader's first query has come). Resolves
 * with the number of results of each query run.
 */
export async function warmUpSplitSearch(stop: () => boolean): Promise<number[]> {
  const { head, file } = warmUpIndex();
  const searcher = new SplitSearcher(head, async (path) => {
    await nextTask();
    if (stop()) throw new WarmUpStopped();
    return file(path);
  });
  const counts: number[] = [];
  for (const query of WARM_UP_QUERIES) {
    if (stop()) break;
    try {
      counts.push((await searcher.search(query)).length);
    } catch (error) {
      if (error instanceof WarmUpStopped) break;
      throw error;
    }
  }
  return counts;
}

class WarmUpStopped extends Error {}
