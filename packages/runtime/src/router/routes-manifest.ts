/**
 * Route source of a production build in the browser: the route table's shards (`route-shards.ts`),
 * whose code is a chunk of its own, fetched with the first shard a reader's press, hover or
 * navigation asks for, not with the page; the site manifest that names the shards comes meanwhile.
 */
import type { RouteSource } from '@quire/shared/types';
import { loadSiteManifest } from '../data/site-manifest';

type ShardReader = typeof import('./route-shards');

let reader: ShardReader | undefined;
let loading: Promise<ShardReader> | undefined;

export const routeSource: RouteSource = {
  current: () => reader?.currentRoutes() ?? [],
  async load(path) {
    if (!loading) {
      loading = import('./route-shards');
      // A chunk that failed to come may come on the next navigation.
      loading.catch(() => (loading = undefined));
    }
    [reader] = await Promise.all([loading, loadSiteManifest()]);
    return reader.loadRoutes(path);
  },
};
