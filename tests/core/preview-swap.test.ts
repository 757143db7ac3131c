/**
 * `quire preview` keeps serving while a build replaces `dist/` (two renames, `swap-dist.ts`):
 * every request reads the folder as it is now, not as it was when the server started.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { swapDist } from '#core/pipeline/swap-dist.ts';
import { createStaticHandler } from '#core/preview/preview.ts';

let root: string;
let dist: string;
let server: http.Server;
let site: string;

async function fill(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
}

async function get(route: string): Promise<{ status: number; body: string; length: string | null }> {
  const res = await fetch(`${site}${route}`);
  return { status: res.status, body: await res.text(), length: res.headers.get('content-length') };
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-preview-swap-'));
  dist = path.join(root, 'dist');
  await fill(dist, { 'index.html': 'home', 'guide/a.html': 'short', 'guide/gone.html': 'removed by the next build', '404.html': 'not found' });
  server = http.createServer(createStaticHandler(dist, '/docs/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(root, { recursive: true, force: true });
});

describe('preview while a build swaps dist/ in', () => {
  test('serves the new files whole, new pages at once, and no removed page', async () => {
    expect(await get('/guide/a')).toMatchObject({ status: 200, body: 'short' });
    const stage = path.join(root, '.quire/stage');
    const longer = 'a page that grew much longer than it was';
    await fill(stage, { 'index.html': 'home', 'guide/a.html': longer, 'guide/new.html': 'a new page', '404.html': 'not found, again' });
    await swapDist(stage, dist);

    expect(await get('/guide/a')).toEqual({ status: 200, body: longer, length: String(longer.length) });
    expect(await get('/guide/new')).toMatchObject({ status: 200, body: 'a new page' });
    expect(await get('/guide/new.html')).toMatchObject({ status: 200, body: 'a new page' });
    expect(await get('/guide/gone')).toMatchObject({ status: 404, body: 'not found, again' });
    expect(await get('/')).toMatchObject({ status: 200, body: 'home' });
  });

  test('a file rewritten in place is served whole', async () => {
    expect((await get('/guide/a')).body).toBe('short');
    await fs.writeFile(path.join(dist, 'guide/a.html'), 'rewritten, and longer');
    expect((await get('/guide/a')).body).toBe('rewritten, and longer');
  });
});
