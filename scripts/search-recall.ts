/**
 * Search quality of the built site: recall@1 and recall@3 on the relevance set
 * (tests/search/relevance.ts), and Chinese runs sampled from the pages (found, precision of
 * the top 7), by the split index as the worker reads it and, to compare, by the whole index in
 * memory. Run after a build: `pnpm exec tsx scripts/search-recall.ts [distDir]`.
 */
import path from 'node:path';
import { Searcher } from '#runtime/search/search-core.ts';
import { measureRuns, sampleChineseRuns } from '../tests/search/chinese-sample';
import { loadBuiltRecords, loadBuiltSearchers, measureRecall, type QuerySearcher } from '../tests/search/recall';
import { relevanceSet } from '../tests/search/relevance';

const dist = path.resolve(process.argv[2] ?? 'dist');
const records = loadBuiltRecords(dist);
const ways: Array<[string, Map<string, QuerySearcher>]> = [
  ['split index', loadBuiltSearchers(dist)],
  ['whole index', new Map([...records].map(([lang, list]) => [lang, new Searcher(list)]))],
];
for (const [way, searchers] of ways) {
  console.log(`${way}:`);
  const reports = await measureRecall(relevanceSet, searchers);
  for (const r of reports) {
    console.log(`  ${r.lang.padEnd(4)} queries ${String(r.total).padStart(4)}  recall@1 ${r.at1.toFixed(3)}  recall@3 ${r.at3.toFixed(3)}`);
  }
  const misses = reports.filter((r) => r.lang !== 'all').flatMap((r) => r.misses.map((m) => ({ lang: r.lang, ...m })));
  if (misses.length) {
    console.log('  not in the top 3:');
    for (const m of misses)
      console.log(`    [${m.lang}] ${JSON.stringify(m.query)} → ${m.expect.join(' | ')}; got ${m.got.join(', ') || '(nothing)'}`);
  }
  const zh = records.get('zh');
  const zhSearcher = searchers.get('zh');
  if (zh && zhSearcher) {
    const q = await measureRuns(zhSearcher, sampleChineseRuns(zh, 500, 20261122));
    console.log(
      `  zh runs of 2-4 characters sampled from the pages: ${q.samples}; page found ${q.samples - q.lost.length}/${q.samples}; top-7 precision ${q.precision.toFixed(3)} (${q.right}/${q.shown} results show the run highlighted)`,
    );
  }
}
