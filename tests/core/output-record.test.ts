/**
 * The record of an output's files as columns (`utils/output-record.ts`): written and read back,
 * joined with a listing, and read as empty when missing, foreign or damaged.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutputRecordBuilder, readOutputRecord, vouchedHashes, writeOutputRecord } from '#core/utils/output-record.ts';

let dir: string;
let file: string;
const hash = (c: string) => c.repeat(40);
const stamp = (ino: number) => ({ ino, size: ino * 10, mtimeMs: 1_700_000_000_000.5 + ino });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-output-record-'));
  file = path.join(dir, 'cache', 'outputs.bin');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function written(): ReturnType<OutputRecordBuilder['record']> {
  const builder = new OutputRecordBuilder();
  builder.add('index.html', hash('a'), stamp(1));
  builder.add('guide/名前 with space.html', hash('b'), stamp(2));
  builder.add('static/js/p.js', hash('c'), stamp(3));
  return builder.record();
}

describe('the output record', () => {
  it('reads back as written, file names of any script included, and takes the place of the earlier format', () => {
    const earlier = path.join(path.dirname(file), 'outputs.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(earlier, 'quire-cache-frame 00000000 2\n[]\n');
    writeOutputRecord(file, written());
    expect(fs.existsSync(earlier)).toBe(false);
    const { record, damaged } = readOutputRecord(file);
    expect(damaged).toBe(false);
    expect(record.files).toEqual(['index.html', 'guide/名前 with space.html', 'static/js/p.js']);
    expect(record.hashes).toBe(hash('a') + hash('b') + hash('c'));
    expect([...record.stamps]).toEqual([1, 10, 1_700_000_000_001.5, 2, 20, 1_700_000_000_002.5, 3, 30, 1_700_000_000_003.5]);
  });

  it('takes a file given again in place of its first entry, and leaves out one written without a sha1', () => {
    const builder = new OutputRecordBuilder();
    builder.add('a.html', hash('a'), stamp(1));
    builder.add('b.html', hash('b'), stamp(2));
    builder.add('a.html', hash('d'), stamp(4));
    builder.add('b.html', '', stamp(5));
    for (let i = 0; i < 3000; i++) builder.add(`many/${i}.html`, hash('e'), stamp(i));
    const record = builder.record();
    expect(record.files.slice(0, 2)).toEqual(['a.html', 'many/0.html']);
    expect(record.hashes.slice(0, 40)).toBe(hash('d'));
    expect([...record.stamps.slice(0, 3)]).toEqual([4, 40, 1_700_000_000_004.5]);
    expect(record.files).toHaveLength(3001);
  });

  it('reads as empty when missing or of another format, without a warning, and as damaged when a byte changed', () => {
    expect(readOutputRecord(file)).toEqual({ record: { files: [], hashes: '', stamps: new Float64Array(0) }, damaged: false });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'quire-cache-frame 1234abcd 2\n[]\n');
    expect(readOutputRecord(file).damaged).toBe(false);
    expect(readOutputRecord(file).record.files).toEqual([]);
    writeOutputRecord(file, written());
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 30] ^= 1;
    fs.writeFileSync(file, bytes);
    expect(readOutputRecord(file)).toEqual({ record: { files: [], hashes: '', stamps: new Float64Array(0) }, damaged: true });
    // Cut short: the lengths no longer add up.
    writeOutputRecord(file, written());
    fs.truncateSync(file, fs.statSync(file).size - 8);
    expect(readOutputRecord(file).damaged).toBe(true);
  });

  it('vouches for a listed file only with the stamp recorded', () => {
    const record = written();
    const listed = ['static/js/p.js', 'index.html', 'new.html', 'guide/名前 with space.html'];
    const stamps = Float64Array.from([stamp(3), stamp(1), stamp(9), { ...stamp(2), mtimeMs: 5 }].flatMap((s) => [s.ino, s.size, s.mtimeMs]));
    expect(vouchedHashes(record, listed, stamps)).toBe(hash('c') + hash('a') + ' '.repeat(80));
  });
});
