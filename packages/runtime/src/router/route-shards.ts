/**
 * A production build's route table in the browser, read shard by shard: the site manifest names
 * the JSON shards by route path, and a shard is fetched when a path it holds is asked for, so
 * neither a page's load nor its first navigation reads a table that grows with the site. Each
 * page is an entry chunk that registers itself (see page-registry); loading a page means adding
 * its script tags.
 */
import siteData from '@quire/virtual-site-data';
import { waitForPage } from '../page/page-registry';
import { loadSiteManifest } from '../data/site-manifest';
import { addFile } from './page-files';
import { normalizeRoutePath, withBase } from '@quire/shared/route-path';
import { routeShardFor } from '@quire/shared/site-manifest';
import type { RouteEntry, RouteManifest } from '@quire/shared/types';

function manifestToRoutes(manifest: RouteManifest, base = siteData.base): RouteEntry[] {
  return manifest.routes.map(([path, filePath, lang, version, files]) => ({
    path,
    lang,
    version,
    filePath,
    preload: async () => {
      await Promise.all(files.map((i) => addFile(withBase(`/${manifest.files[i]}`, base))));
      return waitForPage(filePath);
    },
  }));
}

let current: RouteEntry[] = [];
/** Shards fetched or on their way, by file. */
const shards = new Map<string, Promise<void>>();

function loadShard(file: string): Promise<void> {
  let pending = shards.get(file);
  if (!pending) {
    pending = (async () => {
      const url = withBase(`/${file}`, siteData.base);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`route table ${url}: HTTP ${response.status}`);
      const routes = manifestToRoutes((await response.json()) as RouteManifest);
      // Read after the await: shards arriving meanwhile are in it.
      current = [...current, ...routes];
    })();
    // A failed fetch may succeed on the next navigation.
    pending.catch(() => shards.delete(file));
    shards.set(file, pending);
  }
  return pending;
}

/** The routes of the shards read so far. */
export const currentRoutes = () => current;

/** The routes once the shard holding `path` is in, or every shard without a path. */
export async function loadRoutes(path?: string): Promise<RouteEntry[]> {
  const { routes } = await loadSiteManifest();
  const files = path === undefined ? routes.map(([, file]) => file) : [routeShardFor(routes, normalizeRoutePath(path))];
  await Promise.all(files.flatMap((file) => (file ? [loadShard(file)] : [])));
  return current;
}
