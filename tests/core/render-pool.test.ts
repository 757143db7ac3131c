/**
 * The render threads load the server bundle as CommonJS (its page chunks through require(), which
 * measured cheaper than import()): a stand-in bundle shows what a thread expects of it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_THREAD_HEAP_MB, RenderPool } from '#core/ssg/render-pool.ts';

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
  if (path === '/browser-only') alert(1);
  if (path === '/exit') process.exit(0);
  if (path === '/loop') for (;;);
  if (path === '/long') return { appHtml: '<main>' + 'x'.repeat(100000) + '</main>', pageData: { routePath: path } };
  if (path === '/zh') return { appHtml: '<main>简体中文</main>', pageData: { routePath: path } };
  if (path === '/heap') return { appHtml: String(require('node:v8').getHeapStatistics().heap_size_limit), pageData: { routePath: path } };
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (path === '/crash') {
    setTimeout(() => { throw new Error('thrown from a timer'); });
    return new Promise(() => {});
  }
  const unbundled = pageSource('en' + path + '.md');
  if (unbundled !== undefined) return { appHtml: new Function('path', unbundled)(path), pageData: { routePath: path } };
  const page = require('./p-page.js');
  const sidebar = await readSidebar('static/sidebar/en.json');
  return { appHtml: page.html(path) + sidebar.items.length, pageData: { routePath: path } };
};
`;

/** The stand-in server bundle in a folder of its own, and an output folder with a section sidebar of `items`. */
async function standInBundle(items: number[], ssrJs = SSR_JS): Promise<{ ssrDir: string; outDir: string }> {
  const ssrDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-render-pool-'));
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-render-out-'));
  dirs.push(ssrDir, outDir);
  await fs.writeFile(path.join(ssrDir, 'package.json'), '{"type":"commonjs"}\n');
  await fs.writeFile(path.join(ssrDir, 'ssr.js'), ssrJs);
  await fs.writeFile(path.join(ssrDir, 'p-page.js'), 'exports.html = (path) => `<main>${path}</main>`;\n');
  await fs.mkdir(path.join(outDir, 'static/sidebar'), { recursive: true });
  await fs.writeFile(path.join(outDir, 'static/sidebar/en.json'), JSON.stringify({ items }));
  return { ssrDir, outDir };
}

const text = (html: Uint8Array) => Buffer.from(html).toString('utf8');

