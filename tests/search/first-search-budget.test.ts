/**
 * The reader's first search downloads a bounded amount however large the site: the split
 * index's head stays under a fixed size (it names no page and at most `HEAD_ENTRIES` term-table
 * shards), and the head, the term-table shards, posting chunks and record files a query fetches
 * stay within a fixed budget, in at most five dependent rounds of requests. Built from the
 * benchmark's generated tree as the build packs it, without a browser or a site build.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HEAD_ENTRIES, type SplitIndexHead } from '#shared/search-split-index.ts';
import { FIRST_SEARCH_QUERIES } from './first-search-budget-queries';
import { firstSearchDownload } from './first-search-download';
import { generatedIndex } from './generated-index';

/**
 * 2 KB gzip: the words (≈1 KB for the generator's English vocabulary, numbers not among them)
 * and at most 64 term-table shards (≈0.7 KB). A head naming each page's record took 13 KB at
 * 2,500 pages, and its chunk table grew by ≈2 bytes a chunk.
 */
const HEAD_BUDGET = 2 * 1024;
/**
 * 80 KB gzip: the head, one to three shards (≈0.5 KB each), the query's posting chunks (≈2–14 KB
 * each, one to four of them) and at most 24 records of ≈2 KB (`MAX_PAGES_READ`); 22–64 KB
 * measured at 2,500, 26–77 KB at 10,000. The head naming every page took this to 85 KB at 2,500
 * and 146 KB at 10,000; the whole index the split replaced was 1.1 MB at 2,500.
 */
const BUDGET = 80 * 1024;
/** Head, shards, postings, and the records in two rounds (the best bounds, then what could still enter). */
const MAX_ROUNDS = 5;
/** What the head may gain from 800 to 2,500 pages: its shard table filling up to `HEAD_ENTRIES` (≈0.3 KB measured), nothing per page. */
const HEAD_GROWTH = 600;
const SIZES = [800, 2500];

describe(`the first search at ${SIZES.join(' and ')} pages per language`, () => {
  for (const [lang, queries] of Object.entries(FIRST_SEARCH_QUERIES)) {
    it(`${lang}: a head of at most ${HEAD_BUDGET / 1024} KB gzip, and each query downloads at most ${BUDGET / 1024} KB gzip and finds pages`, async () => {
      const heads: number[] = [];
      for (const pages of SIZES) {
        const index = generatedIndex(pages, lang);
        expect(index.pages).toBeGreaterThanOrEqual(pages - 1);
        const head = JSON.parse(index.head) as SplitIndexHead;
        const entries =
          ('chunks' in head.terms ? head.terms.chunks.length : head.terms.shards.length) + ('hashes' in head.groups ? head.groups.hashes.length : 1);
        const headGzip = gzipSync(index.head).length;
        heads.push(headGzip);
        expect({ pages, headGzip, entries, withinBudget: headGzip <= HEAD_BUDGET && entries <= 2 * HEAD_ENTRIES }).toMatchObject({
          withinBudget: true,
        });
        for (const query of queries) {
          const download = await firstSearchDownload(index.head, index.read, query);
          expect(download.results.length, query).toBeGreaterThan(0);
          const within = download.gzip <= BUDGET && download.rounds <= MAX_ROUNDS;
          expect({ pages, query, gzip: download.gzip, rounds: download.rounds, within }).toMatchObject({ within: true });
        }
      }
      expect({ lang, heads, grows: heads[1] - heads[0] > HEAD_GROWTH }).toMatchObject({ grows: false });
    }, 300_000);
  }
});
