/**
 * Recall of the built site's search on the relevance set (tests/search/relevance.ts).
 * Run after a build: `pnpm exec tsx scripts/search-recall.ts [distDir]`.
 */
import path from 'node:path';
import { loadBuiltSearchers, measureRecall } from '../tests/search/recall';
import { relevanceSet } from '../tests/search/relevance';

const dist = path.resolve(process.argv[2] ?? 'dist');
const reports = measureRecall(relevanceSet, loadBuiltSearchers(dist));
for (const r of reports) {
  console.log(`${r.lang.padEnd(4)} queries ${String(r.total).padStart(4)}  recall@1 ${r.at1.toFixed(3)}  recall@3 ${r.at3.toFixed(3)}`);
}
const misses = reports.filter((r) => r.lang !== 'all').flatMap((r) => r.misses.map((m) => ({ lang: r.lang, ...m })));
if (misses.length) {
  console.log('\nnot in the top 3:');
  for (const m of misses) console.log(`  [${m.lang}] ${JSON.stringify(m.query)} → ${m.expect.join(' | ')}; got ${m.got.join(', ') || '(nothing)'}`);
}
