/**
 * Serves a build folder as a static host does: clean URLs (`/a/b` → `a/b.html`), `404.html`
 * with status 404, and gzip for text, because Lighthouse scores the bytes on the wire and
 * every real host compresses HTML, JS and CSS.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

function resolveFile(root, urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const base = path.join(root, path.normalize(clean).replace(/^(\.\.[/\\])+/, ''));
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** @returns {Promise<http.Server>} listening on 127.0.0.1 at a free port */
export function serveStatic(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const target = file ?? path.join(root, '404.html');
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    let body = fs.existsSync(target) ? fs.readFileSync(target) : Buffer.from('not found');
    const headers = { 'content-type': type, 'cache-control': 'no-cache' };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body, { level: 6 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(file ? 200 : 404, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Serves each of `dirs` on its own port, for scripts that compare builds page against page.
 * @returns {Promise<{ dir: string, server: http.Server, url: string, runs: any[] }[]>}
 */
export function serveBuilds(dirs, page) {
  return Promise.all(
    dirs.map(async (dir) => {
      const server = await serveStatic(dir);
      return { dir, server, url: `http://127.0.0.1:${server.address().port}${page}`, runs: [] };
    }),
  );
}
