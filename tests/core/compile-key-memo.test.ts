/**
 * A build takes an unchanged page's disk-cache key from beside its source's stamp instead of
 * serializing its compile options and hashing them; after any edits, site option changes and
 * route changes, every page's key is the one a build without the record makes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { CompileCache } from '#core/project/compile-cache.ts';
import { CompileService } from '#core/project/compile-service.ts';
import { routeOfFile } from '#core/project/content-scan.ts';
import { readJsonMap } from '#core/utils/json-map-file.ts';
import { fuzzParameters } from '../fuzz/fuzz-config.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-compile-key-memo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const PAGES = ['a', 'b', 'c'];

interface SiteState {
  /** Page name to its text's version. */
  texts: Record<string, number>;
  /** Page name to the language its route is given, whatever its folder. */
  langs: Record<string, string>;
  showLineNumbers: boolean;
  base: string;
}

let sites = 0;
function site() {
  const root = path.join(dir, `site-${sites++}`);
  const file = (name: string) => path.join(root, 'docs', `${name}.md`);
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  const layout = { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
  const service = (state: SiteState, stamps: boolean) =>
    new CompileService({
      config: resolveConfig({ lang: 'en', cache: true, base: state.base, markdown: { showLineNumbers: state.showLineNumbers } }),
      projectRoot: root,
      mode: 'build',
      packFile: path.join(root, '.quire/cache/compile.pack'),
      stampFile: stamps ? path.join(root, '.quire/cache/source-stamps.json') : undefined,
      routeOf: (absolutePath) => {
        const route = routeOfFile([], layout, absolutePath);
        return { ...route, lang: state.langs[path.basename(absolutePath, '.md')] ?? route.lang };
      },
      lastUpdated: () => undefined,
    });
  return { root, file, service };
}

/** Each page's disk key by a service, its record closed after. */
async function keysOf(service: CompileService, files: string[]): Promise<Array<string | undefined>> {
  const keys: Array<string | undefined> = [];
  for (const file of files) keys.push((await service.compile(file)).diskKey);
  await service.closeCache();
  return keys;
}

/** Builds as if the files had been written long before, so their stamps are recorded (not within the clock's granularity). */
function laterClock(): void {
  const now = Date.now;
  vi.spyOn(Date, 'now').mockImplementation(() => now.call(Date) + 60_000);
}

describe('disk keys beside the sources’ stamps', () => {
  it('a later build makes no key of an unchanged page', async () => {
    const { file, service } = site();
    const state: SiteState = { texts: {}, langs: {}, showLineNumbers: false, base: '/' };
    for (const name of PAGES) fs.writeFileSync(file(name), `# ${name}\n`);
    laterClock();
    const first = await keysOf(service(state, true), PAGES.map(file));
    const keyFor = vi.spyOn(CompileCache.prototype, 'keyFor');
    expect(await keysOf(service(state, true), PAGES.map(file))).toEqual(first);
    // Once: the site's part of the options, which names the kept keys.
    expect(keyFor).toHaveBeenCalledTimes(1);
  });

  it('keeps one key per source however often the site’s options change', async () => {
    const { root, file, service } = site();
    fs.writeFileSync(file('a'), '# a\n');
    laterClock();
    for (const showLineNumbers of [false, true, false, true]) {
      await keysOf(service({ texts: {}, langs: {}, showLineNumbers, base: '/' }, true), [file('a')]);
    }
    const record = JSON.stringify([...readJsonMap(path.join(root, '.quire/cache/source-stamps.json'))]);
    expect(record.match(/"disk-key[^"]*":/g)).toHaveLength(1);
  });

  it('after any edits, option and route changes, gives each page the key a build without the record gives', async () => {
    const step = fc.record({
      edited: fc.uniqueArray(fc.constantFrom(...PAGES), { maxLength: 2 }),
      relanged: fc.uniqueArray(fc.constantFrom(...PAGES), { maxLength: 1 }),
      showLineNumbers: fc.boolean(),
      base: fc.constantFrom('/', '/docs/'),
    });
    laterClock();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const { file, service } = site();
        const state: SiteState = { texts: {}, langs: {}, showLineNumbers: false, base: '/' };
        for (const name of PAGES) fs.writeFileSync(file(name), `# ${name}\n`);
        for (const s of steps) {
          for (const name of s.edited) {
            state.texts[name] = (state.texts[name] ?? 0) + 1;
            fs.writeFileSync(file(name), `# ${name}\n\nVersion ${state.texts[name]}\n`);
          }
          for (const name of s.relanged) state.langs[name] = state.langs[name] === 'zh' ? 'en' : 'zh';
          state.showLineNumbers = s.showLineNumbers;
          state.base = s.base;
          const kept = await keysOf(service(state, true), PAGES.map(file));
          expect(kept).toEqual(await keysOf(service(state, false), PAGES.map(file)));
        }
      }),
      fuzzParameters(25),
    );
  });
});
