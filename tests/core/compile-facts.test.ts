/**
 * The compile cache's facts file: a later build takes each page record from it with no read of the
 * pack; after any sequence of runs (pages added, edited, dropped, fragments changed, the file lost or
 * damaged) every lookup answers what the pack alone answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledPage } from '#core/markdown/compile.ts';
import { CompileCache } from '#core/project/compile-cache.ts';
import { HAS_WARNINGS, SELF_CONTAINED, STANDALONE } from '#core/project/record-traits.ts';
import { PackReader } from '#core/utils/record-pack.ts';
import { fuzzParameters } from '../fuzz/fuzz-config.ts';
import { compile } from './helpers/mdx.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-compile-facts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let base: CompiledPage;
beforeAll(async () => {
  base = await compile('# Page\n\nText');
});

/** A compiled page told apart by its title, inlining the given fragments. */
const page = (title: string, dependencies: string[] = []): CompiledPage => ({ ...base, title, dependencies });

let runs = 0;
/** A fresh folder with the pack and, unless `facts` is false, the facts file. */
function cacheFiles(facts = true): { pack: string; facts?: string } {
  const folder = path.join(dir, `run-${runs++}`);
  fs.mkdirSync(folder);
  return { pack: path.join(folder, 'compile.pack'), facts: facts ? path.join(folder, 'compile-facts.bin') : undefined };
}

const open = (files: { pack: string; facts?: string }) => new CompileCache(files.pack, { factsFile: files.facts });

async function run(files: { pack: string; facts?: string }, work: (cache: CompileCache) => Promise<void>): Promise<void> {
  const cache = open(files);
  await work(cache);
  await cache.close();
}

