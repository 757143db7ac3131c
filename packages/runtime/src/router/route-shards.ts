/**
 * Route source of a production build in the browser. The table of routes is a JSON file
 * (named by the site manifest) fetched once the page is idle or a link is hovered, so
 * the first load of every page stays the same size however many pages the site has. Each
 * page is an entry chunk that registers itself (see page-registry); loading a page means
 * adding its script tags.
 */
import siteData from '@quire/virtual-site-data';
import { waitForPage } from '../page/page-registry';
import { loadSiteManifest } from '../data/site-manifest';
import { addFile } from './page-files';
import { withBase } from '@quire/shared/route-path';
import type { RouteEntry, RouteManifest, RouteSource } from '@quire/shared/types';

export function manifestToRoutes(manifest: RouteManifest, base = siteData.base): RouteEntry[] {
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
let pending: Promise<RouteEntry[]> | undefined;

export const routeSource: RouteSource = {
  current: () => current,
  load() {
    pending ??= (async () => {
      const url = withBase(`/${(await loadSiteManifest()).routes}`, siteData.base);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`route table ${url}: HTTP ${response.status}`);
      current = manifestToRoutes((await response.json()) as RouteManifest);
      return current;
    })();
    // A failed fetch may succeed on the next navigation.
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  },
};
