/**
 * The bundler's child process (`bundle-process.ts`): the build answers its page-module requests
 * from the project, gets the assets back (a Map survives the trip) and continues only once the
 * child has exited, so Rspack's memory is gone before rendering. A stand-in child speaks the
 * same messages; `e2e/build-cache.test.ts` runs the real one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { type BundleRequest, BundlerProcess, endBundlerProcesses, mergeParts } from '#core/bundler/bundle-process.ts';
import { LARGE_SITE_PAGES, planBundling } from '#core/bundler/bundle-plan.ts';
import type { PageModuleSource } from '#core/bundler/loader-registry.ts';
import { sequentialEnvironments } from '#core/bundler/run-rsbuild.ts';
import { collectGarbage } from '#core/utils/collect-garbage.ts';

const stub = path.resolve(import.meta.dirname, '../fixtures/bundle-child-stub.mjs');

function request(mode: string): BundleRequest {
  const route = { routePath: '/a', lang: 'en', version: '', relativePath: 'en/a.mdx', absolutePath: '/docs/en/a.mdx' };
  return { projectRoot: '/docs', routes: [route], options: { projectId: 'p', distDir: '/dist', mode } as BundleRequest['options'] };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A fresh bundler process (the stand-in child) asked to bundle at once. */
const bundleInChild = (modules: PageModuleSource, req: BundleRequest, entry: string) => new BundlerProcess(entry).bundle(modules, req);

describe('bundling in a fresh child process', () => {
  it('serves page modules from the project, returns the assets, and resolves after the child exited', async () => {
    const asked: Array<[string, string | undefined]> = [];
    const modules = {
      pageModule: async (file: string, source?: string) => {
        asked.push([file, source]);
        return { code: `module of ${file}`, dependencies: ['/docs/shared/f.md'] };
      },
    };
    const { assets, inputs } = await bundleInChild(modules, request('ok'), stub);
    expect(asked).toEqual([['/docs/en/a.mdx', 'text of a']]);
    expect(inputs).toEqual(['module of /docs/en/a.mdx', '/docs/shared/f.md']);
    expect(assets?.pageFiles).toBeInstanceOf(Map);
    const [file] = assets?.pageFiles.get('p-a') ?? [];
    const pid = Number(/pid-(\d+)/.exec(file)?.[1]);
    expect(isRunning(pid)).toBe(false);
  });

  it('hands a compile error to the loader in the child', async () => {
    const modules = {
      pageModule: async () => {
        throw new Error('docs/en/a.mdx:3:1: unknown component <Foo>');
      },
    };
    const { inputs } = await bundleInChild(modules, request('ok'), stub);
    expect(inputs).toEqual(['error: docs/en/a.mdx:3:1: unknown component <Foo>']);
  });

  it('fails with the child’s error, or when the child ends without an answer', async () => {
    const modules = { pageModule: async () => ({ code: '', dependencies: [] }) };
    await expect(bundleInChild(modules, request('fail'), stub)).rejects.toThrow('Rspack build failed.');
    await expect(bundleInChild(modules, request('crash'), stub)).rejects.toThrow(/bundler process ended before it finished \(exit code 3\)/);
  });
});

describe('BundlerProcess', () => {
  const modules = { pageModule: async () => ({ code: 'm', dependencies: [] }) };

  it('hands on the bundler’s progress, and its output through this process’s stdout before it resolves', async () => {
    const phases: string[] = [];
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0);
    try {
      await new BundlerProcess(stub).bundle(modules, request('talk'), (text) => phases.push(text));
    } finally {
      write.mockRestore();
    }
    expect(phases).toEqual(['web 50% build modules', 'web 100%']);
    // Through this process, so a live progress line is erased first; all of it before the step's ✓ line.
    expect(written.join('')).toBe('ready   built in 0.1s (web)\n');
  });

  it('started before it is needed, bundles when asked', async () => {
    const bundler = new BundlerProcess(stub);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await bundler.bundle(modules, request('ok'))).inputs).toEqual(['m']);
  });

  it('is ended by cancel() when the bundle comes from the cache', async () => {
    const bundler = new BundlerProcess(stub);
    bundler.cancel();
    await expect(bundler.bundle(modules, request('ok'))).rejects.toThrow(/ended before it finished \(SIGTERM\)/);
  });

  it('are all ended by endBundlerProcesses (a build stopped by Ctrl-C), busy or idle', async () => {
    // The busy child waits for a page module that never comes.
    const waiting = { pageModule: () => new Promise<never>(() => undefined) };
    const busy = new BundlerProcess(stub).bundle(waiting, request('ok'));
    // Its rejection is awaited from the start: it arrives while the processes are being ended.
    const busyEnded = expect(busy).rejects.toThrow(/ended before it finished \(SIGKILL\)/);
    const idle = new BundlerProcess(stub);
    await endBundlerProcesses();
    await busyEnded;
    await expect(idle.bundle(modules, request('ok'))).rejects.toThrow(/ended before it finished \(SIGKILL\)/);
    await endBundlerProcesses();
  });
});