describe('RenderPool', () => {
  it('hands the app HTML over as UTF-8 bytes in a shared buffer the thread reuses once the page is released, so no buffer crosses per page', async () => {
    const { ssrDir, outDir } = await standInBundle([]);
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000 });
    try {
      const first = await pool.render('/zh');
      expect(first.appHtml).toBeInstanceOf(Uint8Array);
      expect(text(first.appHtml)).toBe('<main>简体中文</main>');
      expect(first.appHtml.buffer).toBeInstanceOf(SharedArrayBuffer);
      first.release?.();
      const second = await pool.render('/a');
      expect(text(second.appHtml)).toBe('<main>/a</main>0');
      expect(second.appHtml.buffer).toBe(first.appHtml.buffer);
    } finally {
      await pool.close();
    }
  });

  it('never writes a page into the buffer of one not yet released', async () => {
    const { ssrDir, outDir } = await standInBundle([]);
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000 });
    try {
      const held = await pool.render('/zh');
      const pages = await Promise.all(['/a', '/b', '/c'].map((p) => pool.render(p)));
      expect(text(held.appHtml)).toBe('<main>简体中文</main>');
      expect(pages.map((p) => text(p.appHtml))).toEqual(['<main>/a</main>0', '<main>/b</main>0', '<main>/c</main>0']);
      expect(new Set([held, ...pages].map((p) => p.appHtml.buffer)).size).toBe(4);
      // A page longer than any free buffer gets a larger one, seen by the main thread.
      for (const p of [held, ...pages]) p.release?.();
      const long = await pool.render('/long');
      expect(text(long.appHtml)).toBe(`<main>${'x'.repeat(100_000)}</main>`);
    } finally {
      await pool.close();
    }
  });

  it('requires a CommonJS server bundle in its threads, and reads sidebars from the output folder', async () => {
    const { ssrDir, outDir } = await standInBundle([1, 2, 3]);

    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 2, timeout: 60_000 });
    try {
      expect(await pool.themeComponents()).toEqual(['CodeBlock']);
      const [a, b] = await Promise.all([pool.render('/a'), pool.render('/b')]);
      expect(text(a.appHtml)).toBe('<main>/a</main>3');
      expect(a.pageData).toEqual({ routePath: '/a' });
      expect(text(b.appHtml)).toBe('<main>/b</main>3');
      await expect(pool.render('/broken')).rejects.toThrow('page broke');
      // The kind of error crosses the thread: a missing global gets its own hint.
      await expect(pool.render('/browser-only')).rejects.toMatchObject({ name: 'ReferenceError', message: 'alert is not defined' });
    } finally {
      await pool.close();
    }
  });

  it('reads the script of a page the build did not bundle from the output folder for the request naming it, and only that one', async () => {
    const { ssrDir, outDir } = await standInBundle([]);
    await fs.mkdir(path.join(outDir, 'static/js'), { recursive: true });
    await fs.writeFile(path.join(outDir, 'static/js/p-loose.js'), 'return "<p>" + path + "</p>";');

    let sent = 0;
    // The page's script is named with its first request only.
    const source = async (routePath: string) =>
      routePath === '/loose' && sent++ === 0 ? { key: 'en/loose.md', file: 'static/js/p-loose.js' } : undefined;
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000, pageSource: source });
    try {
      const loose = await pool.render('/loose');
      expect([text(loose.appHtml), loose.pageData]).toEqual(['<p>/loose</p>', { routePath: '/loose' }]);
      // The thread forgets a page's code once it is rendered: asked again without it, the
      // stand-in bundle falls back to its bundled chunk.
      expect(text((await pool.render('/loose')).appHtml)).toBe('<main>/loose</main>0');
    } finally {
      await pool.close();
    }
  });

  it('reads a queued page’s script while the page before it renders, not after', async () => {
    const { ssrDir, outDir } = await standInBundle([]);
    await fs.mkdir(path.join(outDir, 'static/js'), { recursive: true });
    const script = path.join(outDir, 'static/js/p-loose.js');
    await fs.writeFile(script, 'return "<p>read ahead</p>";');
    const source = async (routePath: string) => (routePath === '/loose' ? { key: 'en/loose.md', file: 'static/js/p-loose.js' } : undefined);
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000, pageSource: source });
    try {
      await pool.themeComponents();
      const slow = pool.render('/slow');
      const loose = pool.render('/loose');
      // Changed while '/slow' still renders: a script read at its page's turn would be this one.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await fs.writeFile(script, 'return "<p>read late</p>";');
      await slow;
      expect(text((await loose).appHtml)).toBe('<p>read ahead</p>');
    } finally {
      await pool.close();
    }
  });

  it("sends the thread the script's text, read on the calling thread, from the last output when the build kept it there", async () => {
    const { ssrDir, outDir } = await standInBundle([]);
    const keptDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-render-kept-'));
    dirs.push(keptDir);
    await fs.mkdir(path.join(keptDir, 'static/js'), { recursive: true });
    await fs.writeFile(path.join(keptDir, 'static/js/p-kept.js'), 'return "<p>kept</p>";');
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    const source = async (routePath: string) => (routePath === '/kept' ? { key: 'en/kept.md', file: 'static/js/p-kept.js' } : undefined);
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, keptDir, threads: 1, timeout: 60_000, pageSource: source });
    try {
      expect(text((await pool.render('/kept')).appHtml)).toBe('<p>kept</p>');
      expect(post.mock.calls.map(([message]) => message)).toContainEqual(
        expect.objectContaining({ type: 'render', routePath: '/kept', page: { key: 'en/kept.md', script: 'return "<p>kept</p>";' } }),
      );
    } finally {
      post.mockRestore();
      await pool.close();
    }
  });

  it("limits a render thread's heap, so V8 collects it before it grows to several times what it holds", async () => {
    const { ssrDir, outDir } = await standInBundle([]);
    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000 });
    try {
      const limit = Number(text((await pool.render('/heap')).appHtml)) / 2 ** 20;
      // The old generation's limit and the young generation's spaces.
      expect(limit).toBeGreaterThanOrEqual(RENDER_THREAD_HEAP_MB);
      expect(limit).toBeLessThan(RENDER_THREAD_HEAP_MB + 128);
    } finally {
      await pool.close();
    }
  });

  it('fails a page that calls process.exit(), and the pages waiting behind it, instead of leaving them pending', async () => {
    const { ssrDir, outDir } = await standInBundle([]);

    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000 });
    try {
      await pool.themeComponents();
      const [exit, after] = await Promise.allSettled([pool.render('/exit'), pool.render('/a')]);
      expect(exit).toMatchObject({
        status: 'rejected',
        reason: { message: 'process.exit() was called, which ended the render thread (exit code 0)' },
      });
      expect(after).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringContaining('not rendered: the render thread had stopped while rendering /exit') },
      });
      // The thread is gone: later pages fail at once.
      await expect(pool.render('/b')).rejects.toThrow('not rendered');
    } finally {
      await pool.close();
    }
  });

  it('fails the page an uncaught error crashed the thread on', async () => {
    const { ssrDir, outDir } = await standInBundle([]);

    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 60_000 });
    try {
      await expect(pool.render('/crash')).rejects.toThrow('the render thread crashed: thrown from a timer');
    } finally {
      await pool.close();
    }
  });

  it('stops a page that never finishes after the time limit and names it, not the page rendered before it', async () => {
    const { ssrDir, outDir } = await standInBundle([]);

    const pool = new RenderPool(path.join(ssrDir, 'ssr.js'), { outDir, threads: 1, timeout: 1000 });
    try {
      await pool.themeComponents();
      // One thread renders one page at a time: the slow page is done before the loop starts.
      const [slow, loop] = await Promise.allSettled([pool.render('/slow'), pool.render('/loop')]);
      expect(slow.status === 'fulfilled' && text(slow.value.appHtml)).toBe('<main>/slow</main>0');
      expect(loop).toMatchObject({
        status: 'rejected',
        reason: {
          message: 'still rendering after 1000 ms (renderTimeout in the site config), so the render thread was stopped: does the page loop forever?',
        },
      });
    } finally {
      await pool.close();
    }
  });

  it('fails when the server bundle ends the thread or never finishes loading', async () => {
    const exits = await standInBundle([], `process.exit(2);\n${SSR_JS}`);
    const exiting = new RenderPool(path.join(exits.ssrDir, 'ssr.js'), { outDir: exits.outDir, threads: 1, timeout: 60_000 });
    const loops = await standInBundle([], `for (;;);\n${SSR_JS}`);
    const looping = new RenderPool(path.join(loops.ssrDir, 'ssr.js'), { outDir: loops.outDir, threads: 1, timeout: 60_000, loadTimeout: 500 });
    try {
      await expect(exiting.themeComponents()).rejects.toThrow(
        'the server bundle did not load: process.exit() was called, which ended the render thread (exit code 2)',
      );
      await expect(exiting.render('/a')).rejects.toThrow('the server bundle did not load');
      await expect(looping.themeComponents()).rejects.toThrow(
        'the server bundle did not load: still loading after 500 ms, so the render thread was stopped',
      );
    } finally {
      await Promise.all([exiting.close(), looping.close()]);
    }
  });
});
