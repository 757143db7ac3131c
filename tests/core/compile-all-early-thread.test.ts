/**
 * An edit build's compile thread starts while the unchanged pages are still being looked up: the
 * edited page's lookup reads the compile pack, and the lookups answered from the page records
 * give the event loop a turn now and then, so that read ends and the thread starts early.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileAll } from '#core/project/compile-all.ts';
import { CompilePool } from '#core/project/compile-pool.ts';
import { CLOCK_GRANULARITY_NS } from '#core/project/source-stamps.ts';
import { docsPages } from './helpers/docs-pages.ts';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

const PAGES = 1000;

describe('compileAll after an edit', () => {
  it('starts the compile thread before the last unchanged page is looked up', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-early-thread-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    const names = Array.from({ length: PAGES }, (_, i) => `p${String(i).padStart(4, '0')}`);
    for (const name of names) await fs.writeFile(path.join(root, `docs/${name}.md`), `# ${name}\n\nText of ${name}.\n`);
    const { routes, service } = docsPages(root, names);
    const cold = service();
    await compileAll(cold, routes, { threads: 0, timeout: 60_000 });
    await cold.closeCache();
    await new Promise((resolve) => setTimeout(resolve, Number(CLOCK_GRANULARITY_NS / 1_000_000n) + 200));

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
    expect(answeredAtStart).toBeDefined();
    expect(answeredAtStart).toBeLessThan(PAGES / 2);
  }, 60_000);
});
