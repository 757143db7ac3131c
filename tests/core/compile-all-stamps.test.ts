/**
 * A build's lookups take each source's stamp once: the stat that orders them (`newestFirst`) is the
 * stamp the lookup compares with the record, and an edit made after it is still seen by the next build.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileAll } from '#core/project/compile-all.ts';
import { listedStamps } from '#core/project/listed-stamps.ts';
import { listStampedFiles } from '#core/utils/stamped-files.ts';
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

/**
 * Pages `a`, `b` and `c`, and one build's compile step over them (`listed`: with the project listed first, as `quire
 * build` lists it while its config loads): how many pages it compiled, how many times it stat'ed a page, the titles.
 */
async function threePages(listed: boolean) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-lookup-stamps-'));
  dirs.push(root);
  const names = ['a', 'b', 'c'];
  await fs.mkdir(path.join(root, 'docs'), { recursive: true });
  for (const name of names) await fs.writeFile(path.join(root, `docs/${name}.md`), `# ${name}\n`);
  const { routes, service: compileService } = docsPages(root, names);
  const build = async () => {
    const service = compileService({ extendPageData: async () => undefined });
    if (listed) service.useListedStamps(listedStamps(listStampedFiles(root, { names: ['.quire'] })));
    const stat = vi.mocked(nodeFs.statSync);
    stat.mockClear();
    const { compiled, entries } = await compileAll(service, routes, { timeout: 60_000 });
    const stamps = stat.mock.calls.filter(([file]) => String(file).endsWith('.md')).length;
    await service.closeCache();
    return { compiled, stamps, titles: entries.map((e) => e.pageData.title) };
  };
  return { build, edit: () => fs.writeFile(path.join(root, 'docs/b.md'), '# b, edited\n') };
}

describe("a build's lookups and the sources' stamps", () => {
  it('stat each source once; a page edited since is compiled again', async () => {
    const { build, edit } = await threePages(false);
    await settleStamps();
    expect((await build()).compiled).toBe(3);
    expect(await build()).toMatchObject({ compiled: 0, titles: ['a', 'b', 'c'], stamps: 3 });
    await edit();
    expect(await build()).toMatchObject({ compiled: 1, titles: ['a', 'b, edited', 'c'] });
  });

  it('take the stamps of the pages the listing holds from it, and record none changed too close to the listing', async () => {
    const { build, edit } = await threePages(true);
    // Listed within the clock's granularity of their writes: their stamps are not recorded, and each is read again.
    expect(await build()).toMatchObject({ compiled: 3 });
    await settleStamps();
    expect(await build()).toMatchObject({ compiled: 0 });
    expect(await build()).toMatchObject({ compiled: 0, titles: ['a', 'b', 'c'], stamps: 0 });
    await edit();
    expect(await build()).toMatchObject({ compiled: 1, titles: ['a', 'b, edited', 'c'] });
  });
});
