/**
 * The split index's search gives the results of the search over the whole index: the same
 * pages in the same order, with the same hits, for words most pages have (where the split
 * search ranks thousands of pages before it reads any) as for rare ones. Built from the
 * benchmark's generated tree as the build packs it.
 */
import { describe, expect, it } from 'vitest';
import { unpackSearchPage } from '#shared/search-index-file.ts';
import { allRecordFiles, type SplitIndexHead } from '#shared/search-split-index.ts';
import { Searcher } from '#runtime/search/search-core.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import { generatedIndex } from './generated-index';

/**
 * Common and rare words, a prefix, a misspelling, CJK runs; two words where one is in most pages
 * (a page lacking it still answers, ranked lower).
 */
const QUERIES: Record<string, readonly string[]> = {
  en: [
    'jobs',
    'workers',
    'scheduling',
    'retry',
    'queue',
    'the',
    'config',
    'sched',
    'retyr',
    'storage.prefix',
    'retry the',
    'lock jobs',
    'queue timeout',
  ],
  zh: ['重试', '队列', '配置', '任务', 'retry', '重试 任务', '队列 配置'],
};

describe('the split index’s search agrees with the whole index’s', () => {
  for (const [lang, queries] of Object.entries(QUERIES)) {
    it(`${lang}: ${queries.length} queries at 800 pages`, async () => {
      const index = generatedIndex(800, lang);
      const head = JSON.parse(index.head) as SplitIndexHead;
      const read = (file: string) => JSON.parse(index.read(file)) as unknown;
      const whole = new Searcher(allRecordFiles(head, read).map((file, p) => unpackSearchPage(read(file) as never, p)));
      const split = new SplitSearcher(head, async (file) => read(file));
      for (const query of queries) {
        const expected = whole.search(query, 7);
        expect(expected.length, `"${query}" finds pages`).toBeGreaterThan(0);
        expect(await split.search(query, 7), `"${query}"`).toEqual(expected);
      }
    });
  }
});
