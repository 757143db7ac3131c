/**
 * `quire dev` serving pages from the disk cache loads the MDX compiler in the background
 * (`Project.warmUpCompiler`), so the first edit of a session does not wait for it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { closedAfterEach } from './helpers/closed-after-each.ts';

/** Every compile, and whether this "process" has asked for the compiler yet. */
const compiler = vi.hoisted(() => ({ sources: [] as string[], requested: false }));
vi.mock('#core/markdown/compile-on-demand.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#core/markdown/compile-on-demand.ts')>();
  return {
    compileMdx: (source: string, options: Parameters<typeof real.compileMdx>[1]) => {
      compiler.sources.push(source);
      compiler.requested = true;
      return real.compileMdx(source, options);
    },
    compilerRequested: () => compiler.requested,
  };
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});
const closeLater = closedAfterEach();

const SOURCE = '# Guide\n\n```ts\nconst a = 1;\n```\n';

/** A site whose page is already in the disk cache, as after a build; the compiler not yet asked for. */
async function cachedSite() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-warm-up-'));
  dirs.push(root);
  const page = path.join(root, 'docs/guide.mdx');
  await fs.mkdir(path.dirname(page), { recursive: true });
  await fs.writeFile(page, SOURCE);
  const config = resolveConfig({ lang: 'en', cache: true });
  for (const mode of ['build', 'dev'] as const) {
    const build = new Project(config, root, { mode });
    await build.scan();
    await build.compile(page);
    await build.closeCompileCache();
  }
  compiler.sources.length = 0;
  compiler.requested = false;
  return { root, page, config };
}

describe('Project.warmUpCompiler', () => {
  it('in dev, compiles a page that came from the disk cache once, and only while the compiler is not loaded', async () => {
    const { root, page, config } = await cachedSite();
    const project = closeLater(new Project(config, root, { mode: 'dev' }));
    await project.scan();
    expect((await project.compile(page)).compiled.title).toBe('Guide');
    expect(compiler.sources).toEqual([]);
    await project.warmUpCompiler();
    expect(compiler.sources).toEqual([SOURCE]);
    await project.warmUpCompiler();
    await project.compile(page);
    expect(compiler.sources).toEqual([SOURCE]);
  });

  it('does nothing in a build, or when no page came from the disk cache', async () => {
    const { root, page, config } = await cachedSite();
    const build = closeLater(new Project(config, root, { mode: 'build' }));
    await build.scan();
    await build.compile(page);
    await build.warmUpCompiler();
    expect(compiler.sources).toEqual([]);

    const dev = closeLater(new Project(resolveConfig({ lang: 'en', cache: false }), root, { mode: 'dev' }));
    await dev.scan();
    await dev.compile(page);
    expect(compiler.sources).toEqual([SOURCE]);
    await dev.warmUpCompiler();
    expect(compiler.sources).toEqual([SOURCE]);
  });
});
