/** The caches' map files: a first frame, then each later build's changes appended (`utils/json-map-file.ts`). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCheckedJson } from '#core/utils/checked-json.ts';
import { checksum } from '#core/utils/checksum.ts';
import { readJsonMap, writeJsonMap } from '#core/utils/json-map-file.ts';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-json-map-'));
  file = path.join(dir, 'outputs.json');
});
afterEach(() => {
  warn.mockClear();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A map of `count` entries, each value an object as the caches keep. */
const entries = (count: number) => new Map(Array.from({ length: count }, (_, i) => [`page-${i}.html`, { hash: `h${i}`, size: i, mtimeMs: 1.5 }]));

describe('a cache map file', () => {
  it('reads back what it wrote, keys of any script included', () => {
    const map = new Map<string, unknown>([...entries(3), ['中文/索引.html', 1], ['flag', true]]);
    writeJsonMap(file, map);
    expect(readJsonMap(file)).toEqual(map);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes its frames in ASCII, every other character escaped, and reads them back as they were', () => {
    const map = new Map<string, unknown>([
      ['中文/索引.html', { title: 'Ünïcode 标题 🚀', lone: '\ud800 alone' }],
      ['plain.html', 'é'],
    ]);
    writeJsonMap(file, map);
    const bytes = fs.readFileSync(file);
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
    expect(readJsonMap(file)).toEqual(map);
    writeJsonMap(file, new Map([...map, ['added.html', 'ß']]), readJsonMap(file));
    expect(fs.readFileSync(file).every((byte) => byte < 0x80)).toBe(true);
    expect(readJsonMap(file).get('added.html')).toBe('ß');
  });

  it('reads a frame of raw UTF-8, as an earlier build wrote it', () => {
    const json = Buffer.from(JSON.stringify([['中文.html', '标题 é']]));
    fs.writeFileSync(
      file,
      Buffer.concat([Buffer.from(`quire-cache-frame ${checksum(json).toString(16).padStart(8, '0')} ${json.length}\n`), json, Buffer.from('\n')]),
    );
    expect(readJsonMap(file)).toEqual(new Map([['中文.html', '标题 é']]));
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a file of the single-JSON format before it, pairs or an object', () => {
    const value = { 'a.html': { hash: 'x' }, 'b.html': 2 };
    fs.writeFileSync(file, encodeCheckedJson(Object.entries(value)));
    expect(readJsonMap(file)).toEqual(new Map(Object.entries(value)));
    fs.writeFileSync(file, encodeCheckedJson(value));
    expect(readJsonMap(file)).toEqual(new Map(Object.entries(value)));
  });

  it('appends only what changed: an entry with a new value, a new one and a removed one; the bytes before stay', () => {
    writeJsonMap(file, entries(1000));
    const before = fs.readFileSync(file);
    const read = readJsonMap<{ hash: string }>(file);
    const next = new Map(read);
    next.set('page-5.html', { hash: 'edited' });
    next.set('page-new.html', { hash: 'new' });
    next.delete('page-7.html');
    writeJsonMap(file, next, read);
    const after = fs.readFileSync(file);
    expect(after.subarray(0, before.length).equals(before)).toBe(true);
    expect(after.length - before.length).toBeLessThan(200);
    expect(readJsonMap(file)).toEqual(next);
  });

  it('writes nothing when every entry is the one read', () => {
    writeJsonMap(file, entries(10));
    const read = readJsonMap(file);
    const { mtimeMs } = fs.statSync(file);
    writeJsonMap(file, [...read], read);
    expect(fs.statSync(file).mtimeMs).toBe(mtimeMs);
    expect(readJsonMap(file)).toEqual(read);
  });

  it('counts an equal object that is not the one read as changed, and an equal string as the same', () => {
    writeJsonMap(file, new Map<string, unknown>([...entries(100), ['name', 'value']]));
    const size = fs.statSync(file).size;
    const read = readJsonMap(file);
    writeJsonMap(file, new Map<string, unknown>([...read, ['name', `val${'ue'}`], ['page-1.html', { hash: 'h1', size: 1, mtimeMs: 1.5 }]]), read);
    const appended = fs.readFileSync(file).subarray(size).toString('utf8');
    expect(appended).toContain('"page-1.html"');
    expect(appended).not.toContain('"name"');
    expect(readJsonMap(file)).toEqual(read);
  });

  it('writes the whole map anew once the appended changes outgrow a quarter of the first frame', () => {
    writeJsonMap(file, entries(100));
    let read = readJsonMap<{ hash: string }>(file);
    for (let round = 0; round < 40; round++) {
      const next = new Map(read);
      next.set(`page-${round}.html`, { hash: `round ${round}` });
      writeJsonMap(file, next, read);
      read = readJsonMap(file);
      expect(read.get(`page-${round}.html`)).toEqual({ hash: `round ${round}` });
    }
    const frames = fs.readFileSync(file, 'utf8').match(/^quire-cache-frame /gm) ?? [];
    // 40 changes of about 50 bytes against a first frame of about 5 KB: written anew on the way.
    expect(frames.length).toBeLessThan(40);
    expect(fs.statSync(file).size).toBeLessThan(JSON.stringify([...entries(100)]).length * 1.5);
  });

  it('writes the whole map when the file is no longer the one read (another build wrote it)', () => {
    writeJsonMap(file, entries(100));
    const read = readJsonMap<{ hash: string }>(file);
    writeJsonMap(file, new Map([['other.html', { hash: 'o' }]]));
    const next = new Map(read);
    next.set('page-1.html', { hash: 'edited' });
    writeJsonMap(file, next, read);
    expect(readJsonMap(file)).toEqual(next);
  });

  it('reads a file whose last frame was cut short (a build killed while appending) as the build before left it, and appends in its place', () => {
    writeJsonMap(file, entries(100));
    const read = readJsonMap<{ hash: string }>(file);
    const whole = fs.readFileSync(file);
    const next = new Map(read);
    next.set('page-1.html', { hash: 'edited' });
    writeJsonMap(file, next, read);
    const appended = fs.readFileSync(file);
    for (const cut of [whole.length + 5, appended.length - 1]) {
      fs.writeFileSync(file, appended.subarray(0, cut));
      const before = readJsonMap<{ hash: string }>(file);
      expect(before).toEqual(read);
      const again = new Map(before);
      again.set('page-2.html', { hash: 'edited again' });
      writeJsonMap(file, again, before);
      expect(readJsonMap(file)).toEqual(again);
      expect(fs.statSync(file).size).toBeLessThan(appended.length + 50);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a file with a frame that fails its checksum as empty, with a warning: the cache is lost, never half used', () => {
    writeJsonMap(file, entries(100));
    const read = readJsonMap(file);
    const next = new Map(read);
    next.set('page-1.html', { hash: 'edited' });
    writeJsonMap(file, next, read);
    const whole = fs.readFileSync(file);
    for (const at of [whole.length - 10, Math.floor(whole.length / 2)]) {
      const flipped = Buffer.from(whole);
      flipped[at] ^= 1;
      fs.writeFileSync(file, flipped);
      expect(readJsonMap(file)).toEqual(new Map());
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads a missing file as empty, without a warning', () => {
    expect(readJsonMap(path.join(dir, 'none.json'))).toEqual(new Map());
    expect(warn).not.toHaveBeenCalled();
  });
});
