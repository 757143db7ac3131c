/**
 * A sidebar generated from folders takes each page's title from beside its source's stamp: a build with the
 * page unchanged does not read it for its title, and a page whose title changed shows the new one.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as nodeFs from 'node:fs';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { settleStamps } from './helpers/settle-stamps.ts';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  const readFileSync = vi.fn(actual.readFileSync);
  return { ...actual, readFileSync, default: { ...actual, readFileSync } };
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

describe('titles of a sidebar generated from folders', () => {
  it('are kept beside the sources’ stamps, and follow an edit', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-sidebar-titles-'));
    dirs.push(root);
    const write = (file: string, text: string) =>
      fs.mkdir(path.dirname(path.join(root, file)), { recursive: true }).then(() => fs.writeFile(path.join(root, file), text));
    await write('docs/index.md', '# Home\n');
    await write('docs/guide/index.md', '# Guide\n');
    await write('docs/guide/start.md', '---\ntitle: Getting started\n---\n\n# Start\n');
    await write('docs/guide/usage.md', '# Usage\n');
    const config = resolveConfig({ lang: 'en', cache: true });
    const pages = ['guide/index.md', 'guide/start.md', 'guide/usage.md'].map((f) => path.join(root, 'docs', f));
    /** One build's generated sidebar, and how often its pages were read while it was made. */
    const build = async () => {
      const project = new Project(config, root, { mode: 'build' });
      await project.scan();
      await project.compileAll();
      const read = vi.mocked(nodeFs.readFileSync);
      read.mockClear();
      const sidebars = project.sidebarsFor({ lang: 'en', version: '' });
      // A build asks for every section: each is made with its titles in one pass, not left to a getter.
      expect(Object.getOwnPropertyDescriptor(sidebars, '/guide/')?.get).toBeUndefined();
      const sidebar = sidebars['/guide/'];
      const reads = read.mock.calls.filter(([file]) => pages.includes(String(file))).length;
      await project.closeCompileCache();
      return { titles: sidebar?.map((item) => ('text' in item ? item.text : undefined)), reads };
    };
    await settleStamps();
    // Made while the first build read each text to compile it: no page is read again for its title.
    const first = await build();
    expect(first).toEqual({ titles: ['Guide', 'Getting started', 'Usage'], reads: 0 });

    const second = await build();
    expect(second).toEqual({ titles: ['Guide', 'Getting started', 'Usage'], reads: 0 });

    await write('docs/guide/start.md', '---\ntitle: Start here\n---\n\n# Start\n');
    const edited = await build();
    expect(edited).toEqual({ titles: ['Guide', 'Start here', 'Usage'], reads: 0 });
  });

  it('are made while texts are read only when some folder’s sidebar is generated', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-sidebar-titles-configured-'));
    dirs.push(root);
    await fs.mkdir(path.join(root, 'docs/guide'), { recursive: true });
    await fs.writeFile(path.join(root, 'docs/guide/start.md'), '# Start\n');
    const generates = async (themeConfig: object) => {
      const project = new Project(resolveConfig({ lang: 'en', cache: true, themeConfig }), root, { mode: 'build' });
      await project.scan();
      return project.structure.generatesSidebars();
    };
    expect(await generates({})).toBe(true);
    expect(await generates({ sidebar: { '/guide/': [{ text: 'Start', link: '/guide/start' }] } })).toBe(false);
    expect(await generates({ sidebar: { '/api/': [{ text: 'API', link: '/api/' }] } })).toBe(true);
  });

  it('are read from the files in dev, where a page edited since its compile may not be compiled again', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-sidebar-titles-dev-'));
    dirs.push(root);
    const page = path.join(root, 'docs/guide/start.md');
    await fs.mkdir(path.dirname(page), { recursive: true });
    await fs.writeFile(page, '# Start\n');
    const project = new Project(resolveConfig({ lang: 'en', cache: true }), root, { mode: 'dev' });
    await project.scan();
    await project.compile(page);
    await fs.writeFile(page, '# Start here\n');
    await project.scan();
    const sidebar = project.sidebarsFor({ lang: 'en', version: '' })['/guide/'];
    expect(sidebar?.map((item) => ('text' in item ? item.text : undefined))).toEqual(['Start here']);
    await project.close();
  });
});
