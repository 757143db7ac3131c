/**
 * Chinese runs sampled from the pages, deterministically: does searching each find the page
 * it came from, and do the top 7 results really contain it (highlighted)?
 */
import { normalize } from '#shared/search-normalize.ts';
import type { SearchRecord } from '#shared/search-index-file.ts';
import type { QuerySearcher } from './recall';

export interface RunSample {
  query: string;
  routePath: string;
}

export interface RunQuality {
  samples: number;
  /** Samples whose page is missing from the full result list. */
  lost: RunSample[];
  /** Results shown in the top 7, and how many of them show the query highlighted. */
  shown: number;
  right: number;
  precision: number;
}

/** Small seeded generator (mulberry32): the same samples on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` runs of 2 to 4 Chinese characters, each cut from a random page. */
export function sampleChineseRuns(records: readonly SearchRecord[], count: number, seed: number): RunSample[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const pages = records.map((r) => ({ r, runs: r.content.match(/\p{Script=Han}{2,}/gu) ?? [] })).filter((p) => p.runs.length);
  return Array.from({ length: count }, () => {
    const { r, runs } = pick(pages);
    const run = pick(runs);
    const length = Math.min(run.length, 2 + Math.floor(next() * 3));
    const start = Math.floor(next() * (run.length - length + 1));
    return { query: run.slice(start, start + length), routePath: r.routePath };
  });
}

export async function measureRuns(searcher: QuerySearcher, samples: readonly RunSample[]): Promise<RunQuality> {
  const lost: RunSample[] = [];
  for (const s of samples) if (!(await searcher.search(s.query, Number.POSITIVE_INFINITY)).some((r) => r.routePath === s.routePath)) lost.push(s);
  let shown = 0;
  let right = 0;
  for (const { query } of samples) {
    const q = normalize(query);
    for (const result of await searcher.search(query, 7)) {
      shown++;
      const highlighted = result.hits.some((hit) =>
        hit.highlightInfoList.some((h) => normalize(hit.statement.slice(h.start, h.start + h.length)).includes(q)),
      );
      if (highlighted) right++;
    }
  }
  return { samples: samples.length, lost, shown, right, precision: shown ? right / shown : 1 };
}
