import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { CompileCache, cachedPage } from '#core/project/compile-cache.ts';
import { Project } from '#core/project/project.ts';
import { PackReader, PackWriter } from '#core/utils/record-pack.ts';
import { compile, options } from './helpers/mdx.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** An entry as a later run would find it. */
async function readOnce(file: string, key: string) {
  const cache = new CompileCache(file);
  try {
    return await cache.get(key);
  } finally {
    await cache.close();
  }
}

describe('CompileCache', () => {
  it('returns what was stored under the same key, nothing under another, before and after saving', async () => {
    const file = path.join(await tempDir(), 'compile.pack');
    const cache = new CompileCache(file);
    const compiled = await compile('# Hello\n\nText');
    const key = cache.keyFor('# Hello\n\nText', options());
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, compiled);
    expect(await cache.get(key)).toEqual(cachedPage(compiled));
    await cache.save({ prune: false });
    expect(await readOnce(file, key)).toEqual(cachedPage(compiled));
    expect(cache.keyFor('# Hello\n\nText!', options())).not.toBe(key);
    expect(cache.keyFor('# Hello\n\nText', options({ showLineNumbers: true }))).not.toBe(key);
    await cache.close();
  });

  it('drops an entry whose inlined fragment changed', async () => {
    const dir = await tempDir();
    const fragment = path.join(dir, 'fragment.mdx');
    await fs.writeFile(fragment, 'one');
    const cache = new CompileCache(path.join(dir, 'cache/compile.pack'));
    const compiled = { ...(await compile('# Page')), dependencies: [fragment] };
    await cache.set('k1', compiled);
    await cache.save({ prune: false });
    const later = new CompileCache(path.join(dir, 'cache/compile.pack'));
    expect(await later.get('k1')).toEqual(cachedPage(compiled));
    await fs.writeFile(fragment, 'two');
    expect(await readOnce(path.join(dir, 'cache/compile.pack'), 'k1')).toBeUndefined();
    await Promise.all([cache.close(), later.close()]);
  });

  it('treats a torn or foreign file as a miss', async () => {
    const dir = await tempDir();
    await fs.writeFile(path.join(dir, 'compile.pack'), '{"compiled":');
    expect(await readOnce(path.join(dir, 'compile.pack'), 'abcd')).toBeUndefined();
  });

  it('keeps all entries in one file; a pruning save keeps only those used since opening', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'compile.pack');
    const first = new CompileCache(file);
    const [a, b] = [await compile('# A'), await compile('# B')];
    const [cachedA, cachedB] = [cachedPage(a), cachedPage(b)];
    await first.set('a', a);
    await first.set('b', b);
    await first.save({ prune: true });
    expect(await fs.readdir(dir)).toEqual(['compile.pack']);

    // Nothing new and nothing unused: the pack is not written again.
    const second = new CompileCache(file);
    expect(await second.get('a')).toEqual(cachedA);
    expect(await second.get('b')).toEqual(cachedB);
    const { mtimeMs } = await fs.stat(file);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await second.save({ prune: true });
    expect((await fs.stat(file)).mtimeMs).toBe(mtimeMs);

    // Without pruning an unused entry stays; with it, it goes.
    const third = new CompileCache(file);
    expect(await third.get('a')).toEqual(cachedA);
    await third.set('c', a);
    await third.save({ prune: false });
    expect(await readOnce(file, 'b')).toEqual(cachedB);
    await third.save({ prune: true });
    const fourth = new CompileCache(file);
    expect(await fourth.get('b')).toBeUndefined();
    expect(await fourth.code('b', cachedB.codeHash)).toBeUndefined();
    expect(await fourth.get('a')).toEqual(cachedA);
    expect(await fourth.code('a', cachedA.codeHash)).toBe(a.code);
    expect(await fourth.get('c')).toEqual(cachedA);
    for (const opened of [first, second, third, fourth]) await opened.close();
  });

  it('writes the pack by itself once idle (dev)', async () => {
    const file = path.join(await tempDir(), 'compile.pack');
    const cache = new CompileCache(file, { saveWhenIdle: 10 });
    const compiled = await compile('# Dev');
    await cache.set('d', compiled);
    await vi.waitFor(async () => expect(await readOnce(file, 'd')).toEqual(cachedPage(compiled)));
    await cache.close();
  });

  it("keeps each page's code and search text in records of their own, read only when asked, and only when they are what the entry names", async () => {
    const file = path.join(await tempDir(), 'compile.pack');
    const cache = new CompileCache(file);
    const compiled = await compile('# Code\n\nText');
    await cache.set('k', compiled);
    await cache.save({ prune: false });
    await cache.close();
    const reader = await PackReader.open(file);
    const record = JSON.parse((await reader.get('k'))!.toString('utf8'));
    await reader.close();
    expect(record.compiled).not.toHaveProperty('code');
    expect(record.compiled).not.toHaveProperty('searchText');
    expect(record.standalone).toBe(true);

    const later = new CompileCache(file);
    const found = await later.get('k');
    expect(found?.compiled).not.toHaveProperty('code');
    expect(await later.code('k', found!.codeHash)).toBe(compiled.code);
    // Code of another compile under the entry's key is not the entry's code.
    expect(await later.code('k', 'another hash')).toBeUndefined();
    expect(found?.compiled).not.toHaveProperty('searchText');
    expect(await later.searchText('k', found!.searchTextHash)).toBe(compiled.searchText);
    expect(await later.searchText('k', 'another hash')).toBeUndefined();
    await later.close();
  });
});

