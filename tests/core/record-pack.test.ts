import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryOver, PackReader, PackWriter } from '#core/utils/record-pack.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-record-pack-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});
const closeLater = closedAfterEach();

/** Adds 1 to the byte at `offset` of `file` (from its end when negative). */
async function flipByte(file: string, offset: number): Promise<void> {
  const bytes = await fs.readFile(file);
  const at = offset < 0 ? bytes.length + offset : offset;
  bytes[at] = (bytes[at] + 1) % 256;
  await fs.writeFile(file, bytes);
}

/** The warnings `run` printed. */
async function warningsOf(run: () => Promise<void>): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await run();
    return warn.mock.calls.map(([line]) => String(line));
  } finally {
    warn.mockRestore();
  }
}

async function writePack(file: string, records: Record<string, string>, meta?: unknown): Promise<void> {
  const writer = new PackWriter(file);
  await Promise.all(Object.entries(records).map(([key, text]) => writer.add(key, Buffer.from(text))));
  await writer.commit(meta);
}

describe('record pack', () => {
  it('reads back each record by key, and the metadata', async () => {
    const file = path.join(await tempDir(), 'sub/cache.pack');
    await writePack(file, { a: 'first', b: '', c: 'third ünïcode' }, { shared: 'x' });
    const reader = await PackReader.open(file);
    expect(reader.meta).toEqual({ shared: 'x' });
    expect([...reader.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect((await reader.get('a'))?.toString()).toBe('first');
    expect((await reader.get('b'))?.toString()).toBe('');
    expect((await reader.get('c'))?.toString()).toBe('third ünïcode');
    expect(await reader.get('d')).toBeUndefined();
    await reader.close();
    // One file beside nothing else: the temporary file was renamed.
    expect(await fs.readdir(path.dirname(file))).toEqual(['cache.pack']);
  });

  it('adds records and reads them back before the commit on this thread: no turn of the event loop passes once the file is open', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    const writer = new PackWriter(file);
    await writer.add('opened', Buffer.from('first'));
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await writer.add('a', Buffer.from('second'));
    const read = await writer.get('a');
    expect(turned).toBe(false);
    expect(read?.toString()).toBe('second');
    await writer.commit();
  });

  it('reads a missing, torn or foreign file as an empty pack', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'cache.pack');
    expect((await PackReader.open(file)).size).toBe(0);
    await writePack(file, { a: 'first' });
    const whole = await fs.readFile(file);
    await fs.writeFile(file, whole.subarray(0, whole.length - 3));
    expect((await PackReader.open(file)).size).toBe(0);
    await fs.writeFile(file, '{"not":"a pack"}');
    expect((await PackReader.open(file)).size).toBe(0);
  });

  it('leaves the last pack whole until the new one is committed, and drops a discarded one', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    await writePack(file, { a: 'old' });
    const writer = new PackWriter(file);
    await writer.add('a', Buffer.from('new'));
    // Readable from the writer before the commit; the pack on disk is still the last one.
    expect((await writer.get('a'))?.toString()).toBe('new');
    expect((await closeLater(await PackReader.open(file)).get('a'))?.toString()).toBe('old');
    await writer.discard();
    expect(await fs.readdir(path.dirname(file))).toEqual(['cache.pack']);
    expect((await closeLater(await PackReader.open(file)).get('a'))?.toString()).toBe('old');
  });

  it('carries records over from the last pack, keeping the writer’s own', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    await writePack(file, { a: 'old a', b: 'old b', c: 'old c' });
    const reader = await PackReader.open(file);
    const writer = new PackWriter(file);
    await writer.add('b', Buffer.from('new b'));
    await carryOver(reader, writer, ['a', 'b']);
    await writer.commit();
    await reader.close();
    const next = closeLater(await PackReader.open(file));
    expect([...next.keys()].sort()).toEqual(['a', 'b']);
    expect((await next.get('a'))?.toString()).toBe('old a');
    expect((await next.get('b'))?.toString()).toBe('new b');
  });

  it('appends the new records to the last pack when most of it stays, and writes anew when most goes', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    const big = (c: string) => c.repeat(1000);
    await writePack(file, { a: big('a'), b: big('b'), c: big('c'), d: big('d') }, { v: 1 });
    const before = (await fs.stat(file)).ino;

    // Three of four records stay: appended in place, the same file grows.
    let reader = await PackReader.open(file);
    let writer = new PackWriter(file);
    await writer.add('e', Buffer.from('new e'));
    await writer.commitOver(reader, (key) => ['a', 'b', 'c', 'e'].includes(key));
    await reader.close();
    expect((await fs.stat(file)).ino).toBe(before);
    expect(await fs.readdir(path.dirname(file))).toEqual(['cache.pack']);
    let next = await PackReader.open(file);
    expect([...next.keys()].sort()).toEqual(['a', 'b', 'c', 'e']);
    expect((await next.get('a'))?.toString()).toBe(big('a'));
    expect((await next.get('b'))?.toString()).toBe(big('b'));
    expect((await next.get('e'))?.toString()).toBe('new e');
    expect(await next.get('d')).toBeUndefined();
    expect(next.meta).toBeUndefined();
    await next.close();

    // One record of four stays: less than half the file, so the pack is written anew, without the dead bytes.
    reader = await PackReader.open(file);
    writer = new PackWriter(file);
    await writer.commitOver(reader, (key) => ['a'].includes(key), { v: 2 });
    await reader.close();
    expect((await fs.stat(file)).ino).not.toBe(before);
    next = await PackReader.open(file);
    expect([...next.keys()]).toEqual(['a']);
    expect((await next.get('a'))?.toString()).toBe(big('a'));
    expect(next.meta).toEqual({ v: 2 });
    expect((await fs.stat(file)).size).toBeLessThan(1200);
    await next.close();
  });

  it('finds every key of a large index, after appends whose keys fall between the last pack’s', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    const key = (i: number) => `${(i * 7919) % 1000}:${i % 3 === 0 ? 'code' : 'text'}:ü${i}`;
    await writePack(file, Object.fromEntries(Array.from({ length: 600 }, (_, i) => [key(i), `record ${i}`])));
    const reader = await PackReader.open(file);
    const writer = new PackWriter(file);
    for (let i = 600; i < 650; i++) await writer.add(key(i), Buffer.from(`record ${i}`));
    await writer.add(key(5), Buffer.from('record 5, again'));
    await writer.commitOver(reader, (k) => k !== key(7));
    await reader.close();
    const next = await PackReader.open(file);
    const keys = [...next.keys()];
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(keys).toHaveLength(649);
    for (let i = 0; i < 650; i++) {
      const expected = i === 7 ? undefined : i === 5 ? 'record 5, again' : `record ${i}`;
      expect(next.getNow(key(i))?.toString(), key(i)).toBe(expected);
    }
    expect(next.has('absent')).toBe(false);
    await next.close();
    await expect(new PackWriter(file).add('two\nlines', Buffer.from('x'))).rejects.toThrow(/newline/);
  });

  it('an append cut short reads as an empty pack', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    await writePack(file, { a: 'x'.repeat(1000) });
    const whole = await fs.readFile(file);
    // As if a build died after writing a record at the end, before the new index.
    await fs.writeFile(file, Buffer.concat([whole, Buffer.from('partial record')]));
    expect((await PackReader.open(file)).size).toBe(0);
  });

  it('leaves a dropped record out of the index', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    const writer = new PackWriter(file);
    await writer.add('a', Buffer.from('superseded'));
    await writer.add('b', Buffer.from('kept'));
    writer.drop('a');
    await writer.commit();
    const reader = await PackReader.open(file);
    expect([...reader.keys()]).toEqual(['b']);
    expect((await reader.get('b'))?.toString()).toBe('kept');
    await reader.close();
  });

  it('removes temporary files left by a process that died mid-write, not a live one’s', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'cache.pack');
    const dead = path.join(dir, 'cache.pack.999999999-0.tmp');
    const live = path.join(dir, `cache.pack.${process.pid}-999.tmp`);
    await fs.writeFile(dead, 'torn');
    await fs.writeFile(live, 'in progress');
    await writePack(file, { a: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it('an append to the last pack removes them too', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'cache.pack');
    await writePack(file, { a: 'x'.repeat(1000) });
    const dead = path.join(dir, 'cache.pack.999999999-0.tmp');
    await fs.writeFile(dead, 'torn');
    const reader = await PackReader.open(file);
    const writer = new PackWriter(file);
    await writer.add('b', Buffer.from('new b'));
    await writer.commitOver(reader, (key) => ['a', 'b'].includes(key));
    await reader.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(dead)).toBe(false);
  });

  it('reads a record on this thread (getNow) as get does: whole, missing, or failing its checksum', async () => {
    const file = path.join(await tempDir(), 'compile.pack');
    await writePack(file, { a: 'first record', b: 'second record' });
    const bytes = await fs.readFile(file);
    await flipByte(file, bytes.indexOf('second') + 1);
    const reader = await PackReader.open(file);
    const warnings = await warningsOf(async () => {
      expect(reader.getNow('a')?.toString()).toBe('first record');
      expect(reader.getNow('b')).toBeUndefined();
      expect(reader.getNow('none')).toBeUndefined();
    });
    expect(warnings).toHaveLength(1);
    expect(reader.has('b')).toBe(false);
    await reader.close();
  });

  it('reads a record whose bytes fail their checksum as missing, warns once, and carries it no further', async () => {
    const file = path.join(await tempDir(), 'render.pack');
    // Records lie in the order added: `a` first, from byte 0.
    const writer = new PackWriter(file);
    await writer.add('a', Buffer.from('first record'));
    await writer.add('b', Buffer.from('second record'));
    await writer.add('c', Buffer.from('third record'));
    await writer.commit({ v: 1 });
    await flipByte(file, 3);
    await flipByte(file, 'first record'.length + 2);
    const reader = await PackReader.open(file);
    const warnings = await warningsOf(async () => {
      expect(await reader.get('a')).toBeUndefined();
      expect(await reader.get('b')).toBeUndefined();
      expect((await reader.get('c'))?.toString()).toBe('third record');
    });
    expect(warnings).toEqual([expect.stringMatching(/render\.pack: a record failed its checksum; rebuilding it$/)]);
    expect(reader.has('a')).toBe(false);
    expect(reader.meta).toEqual({ v: 1 });

    // Copied into the next pack, the damaged record is left behind, not given a new checksum.
    const next = new PackWriter(file);
    await next.add('d', Buffer.from('new'));
    await carryOver(reader, next, ['a', 'c']);
    await next.commit();
    await reader.close();
    const after = await PackReader.open(file);
    expect([...after.keys()].sort()).toEqual(['c', 'd']);
    await after.close();
  });

  it('keeps each record’s checksum when appending in place, so damage to a kept record is still found', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    await writePack(file, { a: 'a'.repeat(1000) });
    await flipByte(file, 10);
    let reader = await PackReader.open(file);
    const writer = new PackWriter(file);
    await writer.add('b', Buffer.from('new b'));
    await writer.commitOver(reader, (key) => ['a', 'b'].includes(key));
    await reader.close();
    reader = await PackReader.open(file);
    const warnings = await warningsOf(async () => {
      expect(await reader.get('a')).toBeUndefined();
      expect((await reader.get('b'))?.toString()).toBe('new b');
    });
    expect(warnings).toHaveLength(1);
    await reader.close();
  });

  it('reads a pack whose index fails its checksum as empty, with a warning', async () => {
    const file = path.join(await tempDir(), 'cache.pack');
    await writePack(file, { a: 'first', b: 'second' }, { themeComponents: ['CodeBlock'] });
    // A byte of the index's metadata (just before the 20-byte tail): the JSON may still parse.
    await flipByte(file, -22);
    let reader: PackReader | undefined;
    const warnings = await warningsOf(async () => {
      reader = await PackReader.open(file);
    });
    expect(reader?.size).toBe(0);
    expect(reader?.meta).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/cache\.pack: a record failed its checksum; rebuilding it$/)]);
  });

  it.each([
    // The first format: records, the index (key, offset, length), its length, `QPK1`.
    { format: 'QPK1', entries: [['a', 0, 5]], tail: 8 },
    // The second: the index as JSON with each record's checksum, its length and checksum, `QPK2`.
    { format: 'QPK2', entries: [['a', 0, 5, 0]], tail: 12 },
  ])('reads a pack of the earlier format $format as empty, without a warning', async ({ format, entries, tail: tailLength }) => {
    const file = path.join(await tempDir(), 'cache.pack');
    const index = Buffer.from(JSON.stringify({ meta: { v: 1 }, entries }));
    const tail = Buffer.alloc(tailLength);
    tail.writeUInt32LE(index.length, 0);
    tail.write(format, tailLength - 4);
    await fs.writeFile(file, Buffer.concat([Buffer.from('first'), index, tail]));
    let reader: PackReader | undefined;
    const warnings = await warningsOf(async () => {
      reader = await PackReader.open(file);
    });
    expect(reader?.size).toBe(0);
    expect(await reader?.get('a')).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});
