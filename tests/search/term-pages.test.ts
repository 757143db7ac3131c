/**
 * The split searcher's typed postings: a posting list decodes to the pages and values the flat
 * list names, and a query word's pages read as the map of counts the whole index builds (summed
 * by match quality, title and heading at the best match), with the word's own flags per page.
 */
import { describe, expect, it } from 'vitest';
import { FLAG_BITS, IN_HEADER, IN_TITLE } from '#shared/search-terms.ts';
import { decodePostings } from '#shared/search-split-index.ts';
import { PostingList, TermPages } from '#runtime/search/term-pages.ts';

/** A flat posting list (page-id gaps and values) from pages and their packed values. */
function flat(entries: Array<[number, number]>): number[] {
  let last = 0;
  return entries.flatMap(([p, v]) => {
    const gap = p - last;
    last = p;
    return [gap, v];
  });
}

const value = (tf: number, flags = 0) => (tf << FLAG_BITS) | flags;

describe('PostingList', () => {
  const entries: Array<[number, number]> = [
    [0, value(1)],
    [3, value(2, IN_TITLE)],
    [4, value(5, IN_HEADER)],
    [90, value(1)],
  ];

  it('decodes a flat list as the map the build decodes', () => {
    const list = PostingList.decode(flat(entries));
    const map = decodePostings(flat(entries));
    expect(list.size).toBe(map.size);
    for (const p of [0, 1, 2, 3, 4, 5, 89, 90, 91]) {
      expect(list.has(p)).toBe(map.has(p));
      expect(list.get(p)).toBe(map.get(p));
    }
  });

  it('takes pages in order from entries, as after an edit build’s delta', () => {
    const list = PostingList.fromEntries(entries);
    expect(Array.from({ length: list.size }, (_v, i) => [list.pageAt(i), list.valueAt(i)])).toEqual(entries);
  });
});

describe('TermPages', () => {
  const cache = PostingList.decode(
    flat([
      [1, value(2, IN_TITLE)],
      [5, value(1)],
    ]),
  );
  const caches = PostingList.decode(
    flat([
      [1, value(3)],
      [2, value(1, IN_HEADER)],
      [7, value(4, IN_TITLE)],
    ]),
  );

  it('sums matched words by quality and keeps the best title and heading match', () => {
    const pages = TermPages.ofWords(10, [
      { quality: 1, postings: cache, itself: true },
      { quality: 0.5, postings: caches, itself: false },
    ]);
    expect([...pages.keys()]).toEqual([1, 2, 5, 7]);
    expect(pages.size).toBe(4);
    expect(pages.get(1)).toEqual({ inTitle: 1, inHeader: 0, tf: 2 + 3 * 0.5 });
    expect(pages.get(2)).toEqual({ inTitle: 0, inHeader: 0.5, tf: 0.5 });
    expect(pages.get(7)).toEqual({ inTitle: 0.5, inHeader: 0, tf: 2 });
    expect(pages.has(3)).toBe(false);
    expect(pages.get(3)).toBeUndefined();
    expect(new Map(pages)).toEqual(new Map([...pages.keys()].map((p) => [p, pages.get(p)])));
    // The flags are the query word's own, not a longer word's it matched.
    expect(pages.flagsOf(1)).toBe(value(2, IN_TITLE));
    expect(pages.flagsOf(7)).toBe(0);
  });

  it('bounds a CJK run by the least of its pairs, on pages that hold them all', () => {
    const first = PostingList.decode(
      flat([
        [1, value(4, IN_TITLE | IN_HEADER)],
        [2, value(1)],
      ]),
    );
    const second = PostingList.decode(
      flat([
        [1, value(2, IN_TITLE)],
        [6, value(9)],
      ]),
    );
    const pages = TermPages.ofGrams(10, [first, second]);
    expect([...pages.keys()]).toEqual([1]);
    expect(pages.get(1)).toEqual({ inTitle: 1, inHeader: 0, tf: 2 });
    expect(pages.flagsOf(1)).toBe(value(2, IN_TITLE) & value(4, IN_TITLE | IN_HEADER));
  });

  it('adds each page’s share of the score and counts where the word is', () => {
    const pages = TermPages.ofWords(4, [
      {
        quality: 1,
        postings: PostingList.decode(
          flat([
            [0, value(2, IN_TITLE)],
            [3, value(1, IN_HEADER)],
          ]),
        ),
        itself: true,
      },
    ]);
    const score = new Float64Array(4);
    const counts = { held: new Uint8Array(4), titled: new Uint8Array(4), headed: new Uint8Array(4) };
    pages.addTo(score, 2, counts);
    expect([...score]).toEqual([2 * (10 + (3 * 2) / 4), 0, 0, 2 * (4 + 3 / 3)]);
    expect([...counts.held]).toEqual([1, 0, 0, 1]);
    expect([...counts.titled]).toEqual([1, 0, 0, 0]);
    expect([...counts.headed]).toEqual([0, 0, 0, 1]);
  });
});
