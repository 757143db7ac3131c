/**
 * The render threads load the server bundle as CommonJS (its page chunks through require(), which
 * measured cheaper than import()): a stand-in bundle shows what a thread expects of it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderPool } from '../../packages/core/src/ssg/render-pool.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A server bundle in the shape Rspack's CommonJS output has: an entry that requires its page chunks. */
const SSR_JS = `"use strict";
let readSidebar;
let pageSource;
exports.themeComponents = ['CodeBlock'];
exports.setSidebarReader = (read) => { readSidebar = read; };
exports.setPageSource = (find) => { pageSource = find; };
exports.render = async (path) => {
  if (path === '/broken') throw new Error('page broke');
  const unbundled = pageSource('en' + path + '.md');
  if (unbundled) return { appHtml: new Function(unbundled.body)(path), pageData: unbundled.pageData };
  const page = require('./p-page.js');
  const sidebar = await readSidebar('static/sidebar/en.json');
  return { appHtml: page.html(path) + sidebar.items.length, pageData: { routePath: path } };
};
`;

/** The stand-in server bundle in a folder of its own, and an output folder with a section sidebar of `items`. */
async function standInBundle(items: number[]): Promise<{ ssrDir: string; outDir: string }> {
  const ssrDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-render-pool-'));
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-render-out-'));
  dirs.push(ssrDir, outDir);
  await fs.writeFile(path.join(ssrDir, 'package.json'), '{"type":"commonjs"}\n');
  await fs.writeFile(path.join(ssrDir, 'ssr.js'), SSR_JS);
  await fs.writeFile(path.join(ssrDir, 'p-page.js'), 'exports.html = (path) => `<main>${path}</main>`;\n');
  await fs.mkdir(path.join(outDir, 'static/sidebar'), { recursive: true });
  await fs.writeFile(path.join(outDir, 'static/sidebar/en.json'), JSON.stringify({ items }));
  return { ssrDir, outDir };
}

describe('RenderPool', () => {
  it('requires a CommonJS server bundle in its threads, and reads sidebars from the output folder', async () => {
    const { ssrDir, outDir } = await standInBundle([1, 2, 3]);

    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), outDir, 2);
    try {
      expect(await pool.themeComponents()).toEqual(['CodeBlock']);
      const [a, b] = await Promise.all([pool.render('/a'), pool.render('/b')]);
      expect(a).toEqual({ appHtml: '<main>/a</main>3', pageData: { routePath: '/a' } });
      expect(b.appHtml).toBe('<main>/b</main>3');
      await expect(pool.render('/broken')).rejects.toThrow('page broke');
    } finally {
      await pool.close();
    }
  });

  it('sends the code of a page the build did not bundle with the request to render it, and only that one', async () => {
    const { ssrDir, outDir } = await standInBundle([]);

    let sent = 0;
    // The page's code comes with its first request only.
    const source = async (routePath: string) =>
      routePath === '/loose' && sent++ === 0 ? { key: 'en/loose.md', body: 'return "<p>" + arguments[0] + "</p>";', pageData: { title: 'Loose' } } : undefined;
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), outDir, 1, source);
    try {
      expect(await pool.render('/loose')).toEqual({ appHtml: '<p>/loose</p>', pageData: { title: 'Loose' } });
      // The thread forgets a page's code once it is rendered: asked again without it, the
      // stand-in bundle falls back to its bundled chunk.
      expect((await pool.render('/loose')).appHtml).toBe('<main>/loose</main>0');
    } finally {
      await pool.close();
    }
  });
});
