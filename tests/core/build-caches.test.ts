import { existsSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BundleCache, isTrackedInput } from '#core/pipeline/bundle-cache.ts';
import { buildSiteDataModule, pageChunkName } from '#core/project/generate.ts';
import { documentBytes, documentStart } from '#core/ssg/html.ts';
import { hashServerDir, RenderCache, serverBundleHashes } from '#core/ssg/render-cache.ts';
import type { Rendered, RenderFn } from '#core/ssg/render-fn.ts';
import { PackReader } from '#core/utils/record-pack.ts';
import type { SiteData } from '#shared/index.ts';
import { pageData } from '../fixtures/page-data';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-build-caches-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

const chunkA = `${pageChunkName('en/a.mdx')}.js`;
const chunkB = `${pageChunkName('en/b.mdx')}.js`;

async function serverBundle(files: Record<string, string>): Promise<string> {
  const dir = await tempDir();
  for (const [name, text] of Object.entries(files)) await fs.writeFile(path.join(dir, name), text);
  return dir;
}

describe('serverBundleHashes', () => {
  it('leaves out the package.json the build writes into the server folder', async () => {
    const dir = await serverBundle({ 'ssr.js': 'main', 'package.json': '{"type":"module"}' });
    expect(await hashServerDir(dir)).toEqual([['ssr.js', expect.any(String)]]);
  });

  it('keeps page chunks apart from the files every page shares', async () => {
    const dir = await serverBundle({ 'ssr.js': 'main', 'vendor.js': 'v', [chunkA]: 'a', [chunkB]: 'b' });
    const { shared, chunks } = serverBundleHashes(await hashServerDir(dir));
    expect([...chunks.keys()].sort()).toEqual([chunkA, chunkB].map((c) => c.slice(0, -3)).sort());
    // Whatever order the files are listed in.
    expect(serverBundleHashes([...(await hashServerDir(dir))].reverse()).shared).toBe(shared);
    await fs.writeFile(path.join(dir, chunkA), 'a2');
    expect(serverBundleHashes(await hashServerDir(dir)).shared).toBe(shared);
    await fs.writeFile(path.join(dir, 'ssr.js'), 'main2');
    expect(serverBundleHashes(await hashServerDir(dir)).shared).not.toBe(shared);
  });
});

