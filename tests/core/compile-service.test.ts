/**
 * One page's compile: a lookup in the caches that never compiles (`fromCaches`, what
 * `compileAll` asks first of every page), then the compiler it is given for the pages the
 * caches lack.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { compileMdx } from '#core/markdown/compile-on-demand.ts';
import { CompileService, type PageCompiler } from '#core/project/compile-service.ts';
import { routeOfFile } from '#core/project/content-scan.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});
const closeLater = closedAfterEach();
/** A service whose disk cache is closed after the test. */
const closing = (service: CompileService) => {
  closeLater({ close: () => service.closeCache() });
  return service;
};

async function site() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-compile-service-'));
  dirs.push(root);
  const file = path.join(root, 'docs/en/guide.mdx');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, '# Guide\n');
  const service = ({ diskCache = true, mode = 'build' as 'build' | 'dev' } = {}) =>
    closing(
      new CompileService({
        config: resolveConfig({ lang: 'en', cache: true }),
        projectRoot: root,
        mode,
        packFile: diskCache ? path.join(root, '.quire/cache/compile.pack') : undefined,
        routeOf: (absolutePath) =>
          routeOfFile(
            [],
            { docsRoot: path.join(root, 'docs'), langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' },
            absolutePath,
          ),
        lastUpdated: () => undefined,
        extendPageData: async () => undefined,
      }),
    );
  return { file, service };
}

/** A compiler that records the pages it compiles. */
function countingCompiler() {
  const compiled: string[] = [];
  const counting: PageCompiler = (source, options) => {
    compiled.push(options.relativePath);
    return compileMdx(source, options);
  };
  return { compiled, counting };
}

