/**
 * How long the search worker takes to get an index ready, per language, in Node: parse the
 * file, unpack it, build the three indexes, answer a first query. Run after a build:
 * `pnpm exec tsx scripts/search-index-time.ts [distDir] [runs]`. CPU time is printed beside wall time
 * because a loaded machine stretches the latter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Searcher } from '../packages/runtime/src/search/search-core';
import { unpackSearchIndex } from '../packages/runtime/src/shared/search-index-file';

const dir = path.resolve(process.argv[2] ?? 'dist', 'static');
const runs = Number(process.argv[3] ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const file of readdirSync(dir).filter((f) => f.startsWith('search_index.'))) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const times = { parse: [] as number[], unpack: [] as number[], index: [] as number[], indexCpu: [] as number[], first: [] as number[] };
  let pages = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const data: unknown = JSON.parse(text);
    const t1 = performance.now();
    const records = unpackSearchIndex(data);
    const t2 = performance.now();
    const cpu = process.cpuUsage();
    const searcher = new Searcher(records);
    const t3 = performance.now();
    const used = process.cpuUsage(cpu);
    times.indexCpu.push((used.user + used.system) / 1000);
    searcher.search(file.includes('.zh.') ? '构建产物' : 'distPath');
    const t4 = performance.now();
    times.parse.push(t1 - t0);
    times.unpack.push(t2 - t1);
    times.index.push(t3 - t2);
    times.first.push(t4 - t3);
    pages = searcher.size;
  }
  const f = (xs: number[]) => `${median(xs).toFixed(1)} ms`;
  console.log(`${file}: ${pages} pages; median of ${runs}: parse ${f(times.parse)}, unpack ${f(times.unpack)}, index ${f(times.index)} (CPU ${f(times.indexCpu)}), first query ${f(times.first)}`);
}
