/**
 * Chinese search on the built site, sampled: any 2-to-4-character run taken from a Chinese
 * page finds that page, and what the top 7 show really contains the run, highlighted. Runs
 * the real search core in Node over the built index; no browser needed.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureRuns, sampleChineseRuns } from '../tests/search/chinese-sample';
import { loadBuiltRecords } from '../tests/search/recall';
import { Searcher } from '../packages/runtime/src/search/search-core';

const records = loadBuiltRecords(path.resolve(import.meta.dirname, '../dist')).get('zh') ?? [];

describe('Chinese search on the built site', () => {
  const searcher = new Searcher(records);
  const quality = measureRuns(searcher, sampleChineseRuns(records, 500, 20261122));

  it('always finds the page a 2-to-4-character run was taken from', () => {
    expect(records.length).toBeGreaterThan(100);
    expect(quality.lost).toEqual([]);
  });

  it('shows only results that contain the query, highlighted (precision in the top 7 at least 0.9)', () => {
    expect(quality.shown).toBeGreaterThan(quality.samples);
    expect(quality.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('answers mixed Chinese and English queries with the page that has both', () => {
    const top = (q: string) => searcher.search(q).map((r) => r.routePath)[0];
    expect(top('端口 strictPort')).toBe('/zh/config/server/strict-port');
    expect(top('配置 distPath')).toBe('/zh/config/output/dist-path');
    expect(top('清理 cleanDistPath')).toBe('/zh/config/output/clean-dist-path');
    expect(top('模块联邦 remote')).toBe('/zh/guide/advanced/module-federation');
  });
});
