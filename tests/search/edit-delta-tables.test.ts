/**
 * An edit build's posting delta over an index whose tables left the head (`search/index-delta.ts`):
 * at 4,200 pages the term table is in shards and the record groups' hashes in a file. The edit
 * keeps every file of the cut and writes only the head, the delta and the edited page's record,
 * and the reader finds what a cold build of the edited pages finds, its head no larger but for
 * the delta's name.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deltaIndex } from '#core/search/index-delta.ts';
import { splitIndexFiles } from '#core/search/split-index.ts';
import { SplitSearcher } from '#runtime/search/split-searcher.ts';
import type { PackedPage } from '#shared/search-index-file.ts';
import { allRecordFiles, type SplitIndexHead } from '#shared/search-split-index.ts';
import { generatedIndex } from './generated-index';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const meta = { lang: 'en', version: '', domain: '' };
const lastOut = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-edit-delta-'));
afterAll(() => fs.rmSync(lastOut, { recursive: true, force: true }));

/** A reader over files by their path under the output, as the worker fetches them. */
function reader(files: ReadonlyMap<string, string>, headFile: string) {
  const head = JSON.parse(files.get(headFile) as string) as SplitIndexHead;
  const read = (file: string) => JSON.parse(files.get(`static/search/${file}`) ?? 'null');
  return { head, read, searcher: new SplitSearcher(head, async (file) => read(file)) };
}

describe('an edit build’s delta when the term table and the group table are files', () => {
  it('keeps the whole cut, writes the head, the delta and the edited record, and finds what a cold build finds', async () => {
    const index = generatedIndex(4200, 'en');
    const cold = JSON.parse(index.head) as SplitIndexHead;
    expect('shards' in cold.terms && 'table' in cold.groups).toBe(true);
    const parts = allRecordFiles(cold, (f) => JSON.parse(index.read(f))).map((f) => index.read(f));
    const { files, records } = splitIndexFiles(meta, parts);
    for (const { file, json } of files) {
      fs.mkdirSync(path.dirname(path.join(lastOut, file)), { recursive: true });
      fs.writeFileSync(path.join(lastOut, file), json);
    }
    const edited = 100;
    const packed = JSON.parse(parts[edited]) as PackedPage;
    // Most of the page's text goes, some words with it; a word and a number come.
    packed[2] = `${packed[2].slice(0, 300)}\nThe zorblatt worker drains queue 918273 again.`;
    const after = parts.map((part, i) => (i === edited ? JSON.stringify(packed) : part));
    const last = {
      files: files.map((f): [string, string] => [f.file, sha1(f.json)]),
      pages: records.map((file, i): [string, string, string] => [sha1(parts[i]), file, sha1(parts[i])]),
      base: [],
    };
    const delta = await deltaIndex(meta, last, lastOut, after.map(sha1), async (i) => after[i]);
    if (!delta) throw new Error('no delta for a one-page edit');

    const fresh = delta.fresh.map((f) => f.file);
    const kind = (file: string) => /\/([a-z])\.[^/]*$/.exec(file)?.[1] ?? 'head';
    expect(fresh.map(kind)).toEqual(['head', 'd', 'r']);
    expect(fresh[2]).toBe(delta.records[edited][0]);
    // The cut stays whole: posting chunks, term shards, the group table and every group's records.
    const kept = new Set(delta.kept.map(([f]) => f));
    expect(files.slice(1).filter((f) => !kept.has(f.file))).toEqual([]);

    const warmFiles = new Map([
      ...files.map((f): [string, string] => [f.file, f.json]),
      ...delta.fresh.map((f): [string, string] => [f.file, f.json]),
    ]);
    const coldIndex = splitIndexFiles(meta, after).files;
    const warm = reader(warmFiles, delta.fresh[0].file);
    const coldReader = reader(new Map(coldIndex.map((f) => [f.file, f.json])), coldIndex[0].file);
    expect(warm.head.delta).toBeDefined();
    expect(warm.head.latin).toEqual(coldReader.head.latin);
    expect(delta.fresh[0].json.length - coldIndex[0].json.length).toBeLessThanOrEqual(`,"delta":"0123456789"`.length);
    const pageRecords = ({ head, read }: ReturnType<typeof reader>) => allRecordFiles(head, read).map((f) => read(f));
    expect(pageRecords(warm)).toEqual(pageRecords(coldReader));
    for (const query of ['zorblatt', '918273', '9182', 'worker drains queue', 'cache', 'configure', '1']) {
      expect(await warm.searcher.search(query, 7), query).toEqual(await coldReader.searcher.search(query, 7));
    }
    expect((await warm.searcher.search('zorblatt', 7)).length).toBe(1);
  }, 120_000);
});
