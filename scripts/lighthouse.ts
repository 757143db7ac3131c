/**
 * Lighthouse scores of the built site: serves `dist/` with the preview server and audits the
 * home, a doc, an overview and the 404 page in English and Chinese.
 *   pnpm lighthouse                 (all four categories, Lighthouse's default phone emulation)
 *   pnpm lighthouse --desktop --only=accessibility /guide/start/ /zh/   (chosen pages only)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createStaticHandler } from '#core/preview/preview.ts';
import { auditPages, type Category } from './lighthouse-audit.js';

const ALL: Category[] = ['accessibility', 'performance', 'best-practices', 'seo'];
const PAGES = ['/', '/config/output/dist-path', '/config/', '/404'];

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',') as Category[] | undefined;
const categories = only?.length ? only : ALL;
const unknown = categories.filter((c) => !ALL.includes(c));
if (unknown.length) throw new Error(`unknown category: ${unknown.join(', ')} (known: ${ALL.join(', ')})`);

const dist = path.resolve('dist');
if (!fs.existsSync(dist)) throw new Error('dist/ does not exist: run `pnpm build` first');
const serveDist = createStaticHandler(dist);
// Lighthouse refuses to audit a document answered with status 404, so `/404` and `/zh/404` get the
// very same 404.html with status 200; no route matches them, so the app renders its 404 page.
const server = http.createServer((req, res) => {
  if (/^\/(?:zh\/)?404$/.test(req.url ?? '')) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(fs.readFileSync(path.join(dist, '404.html')));
  } else serveDist(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const site = `http://127.0.0.1:${port}`;
const chosen = args.filter((a) => a.startsWith('/'));
const paths = chosen.length ? chosen : PAGES.flatMap((p) => [p, p === '/' ? '/zh/' : `/zh${p}`]);

const width = Math.max(...paths.map((p) => p.length));
console.log(`${'page'.padEnd(width)}  ${categories.join('  ')}`);
try {
  await auditPages(
    paths.map((p) => site + p),
    { categories, desktop: args.includes('--desktop') },
    (result) => {
      const cells = categories.map((c) => String(result.scores[c] ?? '–').padStart(c.length));
      console.log(`${result.url.slice(site.length).padEnd(width)}  ${cells.join('  ')}`);
      for (const failing of result.failing) console.log(`${' '.repeat(width)}    ✗ ${failing}`);
    },
  );
} finally {
  server.close();
}
