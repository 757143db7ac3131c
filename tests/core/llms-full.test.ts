/**
 * A build makes the Markdown copies of the pages that changed only, and puts `llms-full.txt`
 * together from the last file's bytes and the new copies: byte for byte what a build from nothing
 * writes, also when the last file was edited by hand.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { assembleFullFile, type FullPage } from '#core/outputs/llms-full.ts';
import { writeSiteOutputs } from '#core/outputs/write-outputs.ts';
import { asLast, bytesOf } from '../fixtures/full-file.ts';
import { writeThroughStage } from '../fixtures/write-through-stage.ts';
import { Project } from '#core/project/project.ts';
import { sha1 } from '#core/utils/files.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

const page = (routePath: string, text: string): FullPage => ({ routePath, hash: sha1(text), text });

describe('assembleFullFile', () => {
  const texts: Record<string, string> = { '/a': '# A\n\nFirst.\n', '/b': '# Bé\n\nSecond, ünïcode.\n', '/c': '# C\n' };
  const fresh = (t: Record<string, string>) =>
    assembleFullFile(
      Object.entries(t).map(([r, x]) => page(r, x)),
      undefined,
      () => '',
    );

  it('writes each copy under its address, one line between pages', async () => {
    expect(bytesOf(await fresh(texts)).toString()).toBe(
      '---\nurl: /a.md\n---\n\n# A\n\nFirst.\n\n---\nurl: /b.md\n---\n\n# Bé\n\nSecond, ünïcode.\n\n---\nurl: /c.md\n---\n\n# C\n',
    );
  });

  it('takes unchanged copies from the last file and makes none of them; the bytes are a fresh file’s', async () => {
    const last = asLast(await fresh(texts));
    const edited: Record<string, string> = { ...texts, '/b': '# Bé\n\nSecond, edited.\n' };
    const made: string[] = [];
    const pages = Object.entries(edited).map(([r, x]) => (r === '/b' ? page(r, x) : { routePath: r, hash: sha1(x) }));
    const next = await assembleFullFile(pages, last, (r) => {
      made.push(r);
      return edited[r];
    });
    expect(made).toEqual([]);
    const expected = await fresh(edited);
    expect(bytesOf(next).equals(bytesOf(expected))).toBe(true);
    expect(next.record).toEqual(expected.record);
  });

  it('makes a copy again when its bytes in the last file are not what its record says', async () => {
    const last = asLast(await fresh(texts));
    const [, , start] = last.record.segments[1];
    last.bytes[start + 3] = 'X'.charCodeAt(0);
    const made: string[] = [];
    const pages = Object.entries(texts).map(([r, x]) => ({ routePath: r, hash: sha1(x) }));
    const next = await assembleFullFile(pages, last, (r) => {
      made.push(r);
      return texts[r];
    });
    expect(made).toEqual(['/b']);
    expect(bytesOf(next).equals(bytesOf(await fresh(texts)))).toBe(true);
  });
});

/** How many `path.relative` the last build's outputs took. */
let outputsRelativePaths = 0;

/** A build of the site's outputs into `dist` through a stage, as `quire build` does; its counts and the files it made. */
const outputsBuild = (root: string) => async (watch?: (project: Project) => void, editedRoutes?: ReadonlySet<string>) => {
  const config = resolveConfig({ lang: 'en', cache: true });
  const cache = path.join(root, '.quire/cache');
  const project = new Project(config, root, { mode: 'build' });
  watch?.(project);
  await project.scan();
  await project.compileAll();
  const made: string[] = [];
  const { output } = await writeThroughStage(root, path.join(root, 'dist'), path.join(cache, 'outputs.bin'), async (output) => {
    const write = (file: string, content: string | Uint8Array) => {
      made.push(file);
      return output.write(file, content);
    };
    const writePieces = (file: string, pieces: readonly Buffer[], hash: string) => {
      made.push(file);
      return output.writePieces(file, pieces, hash);
    };
    const relative = vi.spyOn(path, 'relative');
    try {
      return await writeSiteOutputs(project, { ...output, write, writePieces }, path.join(cache, 'markdown-copies.json'), editedRoutes);
    } finally {
      outputsRelativePaths = relative.mock.calls.length;
      relative.mockRestore();
    }
  });
  await project.closeCompileCache();
  return { ...output.counts, made: made.sort() };
};

