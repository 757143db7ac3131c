/**
 * The dialog's prefetch: while the debounce runs, the split searcher fetches what the query
 * needs, so the search asked for after it fetches nothing more; a query of one or two letters
 * (inside most words) fetches nothing ahead.
 */
import { describe, expect, it } from 'vitest';
import { splitIndexFiles } from '#core/search/split-index.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import { packSearchPage } from '#shared/search-index-file.ts';
import type { SplitIndexHead } from '#shared/search-split-index.ts';

const topics = ['cache', 'retry', 'queue', 'worker', 'lock'];
const pages = Array.from({ length: 40 }, (_v, i) => {
  const topic = topics[i % topics.length];
  return packSearchPage({ routePath: `/guide/${topic}-${i}`, title: `${topic} page ${i}`, content: `How the ${topic} works, part ${i}.`, toc: [] });
});
const { files } = splitIndexFiles(
  { lang: 'en', version: '', domain: '' },
  pages.map((p) => JSON.stringify(p)),
);
const byName = new Map(files.map((f) => [f.file.replace(/^static\/search\//, ''), f.json]));

function searcher() {
  const fetched: string[] = [];
  const s = new SplitSearcher(JSON.parse(files[0].json) as SplitIndexHead, async (file) => {
    fetched.push(file);
    return JSON.parse(byName.get(file) ?? 'null');
  });
  return { s, fetched };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('split searcher prefetch', () => {
  it('fetches what the query needs, and the search then fetches nothing more', async () => {
    const { s, fetched } = searcher();
    s.prefetch('cache', 7);
    await settle();
    const ahead = fetched.length;
    expect(ahead).toBeGreaterThan(1);
    const results = await s.search('cache', 7);
    expect(fetched).toHaveLength(ahead);
    const fresh = searcher();
    expect(results).toEqual(await fresh.s.search('cache', 7));
    expect(results[0].routePath).toMatch(/^\/guide\/cache-/);
  });

  it('fetches nothing ahead for a word of one or two letters', async () => {
    const { s, fetched } = searcher();
    s.prefetch('ca', 7);
    s.prefetch('c', 7);
    await settle();
    expect(fetched).toEqual([]);
  });
});