describe('RenderCache', () => {
  const relativePaths = new Map([
    ['/a', 'en/a.mdx'],
    ['/b', 'en/b.mdx'],
  ]);
  const rendered: string[] = [];
  const render: RenderFn = async (routePath) => {
    rendered.push(routePath);
    return { appHtml: appHtmlOf(routePath), pageData: { title: routePath } as Rendered['pageData'] };
  };
  /** Each page's app HTML, with characters of several UTF-8 bytes: the cache finds it by its length in bytes. */
  const appHtmlOf = (routePath: string) => new Uint8Array(Buffer.from(`<p>${routePath} 简体中文</p>`));
  /** The last output's documents, by path, as the build writes them. */
  const documents = new Map<string, Uint8Array>();
  const lastDocument = async (routePath: string) => documents.get(routePath);
  const documentOf = (appHtml: Uint8Array) =>
    documentBytes(
      documentStart({
        site: { title: 'Site', base: '/' } as SiteData,
        page: pageData({ routePath: '/x', title: 'X' }),
        css: [],
        js: [],
        preload: [],
        alternates: [],
        inlineScript: '',
        head: [],
      }),
      appHtml,
    );

  async function renderAll(ssrDir: string, file: string): Promise<string[]> {
    rendered.length = 0;
    const cache = await RenderCache.open(file, await hashServerDir(ssrDir));
    const wrapped = cache.wrap(render, (p) => relativePaths.get(p), lastDocument);
    for (const p of ['/a', '/b', '/404']) {
      const result = await wrapped(p);
      expect(Buffer.from(result.appHtml).equals(appHtmlOf(p))).toBe(true);
      expect(result.pageData).toEqual({ title: p });
      documents.set(p, documentOf(result.appHtml));
    }
    await cache.save(['CodeBlock']);
    return [...rendered];
  }

  it('keeps the app HTML only in the output: a page whose document is gone or edited renders again', async () => {
    const ssrDir = await serverBundle({ 'ssr.js': 'main', [chunkA]: 'a', [chunkB]: 'b' });
    const file = path.join(await tempDir(), 'render.pack');
    expect(await renderAll(ssrDir, file)).toEqual(['/a', '/b', '/404']);
    expect((await fs.readFile(file)).includes('<p>/a')).toBe(false);
    documents.delete('/a');
    documents.set('/b', documentOf(new Uint8Array(Buffer.from('<p>/B 简体中文</p>'))));
    expect(await renderAll(ssrDir, file)).toEqual(['/a', '/b']);
    expect(await renderAll(ssrDir, file)).toEqual([]);
  });

  it('renders only pages whose chunk or shared code changed', async () => {
    const ssrDir = await serverBundle({ 'ssr.js': 'main', [chunkA]: 'a', [chunkB]: 'b' });
    const dir = await tempDir();
    const file = path.join(dir, 'render.pack');
    expect(await renderAll(ssrDir, file)).toEqual(['/a', '/b', '/404']);
    // One pack for all pages, no file each.
    expect(await fs.readdir(dir)).toEqual(['render.pack']);
    const keys = async () => {
      const pack = await PackReader.open(file);
      await pack.close();
      return [...pack.keys()].sort();
    };
    const before = await keys();
    expect(before).toHaveLength(3);
    const { mtimeMs } = await fs.stat(file);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await renderAll(ssrDir, file)).toEqual([]);
    // Nothing changed: the pack is not written again.
    expect((await fs.stat(file)).mtimeMs).toBe(mtimeMs);
    await fs.writeFile(path.join(ssrDir, chunkB), 'b2');
    expect(await renderAll(ssrDir, file)).toEqual(['/b']);
    // The page's previous entry is dropped, the new one kept: as many entries as before.
    const after = await keys();
    expect(after).toHaveLength(3);
    expect(after).not.toEqual(before);
    expect(await fs.readdir(dir)).toEqual(['render.pack']);
    await fs.writeFile(path.join(ssrDir, 'ssr.js'), 'main2');
    expect(await renderAll(ssrDir, file)).toEqual(['/a', '/b', '/404']);
  });

  it('leaves the last pack as it was when a build ends before saving', async () => {
    const ssrDir = await serverBundle({ 'ssr.js': 'main', [chunkA]: 'a', [chunkB]: 'b' });
    const dir = await tempDir();
    const file = path.join(dir, 'render.pack');
    await renderAll(ssrDir, file);
    await fs.writeFile(path.join(ssrDir, 'ssr.js'), 'main2');
    const cache = await RenderCache.open(file, await hashServerDir(ssrDir));
    await cache.wrap(render, (p) => relativePaths.get(p), lastDocument)('/a');
    await cache.close();
    expect(await fs.readdir(dir)).toEqual(['render.pack']);
    await fs.writeFile(path.join(ssrDir, 'ssr.js'), 'main');
    expect(await renderAll(ssrDir, file)).toEqual([]);
  });

  it('offers the theme components only for the same shared code', async () => {
    const ssrDir = await serverBundle({ 'ssr.js': 'main', [chunkA]: 'a' });
    const file = path.join(await tempDir(), 'render.pack');
    await renderAll(ssrDir, file);
    const themeComponents = async () => {
      const cache = await RenderCache.open(file, await hashServerDir(ssrDir));
      await cache.close();
      return cache.themeComponents;
    };
    expect(await themeComponents()).toEqual(['CodeBlock']);
    await fs.writeFile(path.join(ssrDir, 'ssr.js'), 'main2');
    expect(await themeComponents()).toBeUndefined();
  });

  it('always renders a page that has no chunk of its own', async () => {
    const ssrDir = await serverBundle({ 'ssr.js': 'main', [chunkA]: 'a' });
    const file = path.join(await tempDir(), 'render.pack');
    await renderAll(ssrDir, file);
    expect(await renderAll(ssrDir, file)).toEqual(['/b']);
  });
});

