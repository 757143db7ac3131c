/**
 * Dev's warm compile thread: started with the project, told which pages' grammars to make ready, replaced when it
 * stops, and a dev project with it compiles pages as the main thread would without loading the compiler here.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import type { CompiledPage, CompileOptions } from '#core/markdown/compile.ts';
import { Project } from '#core/project/project.ts';
import { type CompileThreadHandle, WarmCompiler } from '#core/project/warm-compiler.ts';
import { options } from './helpers/mdx.ts';

/** Whether this thread has asked for the MDX compiler. */
const here = vi.hoisted(() => ({ compiles: 0 }));
vi.mock('#core/markdown/compile-on-demand.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#core/markdown/compile-on-demand.ts')>();
  return {
    ...real,
    compileMdx: (...args: Parameters<typeof real.compileMdx>) => {
      here.compiles++;
      return real.compileMdx(...args);
    },
  };
});

/** A stand-in thread: records what it is told, answers each page with its source as the title. */
function fakeThread(log: string[], name: string): CompileThreadHandle & { stop(): void } {
  let stopped = false;
  return {
    get stopped() {
      return stopped;
    },
    stop() {
      stopped = true;
    },
    warm: (files) => log.push(`${name} warm ${files.join(',')}`),
    compile: async (source: string, _options: CompileOptions) => {
      log.push(`${name} compile ${source}`);
      return { title: source } as CompiledPage;
    },
    close: async () => {
      log.push(`${name} close`);
    },
  };
}

describe('WarmCompiler', () => {
  it('starts one thread, tells it the pages to warm, and replaces it once when it has stopped', async () => {
    const log: string[] = [];
    const threads: Array<ReturnType<typeof fakeThread>> = [];
    const warm = new WarmCompiler(async () => {
      const thread = fakeThread(log, `t${threads.length + 1}`);
      threads.push(thread);
      return thread;
    });
    await warm.start();
    await warm.start();
    warm.warm(['a.md', 'b.md']);
    expect((await warm.compile('one', options())).title).toBe('one');
    threads[0].stop();
    // Two pages find it stopped at once: one new thread, told the same pages.
    const titles = await Promise.all([warm.compile('two', options()), warm.compile('three', options())]);
    expect(titles.map((p) => p.title)).toEqual(['two', 'three']);
    await warm.close();
    await expect(warm.compile('four', options())).rejects.toThrow('closed');
    expect(threads).toHaveLength(2);
    expect(log).toEqual(['t1 warm ', 't1 warm a.md,b.md', 't1 compile one', 't2 warm a.md,b.md', 't2 compile two', 't2 compile three', 't2 close']);
  });
});

describe('Project with a warm compile thread', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  it('compiles a page in the thread as this thread would, without loading the compiler here', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-warm-compiler-'));
    dirs.push(root);
    const page = path.join(root, 'docs/guide.mdx');
    await fs.mkdir(path.dirname(page), { recursive: true });
    await fs.writeFile(page, '# Guide\n\n## Start\n\n```ts\nconst a: number = 1;\n```\n');
    const config = resolveConfig({ lang: 'en', cache: false });
    const warm = new Project(config, root, { mode: 'dev', onDemandCompiles: 'warm thread' });
    try {
      await warm.scan();
      warm.warmGrammars();
      const inThread = await warm.compile(page);
      expect(here.compiles).toBe(0);
      const main = new Project(config, root, { mode: 'dev' });
      await main.scan();
      const onMain = await main.compile(page);
      expect(here.compiles).toBe(1);
      expect(inThread.compiled).toEqual(onMain.compiled);
      expect(inThread.code).toBe(onMain.code);
      expect(inThread.compiled.toc.map((h) => h.text)).toEqual(['Start']);
    } finally {
      await warm.close();
    }
  }, 60_000);
});
