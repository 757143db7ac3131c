/**
 * The split index's packing: the same files as postings kept in an array per term would give
 * (the reference below), and what it holds while it cuts: no file once handed to the sink, no
 * posting as a JavaScript array.
 */
import { createHash } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compareTerms, cutChunks, FLAG_BITS, type PackedPage, pageTerms, packSearchPage, unpackSearchPage } from '#shared/index.ts';
import { postingTable } from '#core/search/posting-table.ts';
import { CHUNK_BYTES, cutSplitIndex, type SplitIndexFile, splitIndexFiles } from '#core/search/split-index.ts';

// A full collection on demand.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** A seeded generator: the same corpus in every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Words of every kind a term can be: Latin, Cyrillic, CJK, numbers that are array indices (and one that is not), a key objects treat apart. */
const VOCABULARY = [
  ...Array.from({ length: 300 }, (_, i) => `w${i.toString(36)}x`),
  'очередь',
  'задача',
  '队列',
  '任务调度',
  '数据',
  '0',
  '2',
  '10',
  '007',
  '4294967295',
  '__proto__',
  'constructor',
];

/** A page's packed part, of words drawn from the vocabulary. */
function part(next: () => number, p: number): string {
  const pick = (n: number) => Array.from({ length: n }, () => VOCABULARY[Math.floor(next() ** 2 * VOCABULARY.length)]).join(' ');
  const title = pick(3);
  const content = `${pick(40 + Math.floor(next() * 200))}\n${pick(20)}`;
  return JSON.stringify(packSearchPage({ title, routePath: `/p${p}`, content, toc: [{ id: `h${p}`, text: pick(2), depth: 2, charIndex: 0 }] }));
}

function corpus(pages: number, seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: pages }, (_, p) => part(next, p));
}

/** The postings as an array per term, grown page by page: what the typed arrays replace. */
function referencePostings(parts: readonly string[]): Map<string, { script: string; flat: number[]; last: number }> {
  const all = new Map<string, { script: string; flat: number[]; last: number }>();
  parts.forEach((json, page) => {
    for (const [term, value] of pageTerms(unpackSearchPage(JSON.parse(json) as PackedPage, page))) {
      let entry = all.get(term);
      if (!entry) all.set(term, (entry = { script: value.script, flat: [], last: 0 }));
      entry.flat.push(page - entry.last, (value.count << FLAG_BITS) | value.flags);
      entry.last = page;
    }
  });
  return all;
}

/** The posting chunks' JSON the reference postings give. */
function referenceChunks(parts: readonly string[]): string[] {
  const all = referencePostings(parts);
  const sorted = [...all.keys()].sort(compareTerms);
  return cutChunks(sorted, (t) => t.length + 4 + 4 * (all.get(t)?.flat.length ?? 0), CHUNK_BYTES).map((terms) =>
    JSON.stringify(Object.fromEntries(terms.map((t) => [t, all.get(t)?.flat ?? []]))),
  );
}

const meta = { lang: 'en', version: '', domain: '' };

describe('the split index packing', () => {
  it.each([1, 2, 3])('gives the postings and chunks of an array per term (corpus %i)', (seed) => {
    const parts = corpus(300 + seed * 150, seed);
    const reference = referencePostings(parts);
    const table = postingTable(parts);
    expect([...table.terms].sort()).toEqual([...reference.keys()].sort());
    for (const [term, { script, flat }] of reference) {
      expect(table.script(term)).toBe(script);
      expect(Array.from(table.postings(term))).toEqual(flat);
    }
    expect(table.postings('not-a-term')).toHaveLength(0);
    const { files } = splitIndexFiles(meta, parts);
    const chunks = files.filter((f) => /\/t\.[0-9a-f]+\.json$/.test(f.file)).map((f) => f.json);
    expect(chunks).toEqual(referenceChunks(parts));
  });

  it('names record groups by the hash of their parts joined by newlines', () => {
    const parts = corpus(200, 4);
    const { records } = splitIndexFiles(meta, parts);
    const group = (from: number) =>
      createHash('sha256')
        .update(parts.slice(from, from + 64).join('\n'))
        .digest('hex')
        .slice(0, 10);
    expect(records[0]).toBe(`static/search/en/r.${group(0)}.0.json`);
    expect(records[199]).toBe(`static/search/en/r.${group(192)}.7.json`);
  });

  it('hands the files to the sink as it cuts them, the head last, each name once, as splitIndexFiles lists them', () => {
    const parts = corpus(300, 5);
    const handed: SplitIndexFile[] = [];
    const { head, records } = cutSplitIndex(meta, parts, (file) => handed.push(file));
    expect(handed.at(-1)).toBe(head);
    expect(new Set(handed.map((f) => f.file)).size).toBe(handed.length);
    const listed = splitIndexFiles(meta, parts);
    expect([handed.at(-1), ...handed.slice(0, -1)]).toEqual(listed.files);
    expect(records).toEqual(listed.records);
  });

  it('holds no file once handed and no posting on the heap: the heap when the head comes is the parts’ and the terms’', () => {
    // ≈600,000 postings: ≈10 MB as arrays of numbers, ≈3.5 MB of chunks.
    const parts = corpus(6_000, 6);
    collectGarbage();
    const before = v8.getHeapStatistics().used_heap_size;
    let grown = Number.NaN;
    let chunkBytes = 0;
    cutSplitIndex(meta, parts, (file) => {
      if (/\/t\.[0-9a-f]+\.json$/.test(file.file)) chunkBytes += file.json.length;
      if (!/\/en\.[0-9a-f]+\.json$/.test(file.file)) return;
      collectGarbage();
      grown = v8.getHeapStatistics().used_heap_size - before;
    });
    expect(chunkBytes).toBeGreaterThan(3_000_000);
    expect(grown).toBeLessThan(1_500_000);
  });
});