describe('CompileService', () => {
  it('compiles a source once when two ask for it at once (the dev bundler and the dev checks after an edit)', async () => {
    const { file, service } = await site();
    const { compiled, counting } = countingCompiler();
    const one = service({ mode: 'dev' });
    const [a, b] = await Promise.all([one.compile(file, undefined, counting), one.compile(file, undefined, counting)]);
    expect(compiled).toEqual(['en/guide.mdx']);
    expect(a).toBe(b);
    await fs.writeFile(file, '# Guide, edited\n');
    await one.compile(file, undefined, counting);
    expect(compiled).toEqual(['en/guide.mdx', 'en/guide.mdx']);
  });

  it("runs the plugins' extendPageData on routed pages only, not on a file a page imports (a fragment), as Rspress does", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-compile-service-'));
    dirs.push(root);
    const page = path.join(root, 'docs/en/guide.mdx');
    const fragment = path.join(root, 'docs/en/fragments/_part.mdx');
    await fs.mkdir(path.dirname(fragment), { recursive: true });
    await fs.writeFile(page, "import Part from './fragments/_part.mdx';\n\n# Guide\n\n<Part />\n");
    await fs.writeFile(fragment, 'A part.\n');
    const layout = { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
    const routes = [{ routePath: '/guide', lang: 'en', version: '', relativePath: 'en/guide.mdx', absolutePath: page }];
    const extended: string[] = [];
    const service = new CompileService({
      config: resolveConfig({ lang: 'en', cache: false }),
      projectRoot: root,
      mode: 'build',
      packFile: undefined,
      routeOf: (absolutePath) => routeOfFile(routes, layout, absolutePath),
      lastUpdated: () => undefined,
      extendPageData: async (data) => {
        extended.push(data.routePath);
      },
    });
    await service.compile(page);
    const part = await service.compile(fragment);
    expect(part.pageData.routePath).toBe('');
    expect(extended).toEqual(['/guide']);
  });

  it('answers from its caches without compiling, and compiles only with the compiler it is given', async () => {
    const { file, service } = await site();
    const { compiled, counting } = countingCompiler();
    const first = service();
    expect(await first.fromCaches(file)).toBeUndefined();
    const entry = await first.compile(file, undefined, counting);
    expect(compiled).toEqual(['en/guide.mdx']);
    expect(await first.fromCaches(file)).toBe(entry);
    await first.closeCache();

    // A later run: the disk cache answers, still without compiling; in the run after an edit, a miss.
    const second = service();
    expect((await second.fromCaches(file))?.compiled).toEqual(entry.compiled);
    await second.closeCache();
    await fs.writeFile(file, '# Edited\n');
    const third = service();
    expect(await third.fromCaches(file)).toBeUndefined();
    expect((await third.compile(file, undefined, counting)).pageData.title).toBe('Edited');
    expect(compiled).toEqual(['en/guide.mdx', 'en/guide.mdx']);
    await third.closeCache();
  });

  it('reads a source once in a build, so later steps see the page as compiled or fail; dev reads it each time', async () => {
    const { file, service } = await site();
    const { compiled, counting } = countingCompiler();
    const build = service();
    const entry = await build.compile(file, undefined, counting);
    expect(await build.compiledSource(file)?.text()).toBe('# Guide\n');
    await fs.writeFile(file, '# Changed during the build\n');
    expect(await build.compile(file, undefined, counting)).toBe(entry);
    expect(await build.fromCaches(file)).toBe(entry);
    // The text is not held past the compile: read again, the edit is an error, never another page's text.
    await expect(build.compiledSource(file)?.text()).rejects.toThrow(/the file changed while the build ran/);
    expect(compiled).toHaveLength(1);
    // Text the bundler hands over is the file as it reads it then.
    expect((await build.compile(file, '# Handed over\n', counting)).pageData.title).toBe('Handed over');
    await build.closeCache();

    const dev = service({ mode: 'dev' });
    expect((await dev.compile(file, undefined, counting)).pageData.title).toBe('Changed during the build');
    await fs.writeFile(file, '# Edited in dev\n');
    expect((await dev.compile(file, undefined, counting)).pageData.title).toBe('Edited in dev');
    await dev.closeCache();
  });

  it("drops the sources' texts with the code, keeps their hashes and reads a text again when asked; a file edited since its compile is an error", async () => {
    const { file, service } = await site();
    const { counting } = countingCompiler();
    const build = service();
    await build.compile(file, undefined, counting);
    const hash = build.compiledSource(file)?.hash;
    build.forgetCodeAndText();
    const source = build.compiledSource(file);
    expect(source?.hash).toBe(hash);
    expect(await source?.text()).toBe('# Guide\n');
    // Read again, not held: the edit since the compile shows.
    await fs.writeFile(file, '# Changed after the compile\n');
    await expect(build.compiledSource(file)?.text()).rejects.toThrow(/docs\/en\/guide\.mdx: the file changed while the build ran/);
    await build.closeCache();
  });

  it('drops the compiled code and search text but keeps the page data; a page asked for again is read back, never given without them', async () => {
    const { file, service } = await site();
    const { compiled, counting } = countingCompiler();
    const first = service();
    await first.compile(file, undefined, counting);
    const { entry: compiledEntry, code } = await first.compileWithCode(file);
    const entry = { ...compiledEntry, code, searchText: await first.searchTextOf(file) };
    expect(entry.code).toContain('export default');
    first.forgetCodeAndText();
    expect(first.entryOf(file)?.code).toBeUndefined();
    expect(first.entryOf(file)?.searchText).toBeUndefined();
    expect(entry.searchText).toContain('Guide');
    expect(first.entryOf(file)?.pageData).toEqual(entry.pageData);
    // Not from this run's entries: from the disk cache, with its text and code.
    expect(await first.fromCaches(file)).toMatchObject({ pageData: entry.pageData });
    expect(await first.searchTextOf(file)).toBe(entry.searchText);
    expect((await first.compileWithCode(file)).code).toBe(entry.code);
    await first.closeCache();

    // Without a disk cache, the compiler compiles it again.
    const second = service({ diskCache: false });
    await second.compile(file, undefined, counting);
    second.forgetCodeAndText();
    expect((await second.compile(file, undefined, counting)).code).toBe(entry.code);
    expect(compiled).toEqual(['en/guide.mdx', 'en/guide.mdx', 'en/guide.mdx']);
  });

  it('in a build, holds no code or search text of a page the disk cache stored: they are read back when asked', async () => {
    const { file, service } = await site();
    const { counting } = countingCompiler();
    const held = await service({ diskCache: false }).compile(file, undefined, counting);
    expect(held.code).toContain('export default');
    expect(held.searchText).toContain('Guide');

    const build = service();
    const entry = await build.compile(file, undefined, counting);
    expect(entry.code).toBeUndefined();
    expect(entry.searchText).toBeUndefined();
    expect((await build.compileWithCode(file)).code).toBe(held.code);
    expect(await build.searchTextOf(file)).toBe(held.searchText);
    await build.closeCache();
  });

  it('leaves an entry that holds no code or search text as it is when dropping them, not copied', async () => {
    const { file, service } = await site();
    const { counting } = countingCompiler();
    const build = service();
    const entry = await build.compile(file, undefined, counting);
    expect(entry.code).toBeUndefined();
    build.forgetCodeAndText();
    expect(build.entryOf(file)).toBe(entry);
    await build.closeCache();
  });

  describe('on a versioned site', () => {
    /** A site of one language with the given versions, `v2` the default, its pages in `docs/v2/`. */
    async function versionedSite(pages: Record<string, string>) {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-compile-versions-'));
      dirs.push(root);
      for (const [name, text] of Object.entries(pages)) {
        await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
        await fs.writeFile(path.join(root, name), text);
      }
      const service = (versions: string[]) =>
        closing(
          new CompileService({
            config: resolveConfig({ lang: 'en', cache: true, multiVersion: { default: 'v2', versions } }),
            projectRoot: root,
            mode: 'build',
            packFile: path.join(root, '.quire/cache/compile.pack'),
            routeOf: (absolutePath) =>
              routeOfFile([], { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions, defaultVersion: 'v2' }, absolutePath),
            lastUpdated: () => undefined,
            extendPageData: async () => undefined,
          }),
        );
      return { root, service };
    }

    it('keeps a page compiled when a version its text and fragments do not name is added, and compiles those that name it', async () => {
      const { root, service } = await versionedSite({
        'docs/v2/plain.mdx': '# Plain\n\nSee [start](/guide/start).\n',
        'docs/v2/names.mdx': '# Names\n\nSee [the old start](/v1/guide/start).\n',
        'docs/v2/with-fragment.mdx': "import Frag from '../../shared/frag.mdx';\n\n# With fragment\n\n<Frag />\n",
        'shared/frag.mdx': 'See [the old start](/v1/guide/start).\n',
      });
      const pages = ['plain', 'names', 'with-fragment'].map((name) => path.join(root, `docs/v2/${name}.mdx`));
      const { compiled, counting } = countingCompiler();
      const first = service(['v2']);
      for (const page of pages) await first.compile(page, undefined, counting);
      await first.closeCache();
      // Without v1, `/v1/guide/start` is a route of v2; with it, a route of v1.
      const second = service(['v1', 'v2']);
      expect(await second.fromCaches(pages[0])).toBeDefined();
      expect(await second.fromCaches(pages[1])).toBeUndefined();
      expect(await second.fromCaches(pages[2])).toBeUndefined();
      const names = await second.compile(pages[1], undefined, counting);
      expect(names.compiled.links.map((l) => l.url)).toContain('/v1/guide/start');
      const withFragment = await second.compile(pages[2], undefined, counting);
      expect(withFragment.compiled.links.map((l) => l.url)).toContain('/v1/guide/start');
      expect(compiled).toEqual(['v2/plain.mdx', 'v2/names.mdx', 'v2/with-fragment.mdx', 'v2/names.mdx', 'v2/with-fragment.mdx']);
      await second.closeCache();
    });
  });
});