describe('sequentialEnvironments', () => {
  it('makes Rspack build the environments one at a time', async () => {
    // Rsbuild is a dependency of the core package, not of the workspace root.
    const resolve = createRequire(path.resolve(import.meta.dirname, '../../packages/core/package.json')).resolve;
    const { createRsbuild } = (await import(pathToFileURL(resolve('@rsbuild/core')).href)) as typeof import('@rsbuild/core');
    const rsbuild = await createRsbuild({
      cwd: import.meta.dirname,
      rsbuildConfig: {
        environments: { web: { source: { entry: { a: './a.js' } } }, node: { source: { entry: { b: './b.js' } }, output: { target: 'node' } } },
      },
    });
    rsbuild.addPlugins([sequentialEnvironments()]);
    const compiler = (await rsbuild.createCompiler()) as unknown as { compilers: unknown[]; _options: { parallelism: number } };
    expect(compiler.compilers).toHaveLength(2);
    expect(compiler._options.parallelism).toBe(1);
  });
});

describe('collectGarbage', () => {
  it('frees what nothing refers to any more', async () => {
    const ref = new WeakRef({ big: new Array(1000).fill('x') });
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});

describe('planBundling', () => {
  it('bundles a site of a few hundred pages in one process, with the persistent cache', () => {
    expect(planBundling(400, true)).toEqual({ runs: [{}], persistentCache: true });
    expect(planBundling(LARGE_SITE_PAGES, true).runs).toHaveLength(1);
  });

  it('bundles a large site as the server, then the pages in even parts, without the persistent cache', () => {
    const plan = planBundling(5000, true, { pagesPerRun: 2000 });
    expect(plan.persistentCache).toBe(false);
    expect(plan.runs).toEqual([
      { environments: ['node'] },
      { environments: ['web'], pages: [0, 1667] },
      { environments: ['web'], pages: [1667, 3333] },
      { environments: ['web'], pages: [3333, 5000] },
    ]);
    // Without pre-rendering there is no server bundle.
    expect(planBundling(5000, false, { pagesPerRun: 2500 }).runs).toEqual([
      { environments: ['web'], pages: [0, 2500] },
      { environments: ['web'], pages: [2500, 5000] },
    ]);
  });

  it('follows the split option over the page count', () => {
    expect(planBundling(10, true, { split: true, pagesPerRun: 4 }).runs.map((r) => r.pages)).toEqual([undefined, [0, 3], [3, 7], [7, 10]]);
    expect(planBundling(9000, true, { split: false }).runs).toEqual([{}]);
  });
});

describe('mergeParts', () => {
  const part = (index: string, pages: Record<string, string>, ids: string[]) => ({
    assets: {
      entryJs: ['static/js/lib-react.1.js', `static/js/index.${index}.js`],
      entryCss: ['static/css/index.1.css'],
      pageFiles: new Map(Object.entries(pages).map(([k, v]) => [k, [v]])),
    },
    pageModuleIds: new Set(ids),
  });

  it('adds the page files of a part that made the same app entry', () => {
    const merged = mergeParts(part('a', { 'p-1': 'static/js/p-1.js' }, ['11']), part('a', { 'p-2': 'static/js/p-2.js' }, ['22']));
    expect([...merged.assets.pageFiles.keys()]).toEqual(['p-1', 'p-2']);
    expect([...merged.pageModuleIds]).toEqual(['11', '22']);
  });

  it('refuses parts whose app entries differ, or that gave one module id twice', () => {
    expect(() => mergeParts(part('a', {}, []), part('b', {}, []))).toThrow(/different app entries.*quire build --bundle-in-one-process/);
    expect(() => mergeParts(part('a', {}, ['11', '12']), part('a', {}, ['12']))).toThrow(/same module id to different pages \(12\)/);
  });
});
