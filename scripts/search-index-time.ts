/**
 * How long the search worker takes to get an index ready, per language, in Node: parse the
 * file, unpack it, index it, answer a first query; then query latency over the relevance
 * set. `--scale N` repeats every page N times (routes made unique) to see how the times grow,
 * e.g. `--scale 4` for about 800 pages per language. Run after a build:
 * `pnpm exec tsx scripts/search-index-time.ts [distDir] [--runs 5] [--scale 1]`.
 * CPU time is printed beside wall time because a loaded machine stretches the latter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Searcher } from '#runtime/search/search-core.ts';
import { type SearchRecord, unpackSearchIndex } from '#shared/search-index-file.ts';
import { relevanceSet } from '../tests/search/relevance';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, scale: { type: 'string', default: '1' } },
});
const dir = path.resolve(positionals[0] ?? 'dist', 'static');
const runs = Number(values.runs);
const scale = Number(values.scale);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

function cpuTimed<T>(work: () => T): { value: T; wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { value, wall, cpu: (used.user + used.system) / 1000 };
}

function scaled(records: SearchRecord[]): SearchRecord[] {
  return Array.from({ length: scale }, (_v, copy) => records.map((r) => ({ ...r, routePath: copy ? `${r.routePath}~${copy}` : r.routePath }))).flat();
}

for (const file of readdirSync(dir).filter((f) => f.startsWith('search_index.'))) {
  const lang = /^search_index\.(?:[^.]+\.)?([\w-]+)\.[0-9a-f]+\.json$/.exec(file)?.[1] ?? '';
  const text = readFileSync(path.join(dir, file), 'utf8');
  const t = { parse: [] as number[], unpack: [] as number[], index: [] as number[], indexCpu: [] as number[], first: [] as number[] };
  let searcher = new Searcher([]);
  for (let i = 0; i < runs; i++) {
    const parsed = cpuTimed(() => JSON.parse(text) as unknown);
    const unpacked = cpuTimed(() => scaled(unpackSearchIndex(parsed.value)));
    const indexed = cpuTimed(() => new Searcher(unpacked.value));
    const first = cpuTimed(() => indexed.value.search(lang === 'zh' ? '构建产物' : 'distPath'));
    t.parse.push(parsed.wall);
    t.unpack.push(unpacked.wall);
    t.index.push(indexed.wall);
    t.indexCpu.push(indexed.cpu);
    t.first.push(first.wall);
    searcher = indexed.value;
  }
  // Every query once, as typed letter by letter after the debounce: no cache hits.
  const latencies = relevanceSet.filter((q) => q.lang === lang).map((q) => cpuTimed(() => searcher.search(q.query)).wall);
  console.log(
    `${file} (${searcher.size} pages): parse ${ms(median(t.parse))}, unpack ${ms(median(t.unpack))}, ` +
      `index ${ms(median(t.index))} (CPU ${ms(median(t.indexCpu))}), first query ${ms(median(t.first))}; ` +
      (latencies.length
        ? `query p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))} over ${latencies.length} queries`
        : ''),
  );
}
