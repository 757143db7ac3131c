/**
 * Compiling in worker threads: the same pages as the main thread's compiler, in order, errors
 * with the same QuireError shape and position, and no threads at all when few pages miss the
 * caches (a warm build or a one-page edit).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { newestFirst } from '#core/project/compile-all.ts';
import {
  buildCompileThreads,
  COMPILE_THREAD_HEAP_MB,
  CompilePool,
  compileThreads,
  MIN_PAGES_PER_THREAD,
  PAGES_FOR_EVERY_CORE,
  startUnsetThread,
  takesBothCores,
} from '#core/project/compile-pool.ts';
import { Project } from '#core/project/project.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';
import { startWorker } from '#core/utils/core-module.ts';
import { QuireError } from '#core/utils/errors.ts';
import { mapInParallel } from '#core/utils/in-parallel.ts';
import { compile, options, rejection } from './helpers/mdx.ts';

const pages = [
  '# One\n\n```ts title="a.ts" {1}\nconst a: number = 1;\n```\n',
  '---\ntitle: Two\n---\n\n## Start {#begin}\n\n:::tip\nA [link](./one) and `code`.\n:::\n',
  '# Three\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```bash\npnpm add quire\n```\n',
  '# Four\n\n<Tabs>\n  <Tab label="x">text</Tab>\n</Tabs>\n',
];

describe('compileThreads', () => {
  it('starts no thread for a few pages, then one per core but the main thread’s, at most four', () => {
    expect(compileThreads(0, 8)).toBe(0);
    expect(compileThreads(1, 8)).toBe(0);
    expect(compileThreads(MIN_PAGES_PER_THREAD - 1, 8)).toBe(0);
    expect(compileThreads(MIN_PAGES_PER_THREAD, 8)).toBe(1);
    expect(compileThreads(400, 2)).toBe(1);
    expect(compileThreads(400, 1)).toBe(1);
    expect(compileThreads(400, 4)).toBe(3);
    expect(compileThreads(4000, 16)).toBe(4);
  });
});

describe('buildCompileThreads', () => {
  it('takes both cores of two for a large compile only, and otherwise the count quire dev takes', () => {
    expect(buildCompileThreads(PAGES_FOR_EVERY_CORE - 1, 2)).toBe(1);
    expect(buildCompileThreads(PAGES_FOR_EVERY_CORE, 2)).toBe(2);
    expect(compileThreads(PAGES_FOR_EVERY_CORE, 2)).toBe(1);
    expect(buildCompileThreads(PAGES_FOR_EVERY_CORE, 1)).toBe(1);
    expect(buildCompileThreads(PAGES_FOR_EVERY_CORE, 4)).toBe(3);
    expect(buildCompileThreads(PAGES_FOR_EVERY_CORE, 16)).toBe(4);
    expect(buildCompileThreads(MIN_PAGES_PER_THREAD - 1, 2)).toBe(0);
  });

  it('tells the build when its compile takes both cores of two, so the bundler process waits for it', () => {
    expect(takesBothCores(PAGES_FOR_EVERY_CORE, 2)).toBe(true);
    expect(takesBothCores(PAGES_FOR_EVERY_CORE - 1, 2)).toBe(false);
    expect(takesBothCores(PAGES_FOR_EVERY_CORE, 1)).toBe(false);
    expect(takesBothCores(PAGES_FOR_EVERY_CORE, 4)).toBe(false);
  });

  it('holds each thread’s old generation under the size from which V8 lets a heap grow fourfold', () => {
    expect(COMPILE_THREAD_HEAP_MB).toBeLessThan(2048);
  });
});

describe('CompilePool', () => {
  let pool: CompilePool;
  beforeAll(async () => {
    pool = await CompilePool.start(2, { timeout: 60_000 });
  });
  afterAll(() => pool.close());

  it('returns what the main thread compiles, in the order asked', async () => {
    const sources = [...pages, ...pages];
    const inThreads = await mapInParallel(sources, 8, (source) => pool.compile(source, options()));
    const here = await Promise.all(sources.map((source) => compile(source)));
    expect(inThreads).toEqual(here);
    expect(inThreads.map((p) => p.title)).toEqual(['One', 'Two', 'Three', 'Four', 'One', 'Two', 'Three', 'Four']);
  });

  it('fails with the same QuireError, file, line and column as the main thread', async () => {
    const cases = ['# Title\n\n```nosuchlang\nx\n```\n', '# Title\n\nText <Unclosed\n', '---\npageType: foo\n---\n# T\n'];
    for (const source of cases) {
      const inThread = await rejection(pool.compile(source, options()));
      const here = await rejection(compile(source));
      expect(inThread).toBeInstanceOf(QuireError);
      expect(inThread.message).toBe(here.message);
      expect(inThread.message).toMatch(/^\/site\/docs\/en\/guide\/page\.mdx:\d+:\d+: /);
      expect((inThread as QuireError).position).toEqual((here as QuireError).position);
      expect((inThread as QuireError).file).toBe((here as QuireError).file);
    }
  });

  it('the first error fails the whole run, and a closed pool compiles nothing', async () => {
    const sources = [pages[0], pages[1], '```nosuchlang\nx\n```\n', pages[2], pages[3]];
    const error = await rejection(mapInParallel(sources, 4, (source) => pool.compile(source, options())));
    expect(error.message).toMatch(/page\.mdx:1:1: unknown code block language "nosuchlang"/);

    const closed = await CompilePool.start(1, { timeout: 60_000 });
    await closed.close();
    expect((await rejection(closed.compile(pages[0], options()))).message).toMatch(/closed/);
  });
});

describe('a compile thread given the stored highlights', () => {
  it('takes a code block kept by an earlier run instead of highlighting it', async () => {
    const asked: string[] = [];
    const stored = {
      find: async (key: string) => {
        asked.push(key);
        return key.includes('const a') ? '<pre class="shiki">kept from an earlier run</pre>' : undefined;
      },
    };
    const pool = await CompilePool.start(1, { stored, timeout: 60_000 });
    try {
      const page = await pool.compile('# One\n\n```ts\nconst a = 1;\n```\n\n```ts\nconst b = 2;\n```\n', options());
      expect(asked).toHaveLength(2);
      expect(page.code).toContain('kept from an earlier run');
      expect([...(page.highlighted ?? [])].map(([key]) => key.includes('const b'))).toEqual([true]);
    } finally {
      await pool.close();
    }
  });
});

describe('a compile thread started before the config is loaded', () => {
  it('loads the compiler meanwhile and compiles as told by the pool that takes it, stored highlights and all', async () => {
    const unset = startUnsetThread();
    // Whatever it is asked before it is told its site waits for that: here the pool tells it first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stored = { find: async (key: string) => (key.includes('const a') ? '<pre class="shiki">kept</pre>' : undefined) };
    const pool = await CompilePool.start(1, { stored, timeout: 60_000, unset });
    try {
      const page = await pool.compile('# One\n\n```ts\nconst a = 1;\n```\n', options());
      expect(page.code).toContain('kept');
      expect((await pool.compile(pages[1], options())).code).toBe((await compile(pages[1])).code);
    } finally {
      await pool.close();
    }
  });
});

describe('a page that needs more memory than a compile thread’s limit', () => {
  // A long list: its trees outgrow a small old generation, while a short page fits.
  const huge = `# Huge\n\n${'- item with *emphasis* and `code`\n'.repeat(2000)}`;
  const heapMb = 48;

  it('stops a thread held to that limit', async () => {
    const worker = startWorker(new URL('../../packages/core/src/project/compile-worker.ts', import.meta.url), {
      workerData: { stored: false },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    const crashed = new Promise<Error & { code?: string }>((resolve) => worker.once('error', resolve));
    worker.postMessage({ id: 0, source: huge, options: options() });
    expect((await crashed).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    await worker.terminate();
  });

  it('compiles again in a thread without the limit when several threads share it, the pages beside it in a new limited thread', async () => {
    const pool = await CompilePool.start(2, { timeout: 120_000, heapMb });
    try {
      const sources = [pages[0], huge, pages[1], pages[2], pages[3]];
      const inThreads = await Promise.all(sources.map((source) => pool.compile(source, options())));
      expect(pool.stopped).toBe(false);
      expect((await pool.compile(pages[3], options())).title).toBe('Four');
      const here = await Promise.all(sources.map((source) => compile(source)));
      expect(inThreads.map((page) => page.code)).toEqual(here.map((page) => page.code));
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('newestFirst', () => {
  it('orders the lookups by when each file last changed, the newest first, a missing file before all', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-newest-'));
    try {
      const routes = ['a', 'b', 'c', 'gone'].map((name) => ({
        routePath: `/${name}`,
        lang: 'en',
        version: '',
        relativePath: `${name}.md`,
        absolutePath: path.join(root, `${name}.md`),
      }));
      // File times move by the kernel's clock tick: a pause between changes keeps them apart.
      const tick = () => new Promise((resolve) => setTimeout(resolve, 30));
      for (const name of ['a', 'b', 'c']) {
        await fs.writeFile(path.join(root, `${name}.md`), name);
        await tick();
      }
      // b's modification time is put back to an old one (as a copy keeping times does): its status change still counts.
      await fs.utimes(path.join(root, 'b.md'), 1000, 1000);
      expect(newestFirst(routes).order.map((i) => routes[i].relativePath)).toEqual(['gone.md', 'b.md', 'c.md', 'a.md']);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('a compile thread that ends', () => {
  const stub = pathToFileURL(path.resolve(import.meta.dirname, '../fixtures/compile-worker-stub.mjs'));

  const page = (name: string) => ({ ...options(), filePath: `docs/en/${name}.mdx` });

  it('fails a page left waiting on a plugin past compileTimeout, naming the plugin, and stops the thread', async () => {
    const pool = await CompilePool.start(1, { workerUrl: stub, timeout: 300 });
    try {
      const error = await rejection(pool.compile('waiting', page('waiting')));
      expect(error).toBeInstanceOf(QuireError);
      expect(error.message).toBe(
        'docs/en/waiting.mdx: markdown.remarkPlugins[0] (remarkWait) did not settle within 300 ms (compileTimeout in the site config), so the compile thread was stopped: does it return a promise that never settles?',
      );
    } finally {
      await pool.close();
    }
  });

  it('blames the page whose plugin loops, not the page that was started first, and fails the others', async () => {
    const pool = await CompilePool.start(1, { workerUrl: stub, timeout: 300 });
    try {
      const [started, spin] = await Promise.allSettled([pool.compile('started', page('started')), pool.compile('spin', page('spin'))]);
      expect(spin).toMatchObject({
        status: 'rejected',
        reason: {
          message:
            'docs/en/spin.mdx: still compiling inside plugins["acme"].markdown.remarkPlugins[1] after 300 ms (compileTimeout in the site config), so the compile thread was stopped: does it loop forever?',
        },
      });
      expect(started).toMatchObject({
        status: 'rejected',
        reason: {
          message: 'docs/en/started.mdx: a compile thread was stopped because docs/en/spin.mdx went past compileTimeout while compiling this page',
        },
      });
    } finally {
      await pool.close();
    }
  });

  it('fails every page it was compiling, each named, instead of leaving them pending', async () => {
    const pool = await CompilePool.start(1, { workerUrl: stub, timeout: 60_000 });
    try {
      const [slow, exit] = await Promise.allSettled([pool.compile('slow', page('slow')), pool.compile('exit', page('exit'))]);
      expect(exit).toMatchObject({
        status: 'rejected',
        reason: {
          file: 'docs/en/exit.mdx',
          message: 'docs/en/exit.mdx: a compile thread stopped (exit code 7) while compiling this page (and docs/en/slow.mdx)',
        },
      });
      expect(slow).toMatchObject({ status: 'rejected', reason: { file: 'docs/en/slow.mdx' } });
      expect((await rejection(pool.compile('later', page('later')))).message).toBe('a compile thread stopped (exit code 7)');
    } finally {
      await pool.close();
    }
  });
});

describe('Project.compileAll', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
  });
  const closeLater = closedAfterEach();

  async function site(count: number, extra: Record<string, string> = {}): Promise<string> {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-pool-'));
    dirs.push(root);
    const files: Record<string, string> = { ...extra };
    for (let i = 0; i < count; i++) files[`page-${i}.mdx`] = `${pages[i % pages.length].replace(/^# \w+/m, `# Page ${i}`)}`;
    for (const [file, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(root, 'docs', file)), { recursive: true });
      await fs.writeFile(path.join(root, 'docs', file), text);
    }
    return root;
  }

  async function compileAll(root: string, compileThreads?: number) {
    const project = closeLater(new Project(resolveConfig({ lang: 'en' }), root, { mode: 'build', compileThreads }));
    await project.scan();
    const { entries, compiled, threads } = await project.compileAll();
    return { project, entries, summary: { compiled, threads } };
  }

  it('compiles a cold build in threads, a warm build nowhere, and a one-page edit in the one thread its miss started', async () => {
    const root = await site(MIN_PAGES_PER_THREAD);
    const cold = await compileAll(root);
    expect(cold.summary).toEqual({ compiled: MIN_PAGES_PER_THREAD, threads: 1 });
    expect(cold.entries.map((e) => e.pageData.routePath)).toEqual(cold.project.routes.map((r) => r.routePath));

    const warm = await compileAll(root);
    expect(warm.summary).toEqual({ compiled: 0, threads: 0 });
    expect(warm.entries.map((e) => e.compiled)).toEqual(cold.entries.map((e) => e.compiled));

    await fs.writeFile(path.join(root, 'docs/page-3.mdx'), '# Edited\n');
    const edited = await compileAll(root);
    expect(edited.summary).toEqual({ compiled: 1, threads: 1 });
    expect(edited.entries.find((e) => e.pageData.routePath === '/page-3')?.pageData.title).toBe('Edited');
  });

  it('takes a thread count that overrides the one picked by page count (0: this thread)', async () => {
    const root = await site(2);
    expect((await compileAll(root, 2)).summary).toEqual({ compiled: 2, threads: 2 });
    await fs.rm(path.join(root, '.quire'), { recursive: true });
    expect((await compileAll(root, 0)).summary).toEqual({ compiled: 2, threads: 0 });
  });

  it('a page failing in a thread fails the build with its file, line and column', async () => {
    const root = await site(6, { 'broken.mdx': '# Broken\n\nSome text.\n\n```nosuchlang\nx\n```\n' });
    const error = await rejection(compileAll(root, 2));
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toMatch(/^docs\/broken\.mdx:5:1: unknown code block language "nosuchlang"/);
  });
});
