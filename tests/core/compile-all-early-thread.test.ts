/**
 * An edit build's compile thread starts before the unchanged pages are looked up: a few files
 * whose stamps are not the recorded ones start it at once, and otherwise the edited page's lookup
 * (which reads the compile pack, while the lookups answered from the page records give the event
 * loop a turn now and then) starts it early. A file touched but unchanged starts none.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileAll } from '#core/project/compile-all.ts';
import { CompilePool } from '#core/project/compile-pool.ts';
import { CLOCK_GRANULARITY_MS } from '#core/project/source-stamps.ts';
import { docsPages } from './helpers/docs-pages.ts';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

const PAGES = 1000;

describe('compileAll after an edit', () => {
  /** A site of `PAGES` pages built once, its stamps recorded. */
  const builtSite = async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-early-thread-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    const names = Array.from({ length: PAGES }, (_, i) => `p${String(i).padStart(4, '0')}`);
    for (const name of names) await fs.writeFile(path.join(root, `docs/${name}.md`), `# ${name}\n\nText of ${name}.\n`);
    // Stamps settled before the first build, so it records them all.
    await new Promise((resolve) => setTimeout(resolve, CLOCK_GRANULARITY_MS + 200));
    const { routes, service } = docsPages(root, names);
    const cold = service();
    await compileAll(cold, routes, { threads: 0, timeout: 60_000 });
    await cold.closeCache();
    return { root, routes, service };
  };

  it('starts the compile thread before the first page is looked up', async () => {
    const { root, routes, service } = await builtSite();
    await fs.appendFile(path.join(root, 'docs/p0500.md'), '\nEdited.\n');
    const edit = service();
    let answered = 0;
    const lookUp = edit.fromCaches.bind(edit);
    vi.spyOn(edit, 'fromCaches').mockImplementation(async (...args) => {
      const entry = await lookUp(...args);
      if (entry) answered++;
      return entry;
    });
    let answeredAtStart: number | undefined;
    const start = CompilePool.start.bind(CompilePool);
    vi.spyOn(CompilePool, 'start').mockImplementation((...args) => {
      answeredAtStart ??= answered;
      return start(...args);
    });
    const { compiled, entries } = await compileAll(edit, routes, { timeout: 60_000 });
    await edit.closeCache();
    expect(compiled).toBe(1);
    expect(entries[500].pageData.title).toBe('p0500');
    expect(answeredAtStart).toBe(0);
  }, 60_000);

  it('starts no thread when the file whose stamp changed holds the same text', async () => {
    const { root, routes, service } = await builtSite();
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(path.join(root, 'docs/p0500.md'), later, later);
    const closed: boolean[] = [];
    const start = CompilePool.start.bind(CompilePool);
    vi.spyOn(CompilePool, 'start').mockImplementation(async (...args) => {
      const pool = await start(...args);
      const at = closed.push(false) - 1;
      const close = pool.close.bind(pool);
      vi.spyOn(pool, 'close').mockImplementation(() => {
        closed[at] = true;
        return close();
      });
      return pool;
    });
    const { compiled } = await compileAll(service(), routes, { timeout: 60_000 });
    expect(compiled).toBe(0);
    expect(closed).toEqual([]);
  }, 60_000);
});
