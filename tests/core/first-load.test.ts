import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkBudget, formatFirstLoad, GzipSizes, measureFirstLoad } from '#core/pipeline/first-load.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { QuireError } from '#core/utils/errors.ts';
import { readJsonMap } from '#core/utils/json-map-file.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-first-load-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Incompressible-ish content so sizes differ clearly between files.
function write(name: string, bytes: number): number {
  let text = '';
  let seed = bytes;
  while (text.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += seed.toString(36);
  }
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text.slice(0, bytes));
  return gzipSync(text.slice(0, bytes), { level: 9 }).length;
}

describe('first-load size', () => {
  const app = write('static/js/index.js', 4000) + write('static/js/lib.js', 2000);
  const css = write('static/css/index.css', 1000);
  const small = write('static/js/p-small.js', 300);
  const big = write('static/js/p-big.js', 3000);
  const assets = {
    entryJs: ['static/js/lib.js', 'static/js/index.js'],
    entryCss: ['static/css/index.css'],
    pageFiles: new Map([
      ['p-small', ['static/js/p-small.js']],
      ['p-big', ['static/js/p-big.js']],
    ]),
  };

  it('sums the gzip bytes of what every page loads, and finds the heaviest page', async () => {
    const load = await measureFirstLoad(assets, (file) => path.join(dir, file));
    expect(load).toEqual({ js: app, css, heaviest: { entry: 'p-big', js: app + big } });
    expect(small).toBeLessThan(big);
    expect(formatFirstLoad(load)).toMatch(/^first load \(gzip\): JS \d+\.\d KB on every page, heaviest page \d+\.\d KB; CSS \d+\.\d KB$/);
  });

  it("measures on libuv's threads: the build's thread runs other work until the sizes are in", async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await measureFirstLoad(assets, (file) => path.join(dir, file));
    expect(turned).toBe(true);
  });

  it('passes within the budget and names each figure over it', async () => {
    const load = await measureFirstLoad(assets, (file) => path.join(dir, file));
    expect(() => checkBudget(load, { js: app, css, pageJs: app + big })).not.toThrow();
    expect(() => checkBudget(load, {})).not.toThrow();
    let error: unknown;
    try {
      checkBudget(load, { js: app - 100, pageJs: app + big - 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(QuireError);
    const message = (error as Error).message;
    expect(message).toContain('size budget exceeded');
    expect(message).toMatch(/first-load JS \(budget\.js\) is [\d.]+ KB, over its budget of [\d.]+ KB by 0\.1 KB/);
    expect(message).toContain("the heaviest page's JS (budget.pageJs, entry p-big)");
    expect(message).not.toContain('budget.css');
  });

  it('takes a budget in the config and rejects bad figures by name', () => {
    expect(resolveConfig({}).budget).toEqual({});
    expect(resolveConfig({ budget: { js: 100_000, css: 8000 } }).budget).toEqual({ js: 100_000, css: 8000 });
    expect(() => resolveConfig({ budget: { js: -1 } })).toThrow(/"budget\.js" must be a positive number of gzip bytes \(got -1\)/);
    expect(() => resolveConfig({ budget: { js: '100kb' } } as never)).toThrow(/"budget\.js" must be a positive number/);
    expect(() => resolveConfig({ budget: { total: 5 } } as never)).toThrow(/"budget\.total" is not a known field \(known: js, css, pageJs\)/);
  });
});

describe('GzipSizes', async () => {
  /** The size of a file of the output in `dir`. */
  const sizeOf = (sizes: GzipSizes, name: string) => sizes.get(name, path.join(dir, name));

  it('keeps the sizes of content-hashed files between builds and measures other files every time', async () => {
    const hashedSize = write('static/js/p-a.0123456789.js', 2000);
    const plainSize = write('static/js/plain.js', 2000);
    const cacheFile = path.join(dir, 'cache/gzip-sizes.json');
    const first = GzipSizes.open(cacheFile);
    expect(await sizeOf(first, 'static/js/p-a.0123456789.js')).toBe(hashedSize);
    expect(await sizeOf(first, 'static/js/plain.js')).toBe(plainSize);
    first.save();
    expect(Object.fromEntries(readJsonMap(cacheFile))).toEqual({ 'static/js/p-a.0123456789.js': hashedSize });

    // A hashed name stands for its bytes, so its size is not measured again; a plain name is.
    write('static/js/p-a.0123456789.js', 10);
    const plainAgain = write('static/js/plain.js', 10);
    const next = GzipSizes.open(cacheFile);
    expect(await sizeOf(next, 'static/js/p-a.0123456789.js')).toBe(hashedSize);
    expect(await sizeOf(next, 'static/js/plain.js')).toBe(plainAgain);
    const written = fs.statSync(cacheFile).mtimeMs;
    next.save();
    expect(fs.statSync(cacheFile).mtimeMs).toBe(written);

    // A file no longer used is dropped at the next save that adds one.
    write('static/js/p-b.abcdef0123.js', 500);
    const third = GzipSizes.open(cacheFile);
    await sizeOf(third, 'static/js/p-b.abcdef0123.js');
    third.save();
    expect([...readJsonMap(cacheFile).keys()]).toEqual(['static/js/p-b.abcdef0123.js']);
  });

  it('a size whose cache file failed its checksum is measured again, with a warning', async () => {
    const size = write('static/js/p-c.0123456789.js', 3000);
    const cacheFile = path.join(dir, 'cache/damaged-sizes.json');
    const first = GzipSizes.open(cacheFile);
    await sizeOf(first, 'static/js/p-c.0123456789.js');
    first.save();
    // One digit of the size changed on disk: still valid JSON, no longer the size measured.
    const text = fs.readFileSync(cacheFile, 'utf8');
    const digit = text.lastIndexOf(String(size));
    fs.writeFileSync(cacheFile, `${text.slice(0, digit)}${(Number(text[digit]) + 1) % 10}${text.slice(digit + 1)}`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await sizeOf(GzipSizes.open(cacheFile), 'static/js/p-c.0123456789.js')).toBe(size);
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/damaged-sizes\.json: a record failed its checksum; rebuilding it$/),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('an unreadable cache file counts as none', async () => {
    const cacheFile = path.join(dir, 'broken.json');
    fs.writeFileSync(cacheFile, '{not json');
    const sizes = GzipSizes.open(cacheFile);
    expect(await sizeOf(sizes, 'static/js/p-small.js')).toBe(gzipSync(fs.readFileSync(path.join(dir, 'static/js/p-small.js')), { level: 9 }).length);
  });
});
