/**
 * V8's concurrent marking is turned off for a run whose threads take every core, back on after it
 * (after the last of runs that overlap), and left alone when the command line set it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { compileAll } from '#core/project/compile-all.ts';
import { CompileService } from '#core/project/compile-service.ts';
import { routeOfFile } from '#core/project/content-scan.ts';
import { withoutConcurrentMarking } from '#core/utils/concurrent-marking.ts';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

const flagCalls = () => vi.spyOn(v8, 'setFlagsFromString');

describe('withoutConcurrentMarking', () => {
  it('turns the marking off for the run and on again after it, also when the run fails', async () => {
    const flags = flagCalls();
    const during = await withoutConcurrentMarking(async () => flags.mock.calls.map(([flag]) => flag));
    expect(during).toEqual(['--no-concurrent-marking']);
    expect(flags.mock.calls.map(([flag]) => flag)).toEqual(['--no-concurrent-marking', '--concurrent-marking']);

    flags.mockClear();
    await expect(withoutConcurrentMarking(() => Promise.reject(new Error('page failed')))).rejects.toThrow('page failed');
    expect(flags.mock.calls.map(([flag]) => flag)).toEqual(['--no-concurrent-marking', '--concurrent-marking']);
  });

  it('turns it on again only when the last of overlapping runs ends', async () => {
    const flags = flagCalls();
    let endFirst: () => void = () => undefined;
    const first = withoutConcurrentMarking(() => new Promise<void>((resolve) => (endFirst = resolve)));
    await withoutConcurrentMarking(async () => undefined);
    expect(flags.mock.calls.map(([flag]) => flag)).toEqual(['--no-concurrent-marking']);
    endFirst();
    await first;
    expect(flags.mock.calls.map(([flag]) => flag)).toEqual(['--no-concurrent-marking', '--concurrent-marking']);
  });

  it('leaves a setting from the command line or NODE_OPTIONS as it is', async () => {
    const flags = flagCalls();
    vi.spyOn(process, 'execArgv', 'get').mockReturnValue(['--single-threaded-gc']);
    await withoutConcurrentMarking(async () => undefined);
    vi.spyOn(process, 'execArgv', 'get').mockReturnValue([]);
    vi.stubEnv('NODE_OPTIONS', '--max-old-space-size=4096 --concurrent-marking');
    await withoutConcurrentMarking(async () => undefined);
    expect(flags).not.toHaveBeenCalled();
  });
});

describe("a build's compile threads and the marking", () => {
  /** Compiles three pages in `threads` threads; the marking flags set meanwhile. */
  const compileIn = async (threads: number) => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-marking-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    for (const name of ['a', 'b', 'c']) await fs.writeFile(path.join(root, `docs/${name}.md`), `# ${name}\n`);
    const layout = { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
    const routes = ['a', 'b', 'c'].map((name) => routeOfFile([], layout, path.join(root, `docs/${name}.md`))).filter((r) => r !== undefined);
    const service = new CompileService({
      config: resolveConfig({ lang: 'en' }),
      projectRoot: root,
      mode: 'build',
      routeOf: (absolutePath) => routeOfFile([], layout, absolutePath),
      lastUpdated: () => undefined,
      extendPageData: async () => undefined,
    });
    const flags = flagCalls();
    const { compiled } = await compileAll(service, routes, { threads, timeout: 60_000 });
    await service.closeCache();
    return { compiled, flags: flags.mock.calls.map(([flag]) => flag) };
  };

  it('compiles with the marking off when a thread runs on every core', async () => {
    expect(await compileIn(os.availableParallelism())).toEqual({ compiled: 3, flags: ['--no-concurrent-marking', '--concurrent-marking'] });
  }, 60_000);

  it.skipIf(os.availableParallelism() < 2)(
    'leaves the marking on when a core is left free',
    async () => {
      expect(await compileIn(1)).toEqual({ compiled: 3, flags: [] });
    },
    60_000,
  );
});
