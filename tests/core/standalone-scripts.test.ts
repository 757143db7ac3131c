/**
 * The build writes a script per standalone page; a script whose page's code and data are as the
 * last build made them is linked from the last output by its kept hash, without reading the code.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStandaloneScripts } from '../../packages/core/src/build/standalone-pages.ts';
import { resolveConfig } from '../../packages/core/src/config/validate.ts';
import { Project } from '../../packages/core/src/project/project.ts';
import { outputWriter } from '../../packages/core/src/utils/output-file.ts';

const dirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('standalone scripts between builds', () => {
  it('links an unchanged script by its kept hash without reading the code; writes an edited one', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-scripts-'));
    dirs.push(root);
    const write = (file: string, text: string) =>
      fs.mkdir(path.dirname(path.join(root, file)), { recursive: true }).then(() => fs.writeFile(path.join(root, file), text));
    await write('docs/en/a.md', '# A\n\nFirst page.\n');
    await write('docs/en/b.md', '# B\n\nSecond page.\n');
    const config = resolveConfig({ lang: 'en', cache: true });
    const hashFile = path.join(root, '.quire/cache/standalone-scripts.json');
    const record = path.join(root, '.quire/cache/outputs.json');

    /** One build's scripts into `out`, the last one's output being `last`; which pages' code it read. */
    const build = async (out: string, last: string | undefined) => {
      const project = new Project(config, root, { mode: 'build' });
      await project.scan();
      await project.compileAll();
      const read = vi.spyOn(project.compiler, 'compileWithCode');
      const output = outputWriter(out, last, record);
      const keys = new Set(project.routes.map((r) => r.relativePath));
      const scripts = await writeStandaloneScripts(project, keys, output, hashFile);
      output.save();
      await project.closeCompileCache();
      const codeRead = read.mock.calls.map(([file]) => path.relative(root, file));
      read.mockRestore();
      return { scripts, counts: { ...output.counts }, codeRead };
    };

    const first = await build(path.join(root, 'out1'), undefined);
    expect(first.counts).toEqual({ linked: 0, written: 2 });
    const second = await build(path.join(root, 'out2'), path.join(root, 'out1'));
    expect(second.counts).toEqual({ linked: 2, written: 0 });
    expect(second.codeRead).toEqual([]);
    expect([...second.scripts]).toEqual([...first.scripts]);

    await write('docs/en/b.md', '# B\n\nSecond page, edited.\n');
    const third = await build(path.join(root, 'out3'), path.join(root, 'out2'));
    expect(third.counts).toEqual({ linked: 1, written: 1 });
    expect(third.codeRead).toEqual(['docs/en/b.md']);
    expect(third.scripts.get('en/b.md')?.hash).not.toBe(first.scripts.get('en/b.md')?.hash);
    const script = await fs.readFile(path.join(root, 'out3', third.scripts.get('en/b.md')!.file), 'utf8');
    expect(script).toContain('Second page, edited.');

    // A script edited in the last output is not linked: its kept hash no longer says what it holds.
    await fs.appendFile(path.join(root, 'out3', third.scripts.get('en/a.md')!.file), '// by hand\n');
    const fourth = await build(path.join(root, 'out4'), path.join(root, 'out3'));
    expect(fourth.counts).toEqual({ linked: 1, written: 1 });
    expect(fourth.codeRead).toEqual(['docs/en/a.md']);
    expect(await fs.readFile(path.join(root, 'out4', fourth.scripts.get('en/a.md')!.file), 'utf8')).not.toContain('by hand');
  });
});
