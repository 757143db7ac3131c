/**
 * Chinese search on the built site, sampled: any 2-to-4-character run taken from a Chinese
 * page finds that page, and what the top 7 show really contains the run, highlighted. Runs
 * the real search core in Node over the built index; no browser needed.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureRuns, sampleChineseRuns } from '../tests/search/chinese-sample';
import { loadBuiltRecords, loadBuiltSearchers } from '../tests/search/recall';

const dist = path.resolve(import.meta.dirname, '../dist');
const records = loadBuiltRecords(dist).get('zh') ?? [];
// The split index, fetched file by file as the worker does.
const searcher = loadBuiltSearchers(dist).get('zh');
if (!searcher) throw new Error('no Chinese search index in dist/');
const quality = await measureRuns(searcher, sampleChineseRuns(records, 500, 20261122));

describe('Chinese search on the built site', () => {
  it('always finds the page a 2-to-4-character run was taken from', () => {
    expect(records.length).toBeGreaterThan(100);
    expect(quality.lost).toEqual([]);
  });

  it('shows only results that contain the query, highlighted (precision in the top 7 at least 0.9)', () => {
    expect(quality.shown).toBeGreaterThan(quality.samples);
    expect(quality.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('answers mixed Chinese and English queries with the page that has both', async () => {
    const top = async (q: string) => (await searcher.search(q)).map((r) => r.routePath)[0];
    expect(await top('端口 strictPort')).toBe('/zh/config/server/strict-port');
    expect(await top('配置 distPath')).toBe('/zh/config/output/dist-path');
    expect(await top('清理 cleanDistPath')).toBe('/zh/config/output/clean-dist-path');
    expect(await top('模块联邦 remote')).toBe('/zh/guide/advanced/module-federation');
  });
});
