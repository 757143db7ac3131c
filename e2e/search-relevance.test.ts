/**
 * Search quality on the built site: the relevance set's recall over the real index files,
 * searched in Node with the same core the worker runs. No browser needed.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuiltSearchers, measureRecall } from '../tests/search/recall';
import { relevanceSet } from '../tests/search/relevance';

const dist = path.resolve(import.meta.dirname, '../dist');

describe('search relevance', () => {
  it('has a relevance set of at least 150 queries, every kind in both languages', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(150);
    expect(new Set(relevanceSet.map((q) => q.lang))).toEqual(new Set(['en', 'zh']));
    for (const lang of ['en', 'zh']) {
      const kinds = new Set(relevanceSet.filter((q) => q.lang === lang).map((q) => q.kind));
      for (const kind of ['option', 'heading', 'phrase', 'code', 'typo', 'partial']) expect(kinds, `${lang} queries of kind ${kind}`).toContain(kind);
    }
  });

  it('finds the expected page in the top 3 for at least 95% of queries, per language and overall', async () => {
    const reports = await measureRecall(relevanceSet, loadBuiltSearchers(dist));
    for (const report of reports) {
      expect({ lang: report.lang, recallAt3: report.at3 >= 0.95, misses: report.misses }).toMatchObject({ lang: report.lang, recallAt3: true });
    }
  });
});
