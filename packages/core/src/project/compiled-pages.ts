/** What the checks, the search index and the page shells read from the pages compiled so far. */
import path from 'node:path';
import { notFoundPageData, type PageData } from '@quire/shared';
import type { ResolvedConfig } from '../config/validate.js';
import type { PageImage } from '../markdown/remark-page-images.js';
import type { ComponentSource } from '../pages/check-components.js';
import type { LinkSource } from '../pages/check-links.js';
import type { RouteRecord } from '../routes/scan.js';
import type { SearchPage } from '../search/build-index.js';
import { spaceLayout } from '../config/space-layout.js';
import type { SearchSource } from '../search/index-cache.js';
import { formatLocation } from '../utils/errors.js';
import type { CompiledEntry, CompileService } from './compile-service.js';
import { pathFromRoot } from './path-from-root.js';

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
    return Promise.all(this.searchSources(routes).map(async ({ page, text }) => ({ page, text: await text() })));
  }

  /** Search records for every compiled route (build: after compiling them all), each text read when asked for. */
  searchSources(routes: readonly RouteRecord[]): SearchSource[] {
    return this.each(routes, (entry, r) => ({
      page: entry.pageData,
      dataKey: entry.dataKey,
      textHash: entry.searchTextHash,
      text: () => this.compiler.searchTextOf(r.absolutePath),
    }));
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

  /** Each compiled route with the components it uses without an import. */
  componentSources(routes: readonly RouteRecord[]): ComponentSource[] {
    return this.each(routes, (entry, r) => ({ file: this.fileOf(r), components: entry.compiled.components }));
  }

  /** What compiling each route let pass with a warning, `file:line:column: message`, in route order. */
  compileWarnings(routes: readonly RouteRecord[]): string[] {
    return this.each(routes, (entry, r) =>
      entry.compiled.warnings.map((w) => formatLocation(path.relative(this.projectRoot, r.absolutePath), w.position) + w.message),
    ).flat();
  }

  /**
   * Images beside the compiled files, with the file (page or imported module) that shows them:
   * every routed page after `compileAll`, and the modules the bundler asked for.
   */
  compiledImages(): Array<{ absolutePath: string; images: readonly PageImage[] }> {
    const found: Array<{ absolutePath: string; images: readonly PageImage[] }> = [];
    for (const [absolutePath, entry] of this.compiler.compiledEntries())
      if (entry.compiled.images.length) found.push({ absolutePath, images: entry.compiled.images });
    return found;
  }

  /** The files other than their own that the compiled files are made of (fragments, code files, images). */
  dependencies(): Set<string> {
    const found = new Set<string>();
    for (const [, entry] of this.compiler.compiledEntries()) for (const file of entry.compiled.dependencies) found.add(file);
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
