import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOver, PackReader, PackWriter } from '../../packages/core/src/utils/record-pack.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-record-pack-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

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
    expect((await (await PackReader.open(file)).get('a'))?.toString()).toBe('old');
    await writer.discard();
    expect(await fs.readdir(path.dirname(file))).toEqual(['cache.pack']);
    expect((await (await PackReader.open(file)).get('a'))?.toString()).toBe('old');
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
    const next = await PackReader.open(file);
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
    await writer.commitOver(reader, ['a', 'b', 'c', 'e']);
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
    await writer.commitOver(reader, ['a'], { v: 2 });
    await reader.close();
    expect((await fs.stat(file)).ino).not.toBe(before);
    next = await PackReader.open(file);
    expect([...next.keys()]).toEqual(['a']);
    expect((await next.get('a'))?.toString()).toBe(big('a'));
    expect(next.meta).toEqual({ v: 2 });
    expect((await fs.stat(file)).size).toBeLessThan(1200);
    await next.close();
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
    await writer.commitOver(reader, ['a', 'b']);
    await reader.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(dead)).toBe(false);
  });
});
