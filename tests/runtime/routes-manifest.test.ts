/**
 * A build's route table in the browser: the site manifest lists its shards, and a path asked for
 * fetches the one shard that holds it (once), all of them only when no path is given; a shard
 * that failed to come is asked for again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from '#shared/types.ts';

const shard = (paths: string[]): RouteManifest => ({ files: [], routes: paths.map((p) => [p, `en${p}.md`, 'en', '', []]) });
const served: Record<string, unknown> = {
  '/static/manifest.json': {
    routes: [
      ['', 'static/routes.a.json'],
      ['/guide/m', 'static/routes.b.json'],
      ['/zh', 'static/routes.c.json'],
    ],
    search: [],
  },
  '/static/routes.a.json': shard(['/', '/guide/a', '/guide/intro']),
  '/static/routes.b.json': shard(['/guide/m', '/guide/start']),
  '/static/routes.c.json': shard(['/zh/guide/start']),
};

async function freshSource(fail: Set<string> = new Set()) {
  vi.resetModules();
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (fail.has(url)) return new Response('', { status: 503 });
      return new Response(JSON.stringify(served[url]), { status: served[url] ? 200 : 404 });
    }),
  );
  const { routeSource } = await import('#runtime/router/routes-manifest.ts');
  return { routeSource, asked };
}

const paths = (routes: Array<{ path: string }>) => routes.map((r) => r.path).sort();

afterEach(() => vi.unstubAllGlobals());

describe('route table shards in the browser', () => {
  it('fetches only the shard that holds a path, once', async () => {
    const { routeSource, asked } = await freshSource();
    expect(paths(await routeSource.load('/guide/start/'))).toEqual(['/guide/m', '/guide/start']);
    await routeSource.load('/guide/start');
    expect(paths(await routeSource.load('/guide/intro'))).toEqual(['/', '/guide/a', '/guide/intro', '/guide/m', '/guide/start']);
    expect(asked).toEqual(['/static/manifest.json', '/static/routes.b.json', '/static/routes.a.json']);
  });

  it('fetches every shard when no path is given', async () => {
    const { routeSource, asked } = await freshSource();
    expect(await routeSource.load()).toHaveLength(6);
    expect(asked.filter((u) => u.includes('routes.')).sort()).toEqual(['/static/routes.a.json', '/static/routes.b.json', '/static/routes.c.json']);
  });

  it('asks again for a shard whose fetch failed', async () => {
    const fail = new Set(['/static/routes.c.json']);
    const { routeSource, asked } = await freshSource(fail);
    await expect(routeSource.load('/zh/guide/start')).rejects.toThrow(/HTTP 503/);
    fail.clear();
    expect(paths(await routeSource.load('/zh/guide/start'))).toEqual(['/zh/guide/start']);
    expect(asked.filter((u) => u.includes('routes.c'))).toHaveLength(2);
  });
});
