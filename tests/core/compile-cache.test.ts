import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../packages/core/src/config/validate.ts';
import { CompileCache } from '../../packages/core/src/project/compile-cache.ts';
import { Project } from '../../packages/core/src/project/project.ts';
import { compile, options } from './helpers/mdx.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('CompileCache', () => {
  it('returns what was stored under the same key, nothing under another', async () => {
    const cache = new CompileCache(await tempDir());
    const compiled = await compile('# Hello\n\nText');
    const key = cache.keyFor('# Hello\n\nText', options());
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, compiled);
    expect(await cache.get(key)).toEqual(compiled);
    expect(cache.keyFor('# Hello\n\nText!', options())).not.toBe(key);
    expect(cache.keyFor('# Hello\n\nText', options({ showLineNumbers: true }))).not.toBe(key);
  });

  it('drops an entry whose inlined fragment changed', async () => {
    const dir = await tempDir();
    const fragment = path.join(dir, 'fragment.mdx');
    await fs.writeFile(fragment, 'one');
    const cache = new CompileCache(path.join(dir, 'cache'));
    const compiled = { ...(await compile('# Page')), dependencies: [fragment] };
    await cache.set('k1', compiled);
    expect(await cache.get('k1')).toEqual(compiled);
    await fs.writeFile(fragment, 'two');
    expect(await cache.get('k1')).toBeUndefined();
  });

  it('treats a torn or foreign file as a miss', async () => {
    const dir = await tempDir();
    const cache = new CompileCache(dir);
    await fs.mkdir(path.join(dir, 'ab'), { recursive: true });
    await fs.writeFile(path.join(dir, 'ab', 'abcd.json'), '{"compiled":');
    expect(await cache.get('abcd')).toBeUndefined();
  });
});

describe('Project with the disk cache', () => {
  async function site(cache: boolean): Promise<{ root: string; page: string; config: ReturnType<typeof resolveConfig> }> {
    const root = await tempDir();
    const page = path.join(root, 'docs/en/guide.mdx');
    await fs.mkdir(path.dirname(page), { recursive: true });
    await fs.writeFile(page, '# Guide\n\n## Install\n\nRun it.');
    return { root, page, config: resolveConfig({ lang: 'en', cache }) };
  }

  it('serves a later run from disk without compiling again', async () => {
    const { root, page, config } = await site(true);
    const first = new Project(config, root, false);
    await first.scan();
    const compiled = (await first.compile(page)).compiled;
    expect(compiled.title).toBe('Guide');

    // Doctor the stored entry: a second project that reads it proves the disk was used.
    const cacheDir = path.join(root, '.quire/cache/compile');
    const [bucket] = await fs.readdir(cacheDir);
    const [file] = await fs.readdir(path.join(cacheDir, bucket));
    const record = JSON.parse(await fs.readFile(path.join(cacheDir, bucket, file), 'utf8'));
    record.compiled.title = 'From the cache';
    await fs.writeFile(path.join(cacheDir, bucket, file), JSON.stringify(record));

    const second = new Project(config, root, false);
    await second.scan();
    expect((await second.compile(page)).compiled.title).toBe('From the cache');

    await fs.writeFile(page, '# Guide, edited\n');
    const third = new Project(config, root, false);
    await third.scan();
    expect((await third.compile(page)).compiled.title).toBe('Guide, edited');
  });

  it('writes nothing with cache: false', async () => {
    const { root, page, config } = await site(false);
    const project = new Project(config, root, false);
    await project.scan();
    await project.compile(page);
    await expect(fs.access(path.join(root, '.quire/cache'))).rejects.toThrow();
  });

  it('rejects a cache setting that is not a boolean, naming the field', () => {
    expect(() => resolveConfig({ cache: 'yes' } as never)).toThrow(/"cache" must be true or false/);
  });
});
