import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBudget, formatFirstLoad, measureFirstLoad } from '../../packages/core/src/build/first-load.ts';
import { resolveConfig } from '../../packages/core/src/config/validate.ts';
import { QuireError } from '../../packages/core/src/utils/errors.ts';

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

  it('sums the gzip bytes of what every page loads, and finds the heaviest page', () => {
    const load = measureFirstLoad(assets, dir);
    expect(load).toEqual({ js: app, css, heaviest: { entry: 'p-big', js: app + big } });
    expect(small).toBeLessThan(big);
    expect(formatFirstLoad(load)).toMatch(/^first load \(gzip\): JS \d+\.\d KB on every page, heaviest page \d+\.\d KB; CSS \d+\.\d KB$/);
  });

  it('passes within the budget and names each figure over it', () => {
    const load = measureFirstLoad(assets, dir);
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
    expect(() => resolveConfig({ budget: { total: 5 } } as never)).toThrow(/"budget\.total" is not a budget figure/);
  });
});