describe('Markdown copies and llms-full.txt across builds', () => {
  it('an edit build writes the edited copy and the same llms-full.txt as a build from nothing', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-llms-full-'));
    dirs.push(root);
    const source = (n: number) => `# Page ${n}\n\nText of page ${n}.\n`;
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    for (let n = 1; n <= 4; n++) await fs.writeFile(path.join(root, `docs/p${n}.md`), source(n));
    const build = outputsBuild(root);
    const dist = path.join(root, 'dist');

    const first = await build();
    expect(first.kept).toBe(0);
    // Nothing changed: no page's text is hashed or scanned again (its compile's sha1 keys its copy).
    const textReads: string[] = [];
    await build((project) => {
      const compiledSource = project.compiledSource.bind(project);
      project.compiledSource = (file) => {
        const source = compiledSource(file);
        return (
          source && {
            hash: source.hash,
            text: () => {
              textReads.push(file);
              return source.text();
            },
          }
        );
      };
    });
    expect(textReads).toEqual([]);
    // Pages without images beside them: no path of theirs worked out for image addresses.
    expect(outputsRelativePaths).toBe(0);
    // Nothing changed: every copy and both llms files stay as they are, no copy is made.
    expect(await build()).toEqual({ kept: first.written, written: 0, made: ['llms.txt'] });

    await fs.appendFile(path.join(root, 'docs/p3.md'), '\nEdited after the first build.\n');
    expect(await build()).toEqual({ kept: first.written - 2, written: 2, made: ['llms-full.txt', 'llms.txt', 'p3.md'] });
    const edited = await fs.readFile(path.join(dist, 'llms-full.txt'));
    expect(edited.toString()).toContain('Edited after the first build.');

    // By hand: the last file's copy of page 1 damaged, the output record kept.
    await fs.appendFile(path.join(root, 'docs/p2.md'), '\nEdited again.\n');
    const full = path.join(dist, 'llms-full.txt');
    const { atime, mtime } = await fs.stat(full);
    const bytes = await fs.readFile(full);
    bytes[bytes.indexOf('Text of page 1')] = 'X'.charCodeAt(0);
    await fs.writeFile(full, bytes);
    await fs.utimes(full, atime, mtime);
    await build();
    const warm = await fs.readFile(full);

    await fs.rm(dist, { recursive: true });
    await fs.rm(path.join(root, '.quire'), { recursive: true });
    await build();
    expect(warm.equals(await fs.readFile(full))).toBe(true);
  });

  it('after an edit of one page’s text alone, keeps llms.txt and the order of llms-full.txt without the other pages’ data', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-llms-edit-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    for (let n = 1; n <= 4; n++) await fs.writeFile(path.join(root, `docs/p${n}.md`), `---\ndescription: Page ${n}.\n---\n\n# Page ${n}\n\nText.\n`);
    const build = outputsBuild(root);
    const dist = path.join(root, 'dist');
    await build();
    await fs.appendFile(path.join(root, 'docs/p3.md'), '\nEdited after the first build.\n');
    const asked: string[] = [];
    const edited = await build(
      (project) => {
        const pageDataFor = project.pageDataFor.bind(project);
        project.pageDataFor = (routePath) => {
          asked.push(routePath);
          return pageDataFor(routePath);
        };
      },
      new Set(['/p3']),
    );
    expect(asked).toEqual([]);
    expect(edited.made).toEqual(['llms-full.txt', 'p3.md']);
    const files = async () => Promise.all(['llms.txt', 'llms-full.txt'].map((file) => fs.readFile(path.join(dist, file), 'utf8')));
    const kept = await files();
    expect(kept[1]).toContain('Edited after the first build.');
    // The same files as a build from nothing.
    await fs.rm(dist, { recursive: true });
    await fs.rm(path.join(root, '.quire'), { recursive: true });
    await build();
    expect(await files()).toEqual(kept);
    // Without the last build's record of llms.txt, the build makes it from the pages' data.
    await fs.appendFile(path.join(root, 'docs/p2.md'), '\nEdited again.\n');
    const copies = path.join(root, '.quire/cache/markdown-copies.json');
    await fs.rm(copies);
    expect((await build(undefined, new Set(['/p2']))).made).toContain('llms.txt');
  });

  it('makes the copy of a page that imports a fragment again when only the fragment changed', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-llms-fragment-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs'), { recursive: true });
    await fs.writeFile(path.join(root, 'docs/_part.md'), 'Fragment, first text.\n');
    await fs.writeFile(path.join(root, 'docs/page.mdx'), "import Part from './_part.md';\n\n# Page\n\n<Part />\n");
    const build = outputsBuild(root);
    await build();
    expect(await fs.readFile(path.join(root, 'dist/page.md'), 'utf8')).toContain('Fragment, first text.');
    await fs.writeFile(path.join(root, 'docs/_part.md'), 'Fragment, second text.\n');
    expect((await build()).made).toContain('page.md');
    expect(await fs.readFile(path.join(root, 'dist/page.md'), 'utf8')).toContain('Fragment, second text.');
  });
});
