/**
 * The route table of a build in shards by route path: every route in exactly one shard, found
 * through the site manifest's list by its path in normal form, shards of bounded size, the same
 * bytes from the same routes in any order, and an edit renaming only its own shard.
 */
import { describe, expect, it } from 'vitest';
import { normalizeRoutePath } from '#shared/route-path.ts';
import { routeShardFor } from '#shared/site-manifest.ts';
import type { RouteManifest } from '#shared/types.ts';
import type { BuildAssets } from '#core/bundler/assets-plugin.ts';
import { pageChunkName } from '#core/project/generate.ts';
import type { RouteRecord } from '#core/routes/scan.ts';
import { createRouteTable, ROUTE_SHARD_BYTES } from '#core/ssg/route-manifest.ts';

function site(pages: number): { routes: RouteRecord[]; assets: BuildAssets } {
  const routes: RouteRecord[] = [];
  for (let i = 0; i < pages; i++)
    for (const lang of ['en', 'zh']) {
      const page = `guide/section-${i % 37}/page-${i}`;
      routes.push({
        routePath: `${lang === 'en' ? '' : '/zh'}/${page}`,
        lang,
        version: '',
        relativePath: `${lang}/${page}.md`,
        absolutePath: `/docs/${lang}/${page}.md`,
      });
    }
  routes.push({ routePath: '/', lang: 'en', version: '', relativePath: 'en/index.md', absolutePath: '/docs/en/index.md' });
  const pageFiles = new Map(
    routes.map((r) => [
      pageChunkName(r.relativePath),
      [`static/js/${pageChunkName(r.relativePath)}.0123456789.js`, 'static/css/shared.0123456789.css'],
    ]),
  );
  return { routes, assets: { entryJs: [], entryCss: [], pageFiles } };
}

const shardOf = (json: string) => JSON.parse(json) as RouteManifest;

describe('route table in shards', () => {
  it('puts every route in the shard the manifest’s list names for its path, with its own files', () => {
    const { routes, assets } = site(1500);
    const table = createRouteTable(routes, assets);
    expect(table.shards.length).toBeGreaterThan(5);
    expect(table.shards[0][0]).toBe('');
    const byFile = new Map(table.files.map(({ file, json }) => [file, shardOf(json)]));
    for (const route of routes) {
      const shard = byFile.get(routeShardFor(table.shards, normalizeRoutePath(route.routePath)) ?? '');
      const entry = shard?.routes.find(([path]) => path === route.routePath);
      expect(entry?.slice(0, 4)).toEqual([route.routePath, route.relativePath, route.lang, route.version]);
      expect(entry?.[4].map((i) => shard?.files[i])).toEqual(assets.pageFiles.get(pageChunkName(route.relativePath)));
    }
    expect([...byFile.values()].reduce((n, s) => n + s.routes.length, 0)).toBe(routes.length);
    // A path between two routes lands in the shard of the route before it, one past the last in the last; bounded in size.
    const between = '/guide/section-1/page-1a';
    const before =
      routes
        .map((r) => normalizeRoutePath(r.routePath))
        .filter((key) => key <= between)
        .sort()
        .at(-1) ?? '';
    const holder = [...byFile].find(([, shard]) => shard.routes.some(([path]) => normalizeRoutePath(path) === before))?.[0];
    expect(holder).toBeDefined();
    expect(routeShardFor(table.shards, between)).toBe(holder);
    expect(routeShardFor(table.shards, '/zzz')).toBe(table.shards.at(-1)?.[1]);
    for (const { json } of table.files) expect(json.length).toBeLessThan(ROUTE_SHARD_BYTES * 1.5);
  });

  it('gives the same files from the same routes in any order, and one site of few pages one shard', () => {
    const { routes, assets } = site(800);
    const table = createRouteTable(routes, assets);
    expect(createRouteTable([...routes].reverse(), assets)).toEqual(table);
    const small = site(20);
    expect(createRouteTable(small.routes, small.assets).shards).toHaveLength(1);
    expect(createRouteTable([], small.assets).files.map(({ json }) => json)).toEqual(['{"files":[],"routes":[]}']);
  });

  it('renames only the shard of a page whose files changed', () => {
    const { routes, assets } = site(1500);
    const before = createRouteTable(routes, assets);
    const edited = routes[700];
    const pageFiles = new Map(assets.pageFiles);
    pageFiles.set(pageChunkName(edited.relativePath), [`static/js/${pageChunkName(edited.relativePath)}.abcdefabcd.js`]);
    const after = createRouteTable(routes, { ...assets, pageFiles });
    const changed = after.files.filter(({ file }) => !before.files.some((b) => b.file === file)).map(({ file }) => file);
    expect(changed).toEqual([routeShardFor(after.shards, normalizeRoutePath(edited.routePath))]);
  });
});