describe('BundleCache', () => {
  const assets = { entryJs: ['static/js/index.1.js'], entryCss: [], pageFiles: new Map([['p-1', ['static/js/p-1.js']]]) };

  it('restores the bundle only for the same key and unchanged input files', async () => {
    const root = await tempDir();
    const input = path.join(root, 'theme.tsx');
    const missing = path.join(root, 'not-yet.ts');
    await fs.writeFile(input, 'v1');
    const dist = path.join(root, 'dist');
    await fs.mkdir(path.join(dist, 'static/js'), { recursive: true });
    await fs.writeFile(path.join(dist, 'static/js/index.1.js'), 'js');
    const ssr = path.join(root, 'ssr');
    await fs.mkdir(ssr);
    await fs.writeFile(path.join(ssr, 'ssr.js'), 'server');
    const cache = new BundleCache(path.join(root, 'cache'));
    await cache.save('k1', [input, missing, '/x/node_modules/react/index.js'], assets, dist, ssr);

    const out = (name: string) => path.join(root, name);
    expect(await cache.restore('k2', out('d1'), out('s1'))).toBeUndefined();
    expect(await cache.restore('k1', out('d2'), out('s2'))).toEqual(assets);
    expect(await fs.readFile(path.join(out('d2'), 'static/js/index.1.js'), 'utf8')).toBe('js');
    // The server bundle: its hashes from the pack at once, its files only when asked for.
    expect(await cache.serverFileHashes()).toEqual(await hashServerDir(ssr));
    expect(existsSync(out('s2'))).toBe(false);
    await cache.extractServer();
    expect(await fs.readFile(path.join(out('s2'), 'ssr.js'), 'utf8')).toBe('server');
    // Two packs and the manifest, not a copy of every file.
    expect((await fs.readdir(path.join(root, 'cache'))).sort()).toEqual(['manifest.json', 'ssr.pack', 'web.pack']);

    await fs.writeFile(missing, 'now here');
    expect(await cache.restore('k1', out('d3'), out('s3'))).toBeUndefined();
    await fs.rm(missing);
    await fs.writeFile(input, 'v2');
    expect(await cache.restore('k1', out('d4'), out('s4'))).toBeUndefined();
  });

  it('writes an input made only when read before checking it, when the last bundling read it', async () => {
    const root = await tempDir();
    const [read, unread] = [path.join(root, 'read.js'), path.join(root, 'unread.js')];
    await fs.writeFile(read, 'v1');
    const dist = path.join(root, 'dist');
    await fs.mkdir(dist);
    const cache = new BundleCache(path.join(root, 'cache'));
    await cache.save('k', [read], assets, dist, undefined);
    const written: string[] = [];
    const writeInput = (file: string, text: string) => () => {
      written.push(file);
      writeFileSync(file, text);
    };
    const whenRead = (text: string) => new Map([read, unread].map((file) => [file, writeInput(file, text)]));
    expect(await cache.restore('k', path.join(root, 'd1'), undefined, undefined, whenRead('v1'))).toEqual(assets);
    expect(written).toEqual([read]);
    expect(existsSync(unread)).toBe(false);
    // Made again with other content, it is checked as any input.
    expect(await cache.restore('k', path.join(root, 'd2'), undefined, undefined, whenRead('v2'))).toBeUndefined();
  });

  it('bundles afresh when a pack was cut short', async () => {
    const root = await tempDir();
    const dist = path.join(root, 'dist');
    await fs.mkdir(path.join(dist, 'static/js'), { recursive: true });
    await fs.writeFile(path.join(dist, 'static/js/index.1.js'), 'some javascript');
    const cache = new BundleCache(path.join(root, 'cache'));
    await cache.save('k', [], assets, dist, undefined);
    await fs.truncate(path.join(root, 'cache/web.pack'), 3);
    expect(await cache.restore('k', path.join(root, 'restored'), undefined)).toBeUndefined();
  });

  it.each(['web.pack', 'ssr.pack', 'manifest.json'])(
    'bundles afresh, with a warning and no file written, when a byte of %s changed',
    async (name) => {
      const root = await tempDir();
      const dist = path.join(root, 'dist');
      await fs.mkdir(path.join(dist, 'static/js'), { recursive: true });
      await fs.writeFile(path.join(dist, 'static/js/index.1.js'), 'some javascript');
      const ssr = path.join(root, 'ssr');
      await fs.mkdir(ssr);
      await fs.writeFile(path.join(ssr, 'ssr.js'), 'the server renderer');
      const cache = new BundleCache(path.join(root, 'cache'));
      await cache.save('k', [], assets, dist, ssr);
      const file = path.join(root, 'cache', name);
      const bytes = await fs.readFile(file);
      bytes[bytes.length - 3] ^= 0x04;
      await fs.writeFile(file, bytes);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        expect(await cache.restore('k', path.join(root, 'restored'), path.join(root, 'ssr2'))).toBeUndefined();
        expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
          expect.stringContaining(`${name}: a record failed its checksum; rebuilding it`),
        ]);
      } finally {
        warn.mockRestore();
      }
      expect(existsSync(path.join(root, 'restored'))).toBe(false);
    },
  );

  it('keeps the files that were there when saving began, while pages are written beside them', async () => {
    const root = await tempDir();
    const dist = path.join(root, 'dist');
    await fs.mkdir(path.join(dist, 'static/js/async'), { recursive: true });
    await fs.writeFile(path.join(dist, 'static/js/index.1.js'), 'js');
    await fs.writeFile(path.join(dist, 'static/js/async/p-1.js'), 'page');
    const cache = new BundleCache(path.join(root, 'cache'));
    const saving = cache.save('k', [], assets, dist, undefined);
    // A page rendered while the bundle is being copied is no part of the bundle.
    await fs.writeFile(path.join(dist, 'index.html'), '<html>');
    await saving;
    const restored = path.join(root, 'restored');
    expect(await cache.restore('k', restored, undefined)).toEqual(assets);
    const files = (await fs.readdir(restored, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(files.map((e) => path.relative(restored, path.join(e.parentPath, e.name))).sort()).toEqual([
      'static/js/async/p-1.js',
      'static/js/index.1.js',
    ]);
    expect(await fs.readFile(path.join(restored, 'static/js/async/p-1.js'), 'utf8')).toBe('page');
  });

  it('leaves files under node_modules to the lockfile', () => {
    expect(isTrackedInput('/site/theme/index.tsx')).toBe(true);
    expect(isTrackedInput(`${path.sep}x${path.sep}node_modules${path.sep}react${path.sep}index.js`)).toBe(false);
  });
});

describe('buildSiteDataModule', () => {
  it('leaves the search index names out', () => {
    const data = {
      title: 'T',
      search: { mode: 'local', indexes: [{ lang: 'en', version: '', file: 'static/search_index.en.1.json' }] },
    } as unknown as SiteData;
    expect(buildSiteDataModule(data)).not.toContain('search_index');
    expect(buildSiteDataModule(data)).toContain('"title":"T"');
  });
});

describe('renderThreads', () => {
  it("uses the cores but the main thread's for many pages, one thread for a few, never more than four", async () => {
    const { renderThreads } = await import('#core/ssg/render-pool.ts');
    expect(renderThreads(1, 8)).toBe(1);
    expect(renderThreads(400, 2)).toBe(1);
    expect(renderThreads(400, 1)).toBe(1);
    expect(renderThreads(400, 3)).toBe(2);
    expect(renderThreads(400, 16)).toBe(4);
    expect(renderThreads(0, 4)).toBe(1);
  });
});