describe('compile facts file', () => {
  it('serves a later run every record with no read of the pack', async () => {
    const files = cacheFiles();
    await run(files, async (cache) => {
      for (const n of [1, 2, 3]) await cache.set(`k${n}`, page(`P${n}`));
    });
    const reads = vi.spyOn(PackReader.prototype, 'getNow');
    await run(files, async (cache) => {
      for (const n of [1, 2, 3]) expect((await cache.get(`k${n}`))?.compiled.title).toBe(`P${n}`);
    });
    expect(reads).not.toHaveBeenCalled();
  });

  it('is not written again when the run used the records it holds', async () => {
    const files = cacheFiles();
    await run(files, async (cache) => {
      await cache.set('k1', page('P1'));
    });
    const before = fs.statSync(files.facts as string);
    await run(files, async (cache) => {
      await cache.get('k1');
    });
    const after = fs.statSync(files.facts as string);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('after an edit, appends the new record and an index in place; once half is dead, writes the file anew', async () => {
    const files = cacheFiles();
    const keys = ['k1', 'k2', 'k3', 'k4'];
    await run(files, async (cache) => {
      for (const key of keys) await cache.set(key, page(key));
    });
    const facts = files.facts as string;
    const first = fs.statSync(facts);
    // One page edited: k4 gives way to k5.
    await run(files, async (cache) => {
      for (const key of ['k1', 'k2', 'k3']) await cache.get(key);
      await cache.set('k5', page('k5'));
    });
    expect(fs.statSync(facts).ino).toBe(first.ino);
    const reads = vi.spyOn(PackReader.prototype, 'getNow');
    await run(files, async (cache) => {
      for (const key of ['k1', 'k2', 'k3', 'k5']) expect((await cache.get(key))?.compiled.title).toBe(key);
    });
    expect(reads).not.toHaveBeenCalled();
    // Three of four pages edited: the records kept are under half the file's.
    await run(files, async (cache) => {
      await cache.get('k1');
      for (const key of ['k6', 'k7', 'k8']) await cache.set(key, page(key));
    });
    expect(fs.statSync(facts).ino).not.toBe(first.ino);
    expect(fs.statSync(facts).size).toBeLessThan(first.size * 1.5);
  });

  it('an edit run reads the pack’s index once: its close takes the new record from the writer, not from the pack opened again', async () => {
    const files = cacheFiles();
    await run(files, async (cache) => {
      for (const key of ['k1', 'k2', 'k3']) await cache.set(key, page(key));
    });
    const opens = vi.spyOn(PackReader, 'open');
    await run(files, async (cache) => {
      for (const key of ['k1', 'k2']) await cache.get(key);
      // The edited page's lookup misses the facts file and asks the pack.
      expect(await cache.get('k4')).toBeUndefined();
      await cache.set('k4', page('k4'));
    });
    expect(opens).toHaveBeenCalledTimes(1);
    opens.mockClear();
    const reads = vi.spyOn(PackReader.prototype, 'getNow');
    await run(files, async (cache) => {
      for (const key of ['k1', 'k2', 'k4']) expect((await cache.get(key))?.compiled.title).toBe(key);
    });
    expect(reads).not.toHaveBeenCalled();
  });

  it('keeps each record’s traits in its index, through appends and rewrites, and answers for self-contained pages alone', async () => {
    const files = cacheFiles();
    const fragment = path.join(dir, 'traits-fragment.md');
    fs.writeFileSync(fragment, 'A part.\n');
    await run(files, async (cache) => {
      await cache.set('k1', { ...page('P1'), warnings: [{ message: 'a warning' }] });
      await cache.set('k2', page('P2', [fragment]));
    });
    await run(files, async (cache) => {
      expect(cache.traitsNow('k1')).toBe(SELF_CONTAINED | HAS_WARNINGS | STANDALONE);
      // A page inlining a file is looked up the long way, its fragment's hash checked.
      expect(cache.traitsNow('k2')).toBeUndefined();
      expect(cache.traitsNow('k9')).toBeUndefined();
      await cache.get('k2');
      await cache.set('k3', page('P3'));
    });
    await run(files, async (cache) => {
      expect(cache.traitsNow('k1')).toBe(SELF_CONTAINED | HAS_WARNINGS | STANDALONE);
      expect(cache.traitsNow('k3')).toBe(SELF_CONTAINED | STANDALONE);
    });
    // A damaged record's traits are not given either: the page is looked up the long way.
    const bytes = fs.readFileSync(files.facts as string);
    bytes[bytes.indexOf('P3')] = 'Q'.charCodeAt(0);
    fs.writeFileSync(files.facts as string, bytes);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run(files, async (cache) => {
      expect(cache.traitsNow('k3')).toBeUndefined();
      expect((await cache.get('k3'))?.compiled.title).toBe('P3');
    });
  });

  it('falls back to the pack, with a warning, for a damaged record or a foreign file', async () => {
    const files = cacheFiles();
    await run(files, async (cache) => {
      await cache.set('k1', page('Pone'));
    });
    const facts = files.facts as string;
    const bytes = fs.readFileSync(facts);
    bytes[bytes.indexOf('Pone')] = 'Q'.charCodeAt(0);
    fs.writeFileSync(facts, bytes);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await run(files, async (cache) => {
      expect((await cache.get('k1'))?.compiled.title).toBe('Pone');
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed its checksum'));
    fs.writeFileSync(facts, 'QCF1 and then nothing');
    await run(files, async (cache) => {
      expect((await cache.get('k1'))?.compiled.title).toBe('Pone');
    });
  });

  it('after any runs, answers every lookup as the pack alone does', async () => {
    const fragment = path.join(dir, 'fragment.mdx');
    const step = fc.record({
      // Which of six pages this run looks up; a page missed is compiled (set) with its current title.
      used: fc.uniqueArray(fc.nat(5), { maxLength: 6 }),
      edited: fc.uniqueArray(fc.nat(5), { maxLength: 2 }),
      fragmentChanged: fc.boolean(),
      factsFile: fc.constantFrom('kept', 'kept', 'kept', 'lost', 'damaged'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        fs.writeFileSync(fragment, 'one');
        const withFacts = cacheFiles();
        const packOnly = cacheFiles(false);
        // Page n's text version: its key changes with an edit; pages 4 and 5 inline the fragment.
        const versions = [0, 0, 0, 0, 0, 0];
        let fragmentText = 0;
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        for (const s of steps) {
          for (const n of s.edited) versions[n]++;
          if (s.fragmentChanged) fs.writeFileSync(fragment, `v${++fragmentText}`);
          const facts = withFacts.facts as string;
          if (s.factsFile === 'lost') fs.rmSync(facts, { force: true });
          if (s.factsFile === 'damaged' && fs.existsSync(facts)) {
            const bytes = fs.readFileSync(facts);
            bytes[bytes.length - 3] ^= 1;
            fs.writeFileSync(facts, bytes);
          }
          const answers: Array<Array<string | undefined>> = [];
          for (const files of [withFacts, packOnly]) {
            const seen: Array<string | undefined> = [];
            await run(files, async (cache) => {
              for (const n of s.used) {
                const key = `k${n}-${versions[n]}`;
                const found = await cache.get(key);
                seen.push(found && `${found.compiled.title}|${found.compiled.dependencies.join()}`);
                if (!found) await cache.set(key, page(`P${n}-${versions[n]}-${fragmentText}`, n >= 4 ? [fragment] : []));
              }
            });
            answers.push(seen);
          }
          expect(answers[0]).toEqual(answers[1]);
        }
        warn.mockRestore();
      }),
      fuzzParameters(40),
    );
  });
});
