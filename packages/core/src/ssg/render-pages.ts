/** Pre-renders every route (and the 404 page) with the server bundle into the staging folder. */
import { addLangPrefix, type PageData, removeLangPrefix, routeToHtmlFile, type SiteData } from '@quire/shared';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import type { HeadEntry } from '../config/types.js';
import { pageChunkName } from '../project/generate.js';
import type { RouteRecord } from '../routes/scan.js';
import { mapInParallel } from '../utils/in-parallel.js';
import { outputWriter, type WriteOutput } from '../utils/output-file.js';
import { documentScriptHashes } from './csp.js';
import { BufferPool } from './buffer-pool.js';
import type { DocumentCache } from './document-cache.js';
import { headTagsFor } from './head-tags.js';
import { documentBytes, documentStart } from './html.js';
import type { RenderFn } from './render-fn.js';

export interface RenderOptions {
  render: RenderFn;
  outDir: string;
  routes: readonly RouteRecord[];
  site: SiteData;
  assets: BuildAssets;
  inlineScript: string;
  /** The config's `head`: each route's tags are part of its document's key (a function's output can change alone). */
  head: readonly HeadEntry[];
  /** Extra head tags for one page (feed links, for example). */
  pageHead?: (page: PageData) => string[];
  /** Public origin for absolute canonical and hreflang links. */
  siteUrl?: string;
  /** The sidebar file a route shows (builds write one per section). */
  sidebarFileOf?: (route: RouteRecord) => string | undefined;
  /** Writes a file of the output (path relative to `outDir`); a plain write into `outDir` when not given. */
  write?: WriteOutput;
  /** Sees each document written or taken from the last build (its path relative to `outDir`), with its inline script hashes. */
  onDocument?: (file: string, scriptHashes: readonly string[]) => void;
  /** The last build's documents, taken as they are when nothing they are made of changed. */
  documents?: DocumentCache;
  /**
   * The last build's document of a route known unchanged with everything it is made of, kept without its key: its
   * inline script hashes, or undefined when the route is built (or its document kept by key) as any other.
   */
  carried?: (file: string, route: RouteRecord) => readonly string[] | undefined;
  /** Sees each rendered page's app HTML (and its route; none for the 404 page) before it is written; may throw. */
  checkContent?: (appHtml: Uint8Array, route: RouteRecord | undefined) => void;
  /** Sees `done` of `total` documents finished (the 404 page included). */
  onProgress?: (done: number, total: number) => void;
}

const RENDERS_IN_FLIGHT = 8;

/** The language twins of a route that exist; `existing` holds every route path of the site. */
export function alternatesOf(route: { routePath: string; lang: string }, existing: ReadonlySet<string>, site: SiteData) {
  const bare = removeLangPrefix(route.routePath, route.lang, site.lang);
  return site.locales.map((l) => ({ lang: l.lang, routePath: addLangPrefix(bare, l.lang, site.lang) })).filter((alt) => existing.has(alt.routePath));
}

export async function renderPages(options: RenderOptions): Promise<number> {
  const { assets, site } = options;
  const existing = new Set(options.routes.map((r) => r.routePath));
  const writeOutput = options.write ?? outputWriter(options.outDir, undefined).write;
  const buffers = new BufferPool();
  const write = async (file: string, routePath: string, lang: string, route?: RouteRecord) => {
    const carried = route && options.carried?.(file, route);
    if (carried) {
      options.onDocument?.(file, carried);
      return;
    }
    // The page entry runs after the app entry it depends on (deferred scripts keep order).
    const pageFiles = route ? (assets.pageFiles.get(pageChunkName(route.relativePath)) ?? []) : [];
    const sidebarFile = route && options.sidebarFileOf?.(route);
    const alternates = route ? alternatesOf({ routePath, lang }, existing, site) : [];
    const head = headTagsFor(options.head, route);
    const key = options.documents?.keyOf(routePath, route?.relativePath, { pageFiles, sidebarFile, alternates, head });
    const reused = key && (await options.documents?.reuse(file, key));
    if (reused) {
      options.onDocument?.(file, reused);
      return;
    }
    const { appHtml, pageData, release } = await options.render(routePath);
    let taken: Buffer | undefined;
    try {
      options.checkContent?.(appHtml, route);
      const start = documentStart({
        site,
        page: pageData,
        css: [...assets.entryCss, ...pageFiles.filter((f) => f.endsWith('.css'))],
        js: [...assets.entryJs, ...pageFiles.filter((f) => f.endsWith('.js'))],
        preload: [],
        pageKey: route?.relativePath,
        sidebarFile,
        alternates,
        inlineScript: options.inlineScript,
        head: [...head, ...(options.pageHead?.(pageData) ?? [])],
        siteUrl: options.siteUrl,
      });
      const html = documentBytes(start, appHtml, (bytes) => (taken = buffers.take(bytes)));
      const scripts = options.onDocument || key ? documentScriptHashes(start, appHtml, html) : [];
      options.onDocument?.(file, scripts);
      await writeOutput(file, html);
      if (key) await options.documents?.record(file, key, scripts);
    } finally {
      // The page's bytes are written (or the build fails): their memory goes to the next page.
      release?.();
      if (taken) buffers.give(taken);
    }
  };
  const total = options.routes.length + 1;
  let done = 0;
  // Several renders in flight, so render threads (one per core) are all kept busy.
  await mapInParallel(options.routes, RENDERS_IN_FLIGHT, async (route) => {
    await write(routeToHtmlFile(route.routePath), route.routePath, route.lang, route);
    options.onProgress?.(++done, total);
  });
  await write('404.html', '/404', site.lang);
  options.onProgress?.(total, total);
  return total;
}
