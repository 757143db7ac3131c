/** The search worker's warm-up: the split searcher run over a made-up index while the worker waits for the site's. */
import { describe, expect, it } from 'vitest';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import { packSearchPage } from '#shared/search-index-file.ts';
import { WARM_UP_PAGES, WARM_UP_QUERIES, warmUpIndex, warmUpSplitSearch } from '#runtime/search/split-warm-up.ts';

describe('the split search warm-up', () => {
  it('runs every warm-up query to a full page of results', async () => {
    // A made-up index the searcher could not read would warm up nothing and say so here.
    expect(await warmUpSplitSearch(() => false)).toEqual(WARM_UP_QUERIES.map(() => 7));
  });

  it('answers from its made-up pages as from a site’s: only pages that hold every word of the query', async () => {
    const { head, file } = warmUpIndex(300);
    const fetched: string[] = [];
    const searcher = new SplitSearcher(head, async (path) => {
      fetched.push(path);
      return file(path);
    });
    const results = await searcher.search('alpha gamma');
    expect(results).toHaveLength(7);
    // Every page holds "alpha", every seventh "gamma".
    for (const { routePath } of results) expect(Number(routePath.split('/').pop()) % 7).toBe(0);
    // Through the term table's shard, as on a large site.
    expect(fetched.filter((path) => /\/[st]\./.test(path))).toEqual(['warm-up/s.shard.json', 'warm-up/t.chunk.json']);
    expect(head.pageCount).toBe(300);
    expect(warmUpIndex().head.pageCount).toBe(WARM_UP_PAGES);
  });

  it('gives way to the reader’s query: stops before its next file once told to', async () => {
    let asked = 0;
    const counts = await warmUpSplitSearch(() => ++asked > 2);
    expect(counts).toEqual([]);
    expect(asked).toBeLessThanOrEqual(4);
  });

  it('writes its records packed as the build packs a page', () => {
    const { file } = warmUpIndex(30);
    // Page 21: every page's word, every third's and every seventh's.
    const content = 'alpha page 21\nalpha beta gamma text of page 21.';
    expect(file('warm-up/r.g0.21.json')).toEqual(packSearchPage({ routePath: '/warm-up/21', title: 'alpha page 21', content, toc: [] }));
  });

  it('names no file the made-up index lacks', () => {
    const { file } = warmUpIndex(10);
    expect(() => file('warm-up/t.other.json')).toThrow(/has no warm-up\/t\.other\.json/);
  });
});
