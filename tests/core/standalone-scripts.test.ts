/**
 * The build writes a script per standalone page; a script whose page's code and data are as the
 * last build made them is kept in the last output by its recorded hash, without reading the code.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GzipSizes } from '#core/pipeline/first-load.ts';
import { writeStandaloneScripts } from '#core/pipeline/standalone-pages.ts';
import { type ResolvedConfig, resolveConfig } from '#core/config/validate.ts';
import { countOverlap } from '../fixtures/overlap-counter.ts';
import { writeThroughStage } from '../fixtures/write-through-stage.ts';
import { Project } from '#core/project/project.ts';
import { readJsonMap } from '#core/utils/json-map-file.ts';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A site folder removed after the test, and a writer of files into it. */
async function tempSite() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scripts-'));
  dirs.push(root);
  const write = (file: string, text: string) =>
    fs.mkdir(path.dirname(path.join(root, file)), { recursive: true }).then(() => fs.writeFile(path.join(root, file), text));
  return { root, write };
}

/**
 * One build's scripts into `root`'s `dist` (through a stage, as a build does), its caches in `.quire/cache`.
 * `spy`: set on the project once its pages are compiled; it gives what it saw once the scripts are written.
 */
async function buildScripts<T>(root: string, config: ResolvedConfig, spy: (project: Project) => () => T, editedRoutes?: ReadonlySet<string>) {
  const project = new Project(config, root, { mode: 'build' });
  await project.scan();
  await project.compileAll();
  const seen = spy(project);
  const keys = new Set(project.routes.map((r) => r.relativePath));
  const hashFile = path.join(root, '.quire/cache/standalone-scripts.json');
  const { output, result: scripts } = await writeThroughStage(root, path.join(root, 'dist'), path.join(root, '.quire/cache/outputs.bin'), (output) =>
    writeStandaloneScripts(project, keys, output, { hashFile, gzipSizes: GzipSizes.open(undefined), editedRoutes }),
  );
  await project.closeCompileCache();
  return { scripts, counts: { ...output.counts }, seen: seen() };
}

