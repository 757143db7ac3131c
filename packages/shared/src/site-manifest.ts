/**
 * The one file of a production build whose name never changes: it names the files whose names
 * change with content (the route table, the search indexes). Documents name none of those, so an
 * edit leaves every other page's HTML as it was; the browser asks for this file with `no-cache`
 * (revalidated on each page load) and keeps the hashed files it names as long as it likes.
 */
import type { SearchIndexInfo } from './types.js';

/** Where the manifest is, relative to the site's base. */
export const SITE_MANIFEST_FILE = 'static/manifest.json';

/**
 * The route table's shards in route-path order, each as the first path it holds (in normal form,
 * `normalizeRoutePath`; the first shard's is '') and its file (`RouteManifest`), relative to the
 * site's base. A page reads only the shard of the paths it goes to: the whole table grows with the site.
 */
export type RouteShards = Array<[firstPath: string, file: string]>;

export interface SiteManifest {
  routes: RouteShards;
  /** Local search: one index file per language and version. */
  search: SearchIndexInfo[];
}

/** The manifest's text; its order is the build's, so the same site gives the same bytes. */
export function siteManifestJson(manifest: SiteManifest): string {
  return `${JSON.stringify({ routes: manifest.routes, search: manifest.search.map(({ lang, version, file }) => ({ lang, version, file })) })}\n`;
}

/** The file of the route-table shard that holds `path` (in normal form), if it is anywhere: a few dozen shards, looked through from the last. */
export function routeShardFor(shards: RouteShards, path: string): string | undefined {
  for (let i = shards.length - 1; i >= 0; i--) if (shards[i][0] <= path) return shards[i][1];
  return undefined;
}

/** The index file a page of `lang` and `version` searches: the version's own, else the language's one across versions. */
export function searchIndexFor(indexes: readonly SearchIndexInfo[], lang: string, version: string): string | undefined {
  const ofLang = indexes.filter((i) => i.lang === lang);
  return (ofLang.find((i) => i.version === version) ?? ofLang.find((i) => i.version === ''))?.file;
}

/** The error when the site names no index for a page's language and version. */
export function noSearchIndexError(lang: string, version: string): Error {
  return new Error(`no search index for language "${lang}"${version ? ` and version "${version}"` : ''}`);
}
