/**
 * The route table of a production build as JSON files: every route with the files of its page
 * entry, cut into shards by route path so that a reader's page fetches the part it navigates in
 * rather than a table that grows with the site. The browser asks for a shard when a link to one
 * of its paths is hovered, focused or followed, and for the page's own at the reader's first
 * press; never during a page's load.
 */
import { createHash } from 'node:crypto';
import { normalizeRoutePath, type RouteManifest, type RouteShards } from '@quire/shared';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import { pageChunkName } from '../project/generate.js';
import type { RouteRecord } from '../routes/scan.js';

/** JSON bytes a shard aims at: a few kilobytes gzip, read in a few milliseconds on a phone. */
export const ROUTE_SHARD_BYTES = 48_000;

export interface RouteTable {
  /** What the site manifest lists. */
  shards: RouteShards;
  files: Array<{ file: string; json: string }>;
}

interface KeyedRoute {
  key: string;
  route: RouteRecord;
  files: string[];
}

export function createRouteTable(routes: readonly RouteRecord[], assets: BuildAssets, shardBytes = ROUTE_SHARD_BYTES): RouteTable {
  const keyed = routes
    .map((route) => ({ key: normalizeRoutePath(route.routePath), route, files: assets.pageFiles.get(pageChunkName(route.relativePath)) ?? [] }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const table: RouteTable = { shards: [], files: [] };
  for (const shard of cutShards(keyed, shardBytes)) {
    const json = JSON.stringify(shardManifest(shard));
    const file = `static/routes.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    table.shards.push([table.shards.length === 0 ? '' : shard[0].key, file]);
    table.files.push({ file, json });
  }
  return table;
}

/** Consecutive routes of about `shardBytes` each; one shard, maybe empty, for a site without routes. */
function cutShards(keyed: readonly KeyedRoute[], shardBytes: number): KeyedRoute[][] {
  const shards: KeyedRoute[][] = [[]];
  let bytes = 0;
  for (const entry of keyed) {
    const size = entry.key.length + entry.route.relativePath.length + 24 + entry.files.reduce((n, f) => n + f.length + 4, 0);
    if (bytes + size > shardBytes && shards[shards.length - 1].length) {
      shards.push([]);
      bytes = 0;
    }
    shards[shards.length - 1].push(entry);
    bytes += size;
  }
  return shards;
}

/** One shard's table: its routes, with their files named once each. */
function shardManifest(shard: readonly KeyedRoute[]): RouteManifest {
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const fileIndex = (file: string) => {
    let i = indexOf.get(file);
    if (i === undefined) {
      i = files.push(file) - 1;
      indexOf.set(file, i);
    }
    return i;
  };
  const routes = shard.map(({ route, files: own }): RouteManifest['routes'][number] => [
    route.routePath,
    route.relativePath,
    route.lang,
    route.version,
    own.map(fileIndex),
  ]);
  return { files, routes };
}