/** Rewrites the pack with its records whose key ends with `suffix` damaged (undefined: left out). */
async function rewriteRecords(packFile: string, suffix: string, damage: (bytes: Buffer) => Buffer | undefined): Promise<void> {
  const reader = await PackReader.open(packFile);
  const writer = new PackWriter(packFile);
  for (const key of reader.keys()) {
    const bytes = (await reader.get(key))!;
    const written = key.endsWith(suffix) ? damage(bytes) : bytes;
    if (written) await writer.add(key, written);
  }
  await reader.close();
  await writer.commit();
}

describe('Project with the disk cache', () => {
  async function site(cache: boolean): Promise<{ root: string; page: string; config: ReturnType<typeof resolveConfig> }> {
    const root = await tempDir();
    const page = path.join(root, 'docs/guide.mdx');
    await fs.mkdir(path.dirname(page), { recursive: true });
    await fs.writeFile(page, '# Guide\n\n## Install\n\nRun it.');
    return { root, page, config: resolveConfig({ lang: 'en', cache }) };
  }

  it('serves a later run from disk without compiling again', async () => {
    const { root, page, config } = await site(true);
    const first = new Project(config, root, { mode: 'build' });
    await first.scan();
    const compiled = (await first.compile(page)).compiled;
    expect(compiled.title).toBe('Guide');

    await first.saveCompileCache({ prune: false });

    // Doctor the stored entry: a second project that reads it proves the disk was used.
    const packFile = path.join(root, '.quire/cache/compile.pack');
    const reader = await PackReader.open(packFile);
    const [key] = [...reader.keys()].filter((k) => !k.includes(':'));
    const record = JSON.parse((await reader.get(key))!.toString('utf8'));
    await reader.close();
    record.compiled.title = 'From the cache';
    const writer = new PackWriter(packFile);
    await writer.add(key, Buffer.from(JSON.stringify(record)));
    await writer.commit();

    const second = new Project(config, root, { mode: 'build' });
    await second.scan();
    expect((await second.compile(page)).compiled.title).toBe('From the cache');

    await fs.writeFile(page, '# Guide, edited\n');
    const third = new Project(config, root, { mode: 'build' });
    await third.scan();
    expect((await third.compile(page)).compiled.title).toBe('Guide, edited');
    for (const run of [first, second, third]) await run.closeCompileCache();
  });

  it('compiles a page again, with a warning, when its search text record is gone or holds other text', async () => {
    const { root, page, config } = await site(true);
    const packFile = path.join(root, '.quire/cache/compile.pack');
    const first = new Project(config, root, { mode: 'build' });
    await first.scan();
    await first.compile(page);
    const text = await first.compiler.searchTextOf(page);
    expect(text).toContain('Run it.');
    await first.closeCompileCache();
    for (const damage of [() => undefined, () => Buffer.from('Other text')]) {
      await rewriteRecords(packFile, ':text', damage);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const later = new Project(config, root, { mode: 'build' });
      await later.scan();
      expect((await later.compileAll()).compiled).toBe(0);
      expect(await later.compiler.searchTextOf(page)).toBe(text);
      expect((await later.searchPages()).map((p) => p.text)).toEqual([text]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('docs/guide.mdx: its search text in the compile cache is missing or damaged'));
      warn.mockRestore();
      await later.closeCompileCache();
    }
  });

  it('compiles a page again, with a warning, when its code record is gone or holds other code', async () => {
    const { root, page, config } = await site(true);
    const packFile = path.join(root, '.quire/cache/compile.pack');
    const first = new Project(config, root, { mode: 'build' });
    await first.scan();
    const { code } = await first.compiler.compileWithCode(page);
    await first.closeCompileCache();
    const damages: Array<(bytes: Buffer) => Buffer | undefined> = [() => undefined, () => Buffer.from('export default function MDXContent() {}\n')];
    for (const damage of damages) {
      await rewriteRecords(packFile, ':code', damage);

      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const later = new Project(config, root, { mode: 'build' });
      await later.scan();
      expect((await later.compileAll()).compiled).toBe(0);
      expect((await later.pageModuleParts(page)).code).toBe(code);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('docs/guide.mdx: its code in the compile cache is missing or damaged'));
      warn.mockRestore();
      await later.closeCompileCache();
    }
    // The page compiled again was put back in the cache.
    const last = new Project(config, root, { mode: 'build' });
    await last.scan();
    expect((await last.compileAll()).compiled).toBe(0);
    expect((await last.compiler.compileWithCode(page)).code).toBe(code);
    await last.closeCompileCache();
  });

  it('keeps the pages compiled before a failing one, so fixing it compiles that page alone', async () => {
    const { root, page, config } = await site(true);
    const broken = path.join(root, 'docs/broken.mdx');
    await fs.writeFile(broken, '# Broken\n\n<Unclosed\n');
    const first = new Project(config, root, { mode: 'build' });
    await first.scan();
    await first.compile(page); // done before the failure
    await expect(first.compileAll()).rejects.toThrow();

    await fs.writeFile(broken, '# Fixed\n');
    const second = new Project(config, root, { mode: 'build' });
    await second.scan();
    expect((await second.compileAll()).compiled).toBe(1);
    await Promise.all([first.closeCompileCache(), second.closeCompileCache()]);
  });

  it('in dev, leaves the entry of a page’s earlier text out of the pack; a build keeps its own pack', async () => {
    const { root, page, config } = await site(true);
    const packKeys = async (name: string) => {
      const reader = await PackReader.open(path.join(root, '.quire/cache', name));
      await reader.close();
      return [...reader.keys()];
    };
    const build = new Project(config, root, { mode: 'build' });
    await build.scan();
    await build.compileAll();
    await build.saveCompileCache({ prune: true });

    const dev = new Project(config, root, { mode: 'dev' });
    await dev.scan();
    await dev.compile(page);
    await dev.saveCompileCache({ prune: false });
    const [first] = (await packKeys('compile.dev.pack')).filter((k) => !k.includes(':'));
    await fs.writeFile(page, '# Guide, edited\n');
    await dev.compile(page);
    await dev.closeCompileCache();
    const keys = await packKeys('compile.dev.pack');
    // The entry, its code and its search text.
    expect(keys).toHaveLength(3);
    expect(keys).not.toContain(first);
    expect(keys).not.toContain(`${first}:code`);
    expect(keys).not.toContain(`${first}:text`);
    // The build's entry is where it was.
    expect(await packKeys('compile.pack')).toHaveLength(3);
    await build.closeCompileCache();
  });

  it('writes nothing with cache: false', async () => {
    const { root, page, config } = await site(false);
    const project = new Project(config, root, { mode: 'build' });
    await project.scan();
    await project.compile(page);
    await expect(fs.access(path.join(root, '.quire/cache'))).rejects.toThrow();
  });

  it('rejects a cache setting that is not a boolean, naming the field', () => {
    expect(() => resolveConfig({ cache: 'yes' } as never)).toThrow(/"cache" must be true or false/);
  });
});

describe('compiler fingerprint', () => {
  // The fingerprint hashes markdown/ and utils/: a compiler module that imports from another
  // folder could change compiled pages without invalidating the cache.
  it('covers every module the Markdown steps import', () => {
    const coreSrc = path.resolve(import.meta.dirname, '../../packages/core/src');
    const covered = ['markdown', 'utils'].map((dir) => path.join(coreSrc, dir) + path.sep);
    const outside: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/^(?:import|export)[^;]*? from '(\.{1,2}\/[^']+)'/gm)) {
        const target = path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts'));
        if (!covered.some((dir) => target.startsWith(dir))) outside.push(`${path.relative(coreSrc, file)} → ${spec}`);
        else if (existsSync(target)) visit(target);
      }
    };
    for (const dir of covered) for (const name of readdirSync(dir)) if (name.endsWith('.ts')) visit(path.join(dir, name));
    expect(outside).toEqual([]);
  });
});
