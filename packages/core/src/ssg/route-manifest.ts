/**
 * The route table of a production build as a JSON file: every route with the files of its
 * page entry. The browser fetches it when idle, so it never weighs on a page's first load.
 */
import { createHash } from 'node:crypto';
import type { RouteManifest } from '@quire/shared';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import { pageChunkName } from '../project/generate.js';
import type { RouteRecord } from '../routes/scan.js';

export function createRouteManifest(routes: readonly RouteRecord[], assets: BuildAssets): { file: string; json: string } {
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
  const manifest: RouteManifest = {
    files,
    routes: routes.map((r) => [
      r.routePath,
      r.relativePath,
      r.lang,
      r.version,
      (assets.pageFiles.get(pageChunkName(r.relativePath)) ?? []).map(fileIndex),
    ]),
  };
  const json = JSON.stringify(manifest);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return { file: `static/routes.${hash}.json`, json };
}
