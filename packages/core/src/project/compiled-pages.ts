/** What the checks, the search index and the page shells read from the pages compiled so far. */
import path from 'node:path';
import { notFoundPageData, type PageData } from '@quire/shared';
import type { ResolvedConfig } from '../config/validate.js';
import type { PageImage } from '../markdown/remark-page-images.js';
import type { ComponentSource } from '../pages/check-components.js';
import type { SitemapRoute } from '../outputs/sitemap.js';
import type { LinkSource } from '../pages/check-links.js';
import type { RouteRecord } from '../routes/scan.js';
import type { SearchPage } from '../search/build-index.js';
import { spaceLayout } from '../config/space-layout.js';
import { type SearchSource, searchSourceOf } from '../search/index-cache.js';
import { formatLocation } from '../utils/errors.js';
import type { CompiledEntry, CompileService } from './compile-service.js';
import { pathFromRoot } from './path-from-root.js';
import { HAS_COMPONENTS, HAS_IMAGES, HAS_WARNINGS, LEFT_OUT_OF_SEARCH } from './record-traits.js';

export class CompiledPages {
  constructor(
    private readonly compiler: CompileService,
    private readonly projectRoot: string,
    private readonly config: ResolvedConfig,
  ) {}

  /** A route's file relative to the project. */
  private fileOf(route: RouteRecord): string {
    return pathFromRoot(this.projectRoot, route.absolutePath);
  }

  /** Each compiled route with its entry, in route order. */
  private each<T>(routes: readonly RouteRecord[], read: (entry: CompiledEntry, route: RouteRecord) => T): T[] {
    // A loop, not `flatMap`: a pass over every page of a large site would make an array per page.
    const found: T[] = [];
    for (const route of routes) {
      const entry = this.compiler.entryOf(route.absolutePath);
      if (entry) found.push(read(entry, route));
    }
    return found;
  }

  /** Search records for every compiled route, with their texts. */
  searchPages(routes: readonly RouteRecord[]): Promise<SearchPage[]> {
    return Promise.all(this.searchSources(routes).map(async (source) => ({ page: source.page(), text: await source.text() })));
  }

  /**
   * Search records for every compiled route (build: after compiling them all), each text read when asked for; a page
   * whose entry is not made yet is told by its route and record's traits, its entry made only if its part is packed.
   */
  searchSources(routes: readonly RouteRecord[]): SearchSource[] {
    const found: SearchSource[] = [];
    for (const route of routes) {
      const { absolutePath } = route;
      const text = () => this.compiler.searchTextOf(absolutePath);
      const deferred = this.compiler.deferredFacts(absolutePath);
      if (deferred) {
        found.push({
          place: { routePath: route.routePath, lang: route.lang, version: route.version, searched: (deferred.traits & LEFT_OUT_OF_SEARCH) === 0 },
          page: () => this.madeEntry(route).pageData,
          dataKey: deferred.dataKey,
          textHash: () => this.madeEntry(route).searchTextHash,
          text,
        });
        continue;
      }
      const entry = this.compiler.entryOf(absolutePath);
      if (entry) found.push(searchSourceOf(entry.pageData, { dataKey: entry.dataKey, textHash: entry.searchTextHash, text }));
    }
    return found;
  }

  /** Each route as the sitemap lists it; a page whose entry is not made yet is told by its route and stamp. */
  sitemapRoutes(routes: readonly RouteRecord[]): SitemapRoute[] {
    return routes.map((route) =>
      this.compiler.isDeferred(route.absolutePath)
        ? {
            routePath: route.routePath,
            lang: route.lang,
            version: route.version,
            lastUpdatedTime: this.compiler.lastUpdatedTimeOf(route.absolutePath),
          }
        : this.pageDataFor(routes, route.routePath),
    );
  }

  /** The entry of a route the compile step answered for. */
  private madeEntry(route: RouteRecord): CompiledEntry {
    const entry = this.compiler.entryOf(route.absolutePath);
    if (!entry) throw new Error(`${route.absolutePath} has no entry`);
    return entry;
  }

  /** Each compiled route with its links, for the dead-link check. */
  linkSources(routes: readonly RouteRecord[]): LinkSource[] {
    return this.each(routes, (entry, r) => ({
      file: this.fileOf(r),
      page: entry.pageData,
      links: entry.compiled.links,
      anchors: entry.compiled.anchors,
      // The compile's key with the route path: it changes with the links and headings.
      key: entry.dataKey,
    }));
  }

  /** Each compiled route that uses components without an import, with those components (most pages use none). */
  componentSources(routes: readonly RouteRecord[]): ComponentSource[] {
    const found: ComponentSource[] = [];
    for (const route of routes) {
      const components = this.compiler.entryWith(route.absolutePath, HAS_COMPONENTS)?.compiled.components;
      if (components?.length) found.push({ file: this.fileOf(route), components });
    }
    return found;
  }

  /** What compiling each route let pass with a warning, `file:line:column: message`, in route order. */
  compileWarnings(routes: readonly RouteRecord[]): string[] {
    const found: string[] = [];
    for (const route of routes) {
      const warnings = this.compiler.entryWith(route.absolutePath, HAS_WARNINGS)?.compiled.warnings;
      if (!warnings?.length) continue;
      const file = path.relative(this.projectRoot, route.absolutePath);
      for (const warning of warnings) found.push(formatLocation(file, warning.position) + warning.message);
    }
    return found;
  }

  /**
   * Images beside the compiled files, with the file (page or imported module) that shows them:
   * every routed page after `compileAll`, and the modules the bundler asked for.
   */
  compiledImages(): Array<{ absolutePath: string; images: readonly PageImage[] }> {
    const found: Array<{ absolutePath: string; images: readonly PageImage[] }> = [];
    for (const [absolutePath, entry] of this.compiler.entriesWith(HAS_IMAGES))
      if (entry.compiled.images.length) found.push({ absolutePath, images: entry.compiled.images });
    return found;
  }

  /** The files other than their own that the compiled files are made of (fragments, code files, images). */
  dependencies(): Set<string> {
    const found = new Set<string>();
    // A page whose entry is not made yet inlines nothing (`CompileService.answerNow`).
    for (const [, entry] of this.compiler.entriesWith(0)) for (const file of entry.compiled.dependencies) found.add(file);
    return found;
  }

  /** Page data of a compiled route, or the 404 record for a path without one. */
  pageDataFor(routes: readonly RouteRecord[], routePath: string): PageData {
    const route = routeByPath(routes, routePath);
    const entry = route && this.compiler.entryOf(route.absolutePath);
    if (entry) return entry.pageData;
    return notFoundPageData(routePath, spaceLayout(this.config));
  }
}

/** Each list of routes by route path, made once per list: steps ask for every page's data, which a search of the list made quadratic. */
const routesByPath = new WeakMap<readonly RouteRecord[], Map<string, RouteRecord>>();

function routeByPath(routes: readonly RouteRecord[], routePath: string): RouteRecord | undefined {
  let byPath = routesByPath.get(routes);
  if (!byPath) {
    // The first route of a path, as a search from the start would find it.
    byPath = new Map([...routes].reverse().map((r) => [r.routePath, r]));
    routesByPath.set(routes, byPath);
  }
  return byPath.get(routePath);
}
