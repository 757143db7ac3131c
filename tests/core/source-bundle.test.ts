import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceBundle } from '#core/utils/source-bundle.ts';

let dir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
/** Imports a bundle afresh (a query defeats the module cache) and returns its exports. */
const load = async (url: URL) => (await import(`${url.href}?t=${Date.now()}${Math.random()}`)) as { where: string; answer: number };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-source-bundle-'));
  write('package.json', '{ "type": "module" }');
  write('src/entry.ts', "import { answer } from './inner/dep.ts';\nexport { answer };\nexport const where: string = import.meta.url;\n");
  write('src/inner/dep.ts', 'export const answer: number = 41 + 1;\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sourceBundle', () => {
  it('bundles a TypeScript entry with its imports, beside the package, each module keeping its own import.meta.url', async () => {
    const entry = pathToFileURL(path.join(dir, 'src/entry.ts'));
    const bundle = sourceBundle(entry);
    expect(bundle.pathname.startsWith(pathToFileURL(path.join(dir, 'node_modules/.cache/quire-source-bundles/')).pathname)).toBe(true);
    const loaded = await load(bundle);
    expect(loaded.answer).toBe(42);
    expect(loaded.where).toBe(entry.href);
  });

  it('keeps the bundle while its inputs are unchanged, and makes it again when one changes', async () => {
    const entry = pathToFileURL(path.join(dir, 'src/entry.ts'));
    const first = sourceBundle(entry);
    const made = fs.statSync(first).mtimeMs;
    expect(fs.statSync(sourceBundle(entry)).mtimeMs).toBe(made);
    write('src/inner/dep.ts', 'export const answer: number = 7;\n');
    expect((await load(sourceBundle(entry))).answer).toBe(7);
  });

  it('names the entry in the error when its sources do not bundle', () => {
    write('src/entry.ts', "import { missing } from './nowhere.ts';\nexport const where = missing;\n");
    expect(() => sourceBundle(pathToFileURL(path.join(dir, 'src/entry.ts')))).toThrow(/could not bundle .*entry\.ts[\s\S]*nowhere\.ts/);
  });
});
