/**
 * `quire preview` sends files as a host or CDN set up by the deploy guide does: text compressed for a client that
 * accepts it (a lab tool such as Lighthouse scores those bytes), the same bytes once decoded, and as they are for one
 * that does not; files named by their content's hash cached for good, the rest asked again.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaticHandler } from '#core/preview/preview.ts';

let root: string;
let server: http.Server;

/** Above the size below which compressing would not pay. */
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const page = `<!doctype html><html><body>${'<p>A paragraph of the page.</p>'.repeat(80)}</body></html>`;
const image = Buffer.alloc(4096, 7);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with Node's own client, which leaves the body as sent. */
function request(route: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: route, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded({ headers, body }: Answer): string {
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body).toString();
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body).toString();
  return body.toString();
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-preview-host-'));
  await fs.mkdir(path.join(root, 'static/js'), { recursive: true });
  await fs.writeFile(path.join(root, 'static/js/app.js'), script);
  await fs.writeFile(path.join(root, 'static/manifest.json'), '{"search":"static/search/index.json"}');
  await fs.writeFile(path.join(root, 'guide.html'), page);
  await fs.writeFile(path.join(root, '404.html'), `<!doctype html><p>${'Not found. '.repeat(200)}</p>`);
  await fs.writeFile(path.join(root, 'picture.png'), image);
  server = http.createServer(createStaticHandler(root, '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(root, { recursive: true, force: true });
});

describe('quire preview compresses text', () => {
  test('a page and a script go gzipped to a client that accepts gzip, and decode to the files', async () => {
    for (const [route, text] of [
      ['/guide', page],
      ['/static/js/app.js', script],
    ] as const) {
      const answer = await request(route, { 'accept-encoding': 'gzip' });
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-encoding'], route).toBe('gzip');
      expect(answer.headers.vary, route).toMatch(/accept-encoding/i);
      expect(answer.body.length, route).toBeLessThan(Buffer.byteLength(text) / 2);
      expect(decoded(answer), route).toBe(text);
    }
  });

  test('brotli when the client prefers it, as browsers ask', async () => {
    const answer = await request('/guide', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(page);
  });

  test('the bytes as they are for a client that accepts no encoding, with their length', async () => {
    const answer = await request('/guide');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(answer.body.toString()).toBe(page);
  });

  test('an image as it is, and the 404 page compressed with its status', async () => {
    const picture = await request('/picture.png', { 'accept-encoding': 'gzip' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.equals(image)).toBe(true);
    const missing = await request('/nowhere', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(decoded(missing)).toContain('Not found.');
  });

  test('a revalidation by ETag answers 304 with no body', async () => {
    const first = await request('/guide', { 'accept-encoding': 'gzip' });
    const again = await request('/guide', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('quire preview caches as the deploy guide says', () => {
  test('a file under static/ may be kept for good; the manifest under it, a page, an image outside it and the 404 page are asked again', async () => {
    const cacheControl = async (route: string) => (await request(route, { 'accept-encoding': 'gzip' })).headers['cache-control'];
    expect(await cacheControl('/static/js/app.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/static/manifest.json')).toBe('no-cache');
    expect(await cacheControl('/guide')).toBe('no-cache');
    expect(await cacheControl('/picture.png')).toBe('no-cache');
    expect(await cacheControl('/nowhere')).toBe('no-cache');
    expect(await cacheControl('/static/js/gone.js')).toBe('no-cache');
  });

  test('under a base path, the rules apply to the path inside dist/', async () => {
    const based = http.createServer(createStaticHandler(root, '/docs/'));
    await new Promise<void>((resolve) => based.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = based.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/docs/static/js/app.js`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    } finally {
      await new Promise((resolve) => based.close(resolve));
    }
  });
});
