/**
 * Chinese search on the built site, sampled: any 2-to-4-character run taken from a Chinese
 * page finds that page, and what the top 7 show really contains the run, highlighted. Runs
 * the real search core in Node over the built index; no browser needed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalize } from '../packages/runtime/src/search/normalize';
import { Searcher } from '../packages/runtime/src/search/search-core';
import { type SearchRecord, unpackSearchIndex } from '../packages/runtime/src/shared/search-index-file';

const dir = path.resolve(import.meta.dirname, '../dist/static');

function zhRecords(): SearchRecord[] {
  const file = readdirSync(dir).find((f) => /^search_index\.zh\.[0-9a-f]+\.json$/.test(f));
  if (!file) throw new Error('no Chinese search index in dist/static: build the site first');
  return unpackSearchIndex(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
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
function sample(records: readonly SearchRecord[], count: number, seed: number): Array<{ query: string; routePath: string }> {
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

describe('Chinese search on the built site', () => {
  const records = zhRecords();
  const searcher = new Searcher(records);
  const samples = sample(records, 500, 20261122);

  it('always finds the page a 2-to-4-character run was taken from', () => {
    const lost = samples.filter((s) => !searcher.search(s.query, Number.POSITIVE_INFINITY).some((r) => r.routePath === s.routePath));
    expect(lost).toEqual([]);
  });

  it('shows only results that contain the query, highlighted (precision in the top 7 at least 0.9)', () => {
    let shown = 0;
    let right = 0;
    for (const { query } of samples) {
      const q = normalize(query);
      for (const result of searcher.search(query, 7)) {
        shown++;
        const highlighted = result.hits.some((hit) =>
          hit.highlightInfoList.some((h) => normalize(hit.statement.slice(h.start, h.start + h.length)).includes(q)),
        );
        if (highlighted) right++;
      }
    }
    expect(shown).toBeGreaterThan(samples.length);
    expect(right / shown).toBeGreaterThanOrEqual(0.9);
  });

  it('answers mixed Chinese and English queries with the page that has both', () => {
    const top = (q: string) => searcher.search(q).map((r) => r.routePath)[0];
    expect(top('端口 strictPort')).toBe('/zh/config/server/strict-port');
    expect(top('配置 distPath')).toBe('/zh/config/output/dist-path');
    expect(top('清理 cleanDistPath')).toBe('/zh/config/output/clean-dist-path');
    expect(top('模块联邦 remote')).toBe('/zh/guide/advanced/module-federation');
  });
});
