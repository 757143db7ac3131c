/**
 * How long the search takes in Node on a build's split index, per language: the head's parse,
 * a first query on a fresh searcher (its posting chunks and records read from disk and parsed,
 * as the worker fetches them), and query latency over the relevance set on one searcher (chunks
 * and records kept, as in the worker). To compare, the whole index in memory: unpacking every
 * record, indexing them, a first query. `--scale N` repeats every page N times for the whole
 * index (routes made unique) to see how it grows. Run after a build:
 * `pnpm exec tsx scripts/search-index-time.ts [distDir] [--runs 5] [--scale 1]`.
 * CPU time is printed beside wall time because a loaded machine stretches the latter.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Searcher } from '#runtime/search/search-core.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import type { SearchRecord } from '#shared/search-index-file.ts';
import { loadBuiltHeads, loadBuiltRecords } from '../tests/search/recall';
import { relevanceSet } from '../tests/search/relevance';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, scale: { type: 'string', default: '1' } },
});
const dist = path.resolve(positionals[0] ?? 'dist');
const runs = Number(values.runs);
const scale = Number(values.scale);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function cpuTimed<T>(work: () => T | Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

function scaled(records: SearchRecord[]): SearchRecord[] {
  return Array.from({ length: scale }, (_v, copy) => records.map((r) => ({ ...r, routePath: copy ? `${r.routePath}~${copy}` : r.routePath }))).flat();
}

const firstQuery = (lang: string) => (lang === 'zh' ? '构建产物' : 'distPath');
const records = loadBuiltRecords(dist);

for (const [lang, { head, read, text }] of loadBuiltHeads(dist)) {
  const split = { parse: [] as number[], first: [] as number[], firstCpu: [] as number[] };
  let searcher: SplitSearcher | undefined;
  for (let i = 0; i < runs; i++) {
    const parsed = await cpuTimed(() => JSON.parse(text));
    const fresh = new SplitSearcher(parsed.value, async (file) => read(file));
    const first = await cpuTimed(() => fresh.search(firstQuery(lang)));
    split.parse.push(parsed.wall);
    split.first.push(first.wall);
    split.firstCpu.push(first.cpu);
    searcher = fresh;
  }
  // Every query once, as typed after the debounce: no cache hits, but the chunks and records fetched so far kept.
  const latencies: number[] = [];
  for (const q of relevanceSet.filter((q) => q.lang === lang)) latencies.push((await cpuTimed(() => searcher?.search(q.query))).wall);
  console.log(
    `${lang} split index (${head.pageCount} pages): head parse ${ms(median(split.parse))}, first query on a fresh searcher ` +
      `${ms(median(split.first))} (CPU ${ms(median(split.firstCpu))})` +
      (latencies.length
        ? `; query p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))} over ${latencies.length} queries`
        : ''),
  );

  const whole = { index: [] as number[], indexCpu: [] as number[], first: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const indexed = await cpuTimed(() => new Searcher(scaled(records.get(lang) ?? [])));
    const first = await cpuTimed(() => indexed.value.search(firstQuery(lang)));
    whole.index.push(indexed.wall);
    whole.indexCpu.push(indexed.cpu);
    whole.first.push(first.wall);
  }
  console.log(
    `${lang} whole index in memory (${(records.get(lang)?.length ?? 0) * scale} pages): index ${ms(median(whole.index))} ` +
      `(CPU ${ms(median(whole.indexCpu))}), first query ${ms(median(whole.first))}`,
  );
}
