/**
 * `quire preview`: serves the built folder the way a static host or CDN would: clean URLs
 * (`/guide/foo` → `guide/foo.html`), folders to `index.html`, `404.html` with status 404
 * for everything else, text compressed for a client that accepts it, and the cache rules
 * `docs/DEPLOY.md` gives hosts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { normalizeBase, SITE_MANIFEST_FILE } from '@quire/shared';
import compression from 'compression';
import sirv from 'sirv';

/** A Connect-style middleware on Node's own request and response, as `compression` is. */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

export interface PreviewOptions {
  dir: string;
  base?: string;
  port?: number;
  host?: string;
}

const KEEP_FOR_GOOD = 'public, max-age=31536000, immutable';
const ASK_AGAIN = 'no-cache';

/** `Cache-Control` by the deploy guide's rules: a file whose name holds its content's hash may be kept forever, the rest is asked again. */
function cacheControlFor(pathname: string): string {
  const hashed = pathname.startsWith('/static/') && pathname !== `/${SITE_MANIFEST_FILE}`;
  return hashed ? KEEP_FOR_GOOD : ASK_AGAIN;
}

export function createStaticHandler(dir: string, base = '/'): http.RequestListener {
  // Each request looks the file up afresh (sirv's `dev`): its other mode lists the folder once,
  // sizes included, so after a build swapped a new dist/ in, new pages would 404 and changed
  // files would be cut to their old length.
  const serve = sirv(dir, {
    extensions: ['html'],
    dev: true,
    etag: true,
    gzip: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  // Hosts and CDNs send HTML, scripts, styles and JSON compressed, and Lighthouse scores the bytes on the wire: a
  // page previewed uncompressed would be scored as no reader receives it.
  const compress = compression() as unknown as Middleware;
  const notFound = path.join(dir, '404.html');
  const prefix = normalizeBase(base);
  const fallback = (res: http.ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', ASK_AGAIN);
    res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not Found');
  };
  return (req, res) => {
    const url = req.url ?? '/';
    if (prefix !== '/') {
      if (!url.startsWith(prefix) && url !== prefix.slice(0, -1)) return fallback(res);
      req.url = url.slice(prefix.length - 1) || '/';
    }
    compress(req, res, () => serve(req, res, () => fallback(res)));
  };
}

export function preview(options: PreviewOptions): Promise<http.Server> {
  if (!fs.existsSync(options.dir)) {
    throw new Error(`nothing to preview: ${options.dir} does not exist (run the build first)`);
  }
  const server = http.createServer(createStaticHandler(options.dir, options.base));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