// Each test builds a site two or three times, which on a loaded two-core machine outlasts the default limit.
describe('standalone scripts between builds', { timeout: 120_000 }, () => {
  it('keeps an unchanged script by its recorded hash without reading the code; writes an edited one', async () => {
    const { root, write } = await tempSite();
    await write('docs/a.md', '# A\n\nFirst page.\n');
    await write('docs/b.md', '# B\n\nSecond page.\n');
    const config = resolveConfig({ lang: 'en', cache: true });
    const dist = path.join(root, 'dist');
    /** One build's scripts; which pages' code it read. */
    const build = async () => {
      const { scripts, counts, seen } = await buildScripts(root, config, (project) => {
        const read = vi.spyOn(project.compiler, 'compileWithCode');
        return () => {
          const files = read.mock.calls.map(([file]) => path.relative(root, file));
          read.mockRestore();
          return files;
        };
      });
      return { scripts, counts, codeRead: seen };
    };

    const first = await build();
    expect(first.counts).toEqual({ kept: 0, written: 2 });
    const second = await build();
    expect(second.counts).toEqual({ kept: 2, written: 0 });
    expect(second.codeRead).toEqual([]);
    expect([...second.scripts]).toEqual([...first.scripts]);

    await write('docs/b.md', '# B\n\nSecond page, edited.\n');
    const third = await build();
    expect(third.counts).toEqual({ kept: 1, written: 1 });
    expect(third.codeRead).toEqual(['docs/b.md']);
    expect(third.scripts.get('b.md')?.hash).not.toBe(first.scripts.get('b.md')?.hash);
    const script = await fs.readFile(path.join(dist, third.scripts.get('b.md')!.file), 'utf8');
    expect(script).toContain('Second page, edited.');

    // A script edited in the last output is not kept: its kept hash no longer says what it holds.
    await fs.appendFile(path.join(dist, third.scripts.get('a.md')!.file), '// by hand\n');
    const fourth = await build();
    expect(fourth.counts).toEqual({ kept: 1, written: 1 });
    expect(fourth.codeRead).toEqual(['docs/a.md']);
    expect(await fs.readFile(path.join(dist, fourth.scripts.get('a.md')!.file), 'utf8')).not.toContain('by hand');
  });

  it("takes an unchanged page's last script without making its key while nothing it takes from other pages changed", async () => {
    const { root, write } = await tempSite();
    await write('docs/en/a.md', '# A\n\nFirst page.\n');
    await write('docs/en/b.md', '# B\n\nSecond page.\n');
    await write('docs/zh/a.md', '# 甲\n\n第一页。\n');
    const config = resolveConfig({
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      cache: true,
    });
    const dist = path.join(root, 'dist');
    /** One build's scripts: the pages whose key of what they take from others was made, and the scripts. */
    const build = async () => {
      const { scripts, seen } = await buildScripts(root, config, (project) => {
        const keyed = vi.spyOn(project, 'pageDataFromOthersKey');
        const compiled = vi.spyOn(project, 'compile');
        return () => {
          const routes = keyed.mock.calls.map(([data]) => data.routePath).sort();
          const asked = compiled.mock.calls.length;
          keyed.mockRestore();
          compiled.mockRestore();
          return { routes, asked };
        };
      });
      return { made: seen.routes, asked: seen.asked, scripts };
    };
    const read = async (scripts: Map<string, { file: string }>, key: string) => fs.readFile(path.join(dist, scripts.get(key)!.file), 'utf8');

    expect((await build()).made).toEqual(['/a', '/b', '/zh/a']);
    const unchanged = await build();
    expect(unchanged.made).toEqual([]);
    // Taken in one pass from the entries the compile step made: no page's compile is waited for.
    expect(unchanged.asked).toBe(0);
    await write('docs/en/b.md', '# B\n\nSecond page, edited.\n');
    const edited = await build();
    expect(edited.made).toEqual(['/b']);
    expect(await read(edited.scripts, 'en/b.md')).toContain('Second page, edited.');
    // A new translation is something /b takes from other pages: every page's key is made again, and /b's script names it.
    await write('docs/zh/b.md', '# 乙\n\n第二页。\n');
    const translated = await build();
    expect(translated.made).toEqual(['/a', '/b', '/zh/a', '/zh/b']);
    expect(await read(translated.scripts, 'en/b.md')).toContain('/zh/b');
    expect(translated.scripts.get('en/a.md')).toEqual(edited.scripts.get('en/a.md'));
  });

  it("after an edit of pages' text alone, takes the other pages' last scripts without looking at their entries", async () => {
    const { root, write } = await tempSite();
    for (const name of ['a', 'b', 'c']) await write(`docs/${name}.md`, `# ${name}\n\nA page.\n`);
    const config = resolveConfig({ lang: 'en', cache: true });
    /** One build's scripts, told the edited routes: the pages whose entry it looked at. */
    const build = async (editedRoutes?: ReadonlySet<string>) =>
      buildScripts(
        root,
        config,
        (project) => {
          const looked = vi.spyOn(project.compiler, 'settledEntry');
          return () => [...new Set(looked.mock.calls.map(([file]) => path.relative(root, file)))].sort();
        },
        editedRoutes,
      );
    const first = await build();
    await write('docs/b.md', '# b\n\nA page, edited.\n');
    const edited = await build(new Set(['/b']));
    expect(edited.seen).toEqual(['docs/b.md']);
    expect(edited.counts).toEqual({ kept: 2, written: 1 });
    expect(edited.scripts.get('a.md')).toEqual(first.scripts.get('a.md'));
    expect(edited.scripts.get('b.md')?.hash).not.toBe(first.scripts.get('b.md')?.hash);
  });

  it("makes an overview page's script again when a page it lists gains a heading, though its own data is the last build's", async () => {
    const { root, write } = await tempSite();
    await write('docs/guide/index.md', '---\noverview: true\n---\n# Guide\n');
    await write('docs/guide/a.md', '# A\n\n## First part\n');
    const config = resolveConfig({ lang: 'en', cache: true });
    const build = () => buildScripts(root, config, () => () => undefined);
    const overview = async (scripts: Map<string, { file: string }>) =>
      fs.readFile(path.join(root, 'dist', scripts.get('guide/index.md')!.file), 'utf8');
    expect(await overview((await build()).scripts)).toContain('First part');
    await write('docs/guide/a.md', '# A\n\n## First part\n\n## Second part\n');
    expect(await overview((await build()).scripts)).toContain('Second part');
  });

  it("writes several scripts at once, and lists them and their hashes in the routes' order", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scripts-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const name of names) await fs.writeFile(path.join(root, `docs/${name}.md`), `# ${name}\n\nPage ${name}.\n`);
    const project = new Project(resolveConfig({ lang: 'en' }), root, { mode: 'build' });
    await project.scan();
    await project.compileAll();
    const hashFile = path.join(root, '.quire/cache/standalone-scripts.json');
    const { result: scripts } = await writeThroughStage(root, path.join(root, 'dist'), path.join(root, 'outputs.bin'), async (output) => {
      const writes = countOverlap(output.write);
      const written = await writeStandaloneScripts(
        project,
        new Set(project.routes.map((r) => r.relativePath)),
        { ...output, write: writes.call },
        { hashFile, gzipSizes: GzipSizes.open(undefined) },
      );
      expect(writes.peak()).toBeGreaterThan(1);
      return written;
    });
    await project.closeCompileCache();
    const order = project.routes.map((r) => r.relativePath);
    expect([...scripts.keys()]).toEqual(order);
    // The cross-page key first, then each page's entry by its path, in the routes' order.
    const recorded = [...readJsonMap<readonly [string | null, string, string] | string>(hashFile)];
    expect(recorded.map(([key]) => key)).toEqual(['', ...order]);
    expect(recorded.slice(1).map(([, entry]) => entry[2])).toEqual(order.map((key) => scripts.get(key)?.hash));
  });

  it('measures the gzip size of each script it writes from the bytes it wrote, so the first-load measure reads none back', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scripts-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    await fs.writeFile(path.join(root, 'docs/a.md'), '# A\n\nFirst page.\n');
    await fs.writeFile(path.join(root, 'docs/b.md'), '# B\n\nSecond page.\n');
    const project = new Project(resolveConfig({ lang: 'en' }), root, { mode: 'build' });
    await project.scan();
    await project.compileAll();
    const dist = path.join(root, 'dist');
    const gzipSizes = GzipSizes.open(undefined);
    const { result: scripts } = await writeThroughStage(root, dist, path.join(root, 'outputs.bin'), (output) =>
      writeStandaloneScripts(project, new Set(['a.md', 'b.md']), output, { hashFile: undefined, gzipSizes }),
    );
    await project.closeCompileCache();
    for (const script of scripts.values()) {
      const bytes = await fs.readFile(path.join(dist, script.file));
      // A path that does not exist: the size must come from the write, not from a read.
      await expect(gzipSizes.get(script.file, path.join(root, 'missing.js'))).resolves.toBe(gzipSync(bytes, { level: 9 }).length);
    }
  });

  it("keys a script by the compile's key, not its page data as JSON, unless a plugin shapes page data; a new time makes a new script", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scripts-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    await fs.writeFile(path.join(root, 'docs/a.md'), '# A\n\nFirst page.\n');
    const hashFile = path.join(root, '.quire/cache/standalone-scripts.json');
    const dist = path.join(root, 'dist');
    /** One build's scripts; how many page data it serialized meanwhile. */
    const build = async (plugins: Array<{ name: string; extendPageData?: () => void }> = []) => {
      const project = new Project(resolveConfig({ lang: 'en', cache: true, plugins }), root, { mode: 'build' });
      await project.scan();
      await project.compileAll();
      const stringify = vi.spyOn(JSON, 'stringify');
      const { result: scripts } = await writeThroughStage(root, dist, path.join(root, '.quire/cache/outputs.bin'), (output) =>
        writeStandaloneScripts(project, new Set(['a.md']), output, { hashFile, gzipSizes: GzipSizes.open(undefined) }),
      );
      const serialized = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'toc' in value).length;
      stringify.mockRestore();
      await project.closeCompileCache();
      return { script: scripts.get('a.md'), serialized };
    };
    const first = await build();
    // Kept: its key serialized no page data.
    expect((await build()).serialized).toBe(0);
    // Outside git, the page's time is its file's: the same text with a new time is a new script.
    await fs.utimes(path.join(root, 'docs/a.md'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const retimed = await build();
    expect(retimed.script?.hash).not.toBe(first.script?.hash);
    expect(await fs.readFile(path.join(dist, retimed.script!.file), 'utf8')).toContain(String(new Date(2020, 0, 1).getTime()));
    expect((await build([{ name: 'shapes', extendPageData: () => undefined }])).serialized).toBeGreaterThan(0);
  });
  it("keys a script by its sidebar's key, not the fields from other pages as JSON; a changed link text makes its section's scripts again", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scripts-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs/guide'), { recursive: true });
    await fs.mkdir(path.join(root, 'docs/api'), { recursive: true });
    await fs.writeFile(path.join(root, 'docs/guide/a.md'), '# A\n');
    await fs.writeFile(path.join(root, 'docs/api/b.md'), '# B\n');
    const hashFile = path.join(root, '.quire/cache/standalone-scripts.json');
    const dist = path.join(root, 'dist');
    /** One build's scripts with the guide link's text; whose fields from other pages it made for a script's key. */
    const build = async (guideText: string) => {
      const sidebar = { '/guide/': [{ text: guideText, link: '/guide/a' }], '/api/': [{ text: 'B', link: '/api/b' }] };
      const project = new Project(resolveConfig({ lang: 'en', cache: true, themeConfig: { sidebar } }), root, { mode: 'build' });
      await project.scan();
      await project.compileAll();
      const others = vi.spyOn(project, 'pageDataFromOthers');
      const { result: scripts } = await writeThroughStage(root, dist, path.join(root, '.quire/cache/outputs.bin'), (output) =>
        writeStandaloneScripts(project, new Set(['guide/a.md', 'api/b.md']), output, { hashFile, gzipSizes: GzipSizes.open(undefined) }),
      );
      const made = others.mock.calls.map(([data]) => data.routePath);
      others.mockRestore();
      await project.closeCompileCache();
      return { scripts, made, guideSidebar: project.sidebarFileOf({ routePath: '/guide/a', lang: 'en', version: '' })?.file };
    };
    const first = await build('A');
    const kept = await build('A');
    expect(kept.made).toEqual([]);
    expect([...kept.scripts]).toEqual([...first.scripts]);
    const renamed = await build('A, renamed');
    expect(renamed.made).toEqual([]);
    expect(renamed.scripts.get('guide/a.md')?.hash).not.toBe(first.scripts.get('guide/a.md')?.hash);
    expect(renamed.scripts.get('api/b.md')).toEqual(first.scripts.get('api/b.md'));
    expect(renamed.guideSidebar).not.toBe(first.guideSidebar);
    expect(await fs.readFile(path.join(dist, renamed.scripts.get('guide/a.md')!.file), 'utf8')).toContain(renamed.guideSidebar);
  });
});
