/**
 * A build's lookups take each source's stamp once: the stat that orders them (`newestFirst`) is the
 * stamp the lookup compares with the record, and an edit made after it is still seen by the next build.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileAll } from '#core/project/compile-all.ts';
import { docsPages } from './helpers/docs-pages.ts';
import * as nodeFs from 'node:fs';
import { settleStamps } from './helpers/settle-stamps.ts';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, statSync: vi.fn(actual.statSync) };
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe("a build's lookups and the sources' stamps", () => {
  it('stat each source once; a page edited since is compiled again', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-lookup-stamps-'));
    dirs.push(root);
    const names = ['a', 'b', 'c'];
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    for (const name of names) await fs.writeFile(path.join(root, `docs/${name}.md`), `# ${name}\n`);
    const { routes, service: compileService } = docsPages(root, names);
    /** One build's compile step: how many pages it compiled and how many times it stat'ed a page. */
    const build = async () => {
      const service = compileService({ extendPageData: async () => undefined });
      const stat = vi.mocked(nodeFs.statSync);
      stat.mockClear();
      const { compiled, entries } = await compileAll(service, routes, { timeout: 60_000 });
      const stamps = stat.mock.calls.filter(([file]) => String(file).endsWith('.md')).length;
      await service.closeCache();
      return { compiled, stamps, titles: entries.map((e) => e.pageData.title) };
    };
    await settleStamps();
    expect((await build()).compiled).toBe(3);
    const kept = await build();
    expect(kept).toMatchObject({ compiled: 0, titles: ['a', 'b', 'c'] });
    expect(kept.stamps).toBe(3);

    await fs.writeFile(path.join(root, 'docs/b.md'), '# b, edited\n');
    const edited = await build();
    expect(edited).toMatchObject({ compiled: 1, titles: ['a', 'b, edited', 'c'] });
  });
});
