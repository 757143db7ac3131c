/**
 * One documentation project: its resolved config, folders, routes and a cache of compiled
 * pages. The MDX loader asks the project for a page's module, so each file is compiled once
 * per content change and shared by the client and server bundles.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  addLangPrefix,
  folderRedirects,
  matchSidebar,
  normalizeRoutePath,
  notFoundPageData,
  type OverviewGroup,
  type PageData,
  removeLangPrefix,
  type SidebarData,
  type SidebarItemData,
  themeText,
} from '@quire/runtime/shared';
import { withGeneratedSidebars } from '../pages/auto-sidebar.js';
import { readI18nTexts } from './folder-texts.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { CompiledPage, CompileOptions } from '../markdown/compile.js';
import type { PageImage } from '../markdown/remark-page-images.js';
import { compileMdx, compilerRequested } from '../markdown/compile-on-demand.js';
import { mapInParallel } from '../utils/in-parallel.js';
import { sha1 } from '../utils/files.js';
import { lastUpdatedTime, readGitTimes } from '../pages/last-updated.js';
import type { LinkSource } from '../pages/check-links.js';
import type { ComponentSource } from '../pages/check-components.js';
import { overviewGroups } from '../pages/overview.js';
import { createPageData } from '../pages/page-record.js';
import { type SidebarFile, sidebarFile } from '../pages/sidebar-file.js';
import { type RouteRecord, scanRoutes } from '../routes/scan.js';
import { PluginDriver } from '../config/plugin-driver.js';
import { addedRoute, withAddedRoutes } from './added-pages.js';
import { CompileCache } from './compile-cache.js';
import { CompilePool, compileThreads } from './compile-pool.js';
import { assertNoLinksOutside } from '../utils/project-boundary.js';
import { jsonExpression } from '../utils/escape.js';
import { readUtf8 } from '../utils/read-text.js';

const NOT_CONTENT = ['.git', 'node_modules'];

/** Compiles one page's source; `null` instead of one: answer from the caches only. */
type Compiler = ((source: string, options: CompileOptions) => Promise<CompiledPage>) | null;

export interface CompiledEntry {
  /** Hash of the source text. */
  hash: string;
  /** Modification times of the inlined fragments when compiled. */
  stamp: string;
  compiled: CompiledPage;
  pageData: PageData;
}

export class Project {
  readonly docsRoot: string;
  readonly tempDir: string;
  routes: RouteRecord[] = [];
  private gitTimes = new Map<string, number>();
  private readonly cache = new Map<string, CompiledEntry>();
  /** Compiled pages kept on disk between runs; off with `cache: false` in the config. */
  private readonly diskCache?: CompileCache;
  /** The disk cache's key of each file's last compile in this run. */
  private readonly diskKeys = new Map<string, string>();
  /** Dev: a page served from the disk cache while the compiler was not loaded (see `warmUpCompiler`). */
  private warmUpPage?: { text: string; options: CompileOptions };
  /** The config's plugins' hooks. */
  readonly plugins: PluginDriver;

  constructor(
    readonly config: ResolvedConfig,
    readonly projectRoot: string,
    readonly dev: boolean,
    /** The config's file (compile threads load it again when the site has Markdown extensions). */
    readonly configFile?: string,
  ) {
    this.docsRoot = path.resolve(projectRoot, config.root);
    this.tempDir = path.join(projectRoot, '.quire');
    // Dev compiles on demand and writes the pack once the server has been idle for a second. Its
    // entries differ from a build's (`development: true`) and are kept apart: a build drops the
    // entries it did not use, which would otherwise be all of dev's.
    const pack = path.join(this.tempDir, 'cache', dev ? 'compile.dev.pack' : 'compile.pack');
    if (config.cache) this.diskCache = new CompileCache(pack, { saveWhenIdle: dev ? 1000 : undefined });
    this.plugins = new PluginDriver(config.extensions.plugins, config.extensions.userConfig, !dev);
  }

  get outDir(): string {
    return path.resolve(this.projectRoot, this.config.outDir);
  }

  async scan(): Promise<RouteRecord[]> {
    // Before anything reads content: pages, fragments, sidebars and the public folder all lie under the docs folder.
    assertNoLinksOutside(this.docsRoot, this.projectRoot, (folder) => !this.holdsContent(folder));
    this.sidebars.clear();
    this.sidebarFiles.clear();
    const scanned = await scanRoutes({
      docsRoot: this.docsRoot,
      langs: this.config.langs,
      defaultLang: this.config.lang,
      exclude: this.config.route.exclude,
      projectRoot: this.projectRoot,
    });
    const pageOptions = { docsRoot: this.docsRoot, tempDir: this.tempDir, langs: this.config.langs, defaultLang: this.config.lang };
    const added = (await this.plugins.addPages()).map(({ plugin, page }) => addedRoute(plugin, page, pageOptions));
    const routes = withAddedRoutes(scanned, added);
    await this.plugins.routeGenerated(routes);
    this.routes = routes;
    return this.routes;
  }

  /**
   * Folders under the docs folder that hold no content: git's, installs (the public folder is
   * copied whole, its own included), and the framework's output when the docs folder is the project.
   */
  private holdsContent(folder: string): boolean {
    if (folder === this.tempDir || folder === this.outDir) return false;
    const inPublic = folder.startsWith(path.join(this.docsRoot, 'public') + path.sep);
    return inPublic || !NOT_CONTENT.includes(path.basename(folder));
  }

  async readHistory(): Promise<void> {
    this.gitTimes = await readGitTimes(this.docsRoot);
  }

  routeOf(absolutePath: string): RouteRecord {
    const found = this.routes.find((r) => r.absolutePath === absolutePath);
    if (found) return found;
    // A file imported but not routed (e.g. an .mdx under shared/): compile it in its language.
    const relativePath = path.relative(this.docsRoot, absolutePath).split(path.sep).join('/');
    const lang = relativePath.split('/')[0];
    return { routePath: '', lang, version: '', relativePath, absolutePath };
  }

  /** Compiles (or returns from cache) the page at `absolutePath` given its current source. */
  compile(absolutePath: string, source?: string): Promise<CompiledEntry> {
    return this.compileWith(this.compileHere, absolutePath, source) as Promise<CompiledEntry>;
  }

  /** Compiles on this thread, with the site's Markdown extensions. */
  private readonly compileHere = (source: string, options: CompileOptions): Promise<CompiledPage> =>
    compileMdx(source, options, this.config.extensions.markdown);

  private async compileWith(compiler: Compiler, absolutePath: string, source?: string): Promise<CompiledEntry | undefined> {
    const displayPath = path.relative(this.projectRoot, absolutePath) || absolutePath;
    // The bundler hands over text it decoded leniently; a replacement character in it may
    // stand for bytes that were never UTF-8, so the file itself is checked then.
    const text = source !== undefined && !source.includes('\uFFFD') ? source : await readUtf8(absolutePath, displayPath);
    const hash = sha1(text);
    const cached = this.cache.get(absolutePath);
    if (cached && cached.hash === hash && !(await this.fragmentsChanged(cached))) return cached;
    const route = this.routeOf(absolutePath);
    const options: CompileOptions = {
      filePath: displayPath,
      relativePath: route.relativePath,
      projectRoot: this.projectRoot,
      lang: route.lang,
      langs: this.config.langs,
      defaultLang: this.config.lang,
      showLineNumbers: this.config.markdown.showLineNumbers,
      defaultWrapCode: this.config.markdown.defaultWrapCode,
      allowInlineScripts: this.config.markdown.allowInlineScripts,
      base: this.config.base,
      development: this.dev,
      extensions: this.config.extensions.markdownIdentity || undefined,
    };
    // The absolute path joins the key: compiled code may import by absolute path.
    const key = this.diskCache?.keyFor(`${absolutePath}\0${text}`, options);
    const previous = this.diskKeys.get(absolutePath);
    if (key && previous && previous !== key) this.diskCache?.supersede(previous);
    if (key) this.diskKeys.set(absolutePath, key);
    let compiled = key ? await this.diskCache?.get(key) : undefined;
    if (compiled && this.dev && !compilerRequested()) this.warmUpPage ??= { text, options };
    if (!compiled) {
      if (!compiler) return undefined;
      // The MDX pipeline (unified, shiki…) is slow to load: a build served from the compile
      // cache never loads it.
      compiled = await compiler(text, options);
      if (key) await this.diskCache?.set(key, compiled);
    }
    const time = this.dev ? undefined : lastUpdatedTime(absolutePath, this.gitTimes);
    const pageData = createPageData(route, compiled, time);
    await this.plugins.extendPageData(pageData);
    const entry: CompiledEntry = { hash, stamp: await this.fragmentStamp(compiled), compiled, pageData };
    this.cache.set(absolutePath, entry);
    return entry;
  }

  /**
   * Dev: when pages came from the disk cache, the MDX pipeline (unified, remark, rehype, shiki and
   * the page's grammars) is not loaded yet, and the first edit would wait for it to load.
   * Compiling one of those pages once, result unused, loads and warms it; the dev server calls this
   * after each compile, when the page it asked for has been served. Does nothing otherwise.
   */
  async warmUpCompiler(): Promise<void> {
    const page = this.warmUpPage;
    this.warmUpPage = undefined;
    if (!page || compilerRequested()) return;
    await this.compileHere(page.text, page.options).catch(() => undefined);
  }

  private async fragmentStamp(compiled: CompiledPage): Promise<string> {
    const times = await Promise.all(
      compiled.dependencies.map((d) =>
        fs.stat(d).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      ),
    );
    return times.join(',');
  }

  private async fragmentsChanged(entry: CompiledEntry): Promise<boolean> {
    if (!entry.compiled.dependencies.length) return false;
    return entry.stamp !== (await this.fragmentStamp(entry.compiled));
  }

  /** The ES module the bundler receives for a content file. */
  async pageModule(absolutePath: string, source?: string): Promise<{ code: string; dependencies: string[] }> {
    const { compiled, pageData } = await this.pageModuleParts(absolutePath, source);
    return { code: pageModuleCode(compiled.code, pageData), dependencies: compiled.dependencies };
  }

  /**
   * What a page's module is made of: the compiled code (a function of the file, its inlined
   * fragments and the config) and the page data it exports, which also depends on other pages
   * (translations, sidebar, overview groups).
   */
  async pageModuleParts(absolutePath: string, source?: string): Promise<{ compiled: CompiledPage; pageData: PageData }> {
    const { compiled, pageData: data } = await this.compile(absolutePath, source);
    const pageData: PageData = { ...data, translations: this.translationsOf(data) };
    // A build names the page's section sidebar, a file of its own, instead of putting every
    // sidebar in the site data or the section's sidebar in each of its pages, so neither the
    // first load nor a page's code grows with the site. Dev keeps them in the site data, where a
    // page added elsewhere updates them without recompiling this one.
    if (!this.dev) pageData.sidebarFile = this.sidebarFileOf(data)?.file;
    if (data.frontmatter.overview === true) pageData.overviewGroups = await this.overviewFor(data);
    return { compiled, pageData };
  }

  /** The routes of the same page in the other languages. */
  translationsOf(page: Pick<PageData, 'routePath' | 'lang'>): Array<{ lang: string; routePath: string }> {
    const bare = removeLangPrefix(page.routePath, page.lang, this.config.lang);
    return this.config.langs
      .filter((lang) => lang !== page.lang)
      .map((lang) => ({ lang, routePath: addLangPrefix(bare, lang, this.config.lang) }))
      .filter((t) => this.routePaths().has(t.routePath));
  }

  private routePathSet?: { routes: RouteRecord[]; paths: Set<string> };
  private routePaths(): Set<string> {
    if (this.routePathSet?.routes !== this.routes) {
      this.routePathSet = { routes: this.routes, paths: new Set(this.routes.map((r) => r.routePath)) };
    }
    return this.routePathSet.paths;
  }

  private readonly sidebars = new Map<string, SidebarData>();

  /** A language's sidebars: the configured ones, plus one generated per folder the config leaves out. */
  sidebarsFor(lang: string): SidebarData {
    let sidebars = this.sidebars.get(lang);
    if (!sidebars) {
      const theme = this.config.themeConfig;
      const locale = theme.locales?.find((l) => l.lang === lang);
      const configured = (locale?.sidebar ?? theme.sidebar ?? {}) as SidebarData;
      sidebars = withGeneratedSidebars(configured, path.join(this.docsRoot, lang), {
        docsRoot: this.docsRoot,
        defaultLang: this.config.lang,
        i18n: readI18nTexts(this.projectRoot),
      });
      this.sidebars.set(lang, sidebars);
    }
    return sidebars;
  }

  /** Folders without an index page → the first page of the folder in its sidebar (redirect pages, dev server, client router). */
  folderRedirects(): Record<string, string> {
    // Routes and sidebars change together (`scan`), so the routes' identity keys the result.
    if (this.folderRedirectSet?.routes !== this.routes) {
      const redirects = folderRedirects({ routes: this.routes, sidebarsFor: (lang) => this.sidebarsFor(lang), defaultLang: this.config.lang });
      this.folderRedirectSet = { routes: this.routes, redirects };
    }
    return this.folderRedirectSet.redirects;
  }

  private folderRedirectSet?: { routes: RouteRecord[]; redirects: Record<string, string> };

  /** The sidebar a page shows: the one whose key is the longest prefix of its path. */
  sidebarOf(page: Pick<PageData, 'routePath' | 'lang'>): { key: string; items: SidebarItemData[] } | undefined {
    return matchSidebar(this.sidebarsFor(page.lang), removeLangPrefix(page.routePath, page.lang, this.config.lang));
  }

  private readonly sidebarFiles = new Map<string, SidebarFile | undefined>();

  /** The file of the sidebar a page shows (build), written once per section. */
  sidebarFileOf(page: Pick<PageData, 'routePath' | 'lang'>): SidebarFile | undefined {
    const sidebar = this.sidebarOf(page);
    const id = `${page.lang}\0${sidebar?.key}`;
    if (!this.sidebarFiles.has(id)) this.sidebarFiles.set(id, sidebar && sidebarFile(page.lang, sidebar));
    return this.sidebarFiles.get(id);
  }

  /** Every sidebar file some route shows, each once. */
  allSidebarFiles(): SidebarFile[] {
    const files = new Map<string, SidebarFile>();
    for (const route of this.routes) {
      const found = this.sidebarFileOf(route);
      if (found) files.set(found.file, found);
    }
    return [...files.values()];
  }

  /** The groups an overview page lists; compiles the section's pages it needs (dev compiles on demand). */
  private async overviewFor(page: PageData): Promise<OverviewGroup[]> {
    const sidebar = this.sidebarsFor(page.lang);
    const bare = removeLangPrefix(page.routePath, page.lang, this.config.lang);
    const section = matchSidebar(sidebar, bare);
    if (!section) return [];
    const prefix = addLangPrefix(normalizeRoutePath(section.key), page.lang, this.config.lang);
    const inSection = this.routes.filter((r) => r.lang === page.lang && r.routePath.startsWith(prefix) && r.routePath !== page.routePath);
    await this.compileEach(inSection);
    const byRoute = new Map(inSection.map((r) => [r.routePath, this.cache.get(r.absolutePath)?.pageData]));
    const depths = Array.isArray(page.frontmatter.overviewHeaders) ? (page.frontmatter.overviewHeaders as number[]) : [2];
    const othersName = themeText(this.config.themeConfig as Record<string, unknown>, page.lang, 'overviewOthersText');
    return overviewGroups({ page, sidebar, defaultLang: this.config.lang, lookup: (p) => byRoute.get(p), depths, othersName });
  }

  /** Search records for every compiled route (build: after compileAll). */
  searchPages(): Array<{ page: PageData; text: string }> {
    return this.routes.flatMap((r) => {
      const entry = this.cache.get(r.absolutePath);
      return entry ? [{ page: entry.pageData, text: entry.compiled.searchText }] : [];
    });
  }

  /** Each compiled route with its links, for the dead-link check. */
  linkSources(): LinkSource[] {
    return this.routes.flatMap((r) => {
      const entry = this.cache.get(r.absolutePath);
      const file = path.relative(this.projectRoot, r.absolutePath);
      return entry ? [{ file, page: entry.pageData, links: entry.compiled.links, anchors: entry.compiled.anchors }] : [];
    });
  }

  /**
   * Images beside the compiled pages, with the file of the page (or imported module) that shows
   * them: every routed page after `compileAll`, and the modules the bundler asked for.
   */
  compiledImages(): Array<{ absolutePath: string; images: readonly PageImage[] }> {
    return [...this.cache].flatMap(([absolutePath, entry]) =>
      entry.compiled.images.length ? [{ absolutePath, images: entry.compiled.images }] : [],
    );
  }

  /** Page data of a file if it was compiled already (dev compiles on demand). */
  compiledPageData(absolutePath: string): PageData | undefined {
    return this.cache.get(absolutePath)?.pageData;
  }

  /** Each compiled route with the components it uses without an import. */
  componentSources(): ComponentSource[] {
    return this.routes.flatMap((r) => {
      const entry = this.cache.get(r.absolutePath);
      return entry ? [{ file: path.relative(this.projectRoot, r.absolutePath), components: entry.compiled.components }] : [];
    });
  }

  /** Page data of a compiled route, or the 404 record for a path without one. */
  pageDataFor(routePath: string): PageData {
    const route = this.routes.find((r) => r.routePath === routePath);
    const entry = route && this.cache.get(route.absolutePath);
    if (entry) return entry.pageData;
    return notFoundPageData(routePath, this.config.langs, this.config.lang);
  }

  /** What the last `compileAll` did: pages the caches did not answer, and the threads that compiled them (0: this one). */
  lastCompile = { compiled: 0, threads: 0 };

  /**
   * Compiles every routed page; fails with the first error. Pages are first looked up in the
   * caches on this thread; when many miss (a cold build), worker threads compile them, so a
   * warm build or a one-page edit never pays for starting threads.
   */
  async compileAll(onProgress?: (done: number, total: number) => void): Promise<CompiledEntry[]> {
    try {
      return await this.compileRoutes(onProgress ?? (() => undefined));
    } finally {
      // Also after a failed compile: fixing the page then compiles that page alone.
      await this.saveCompileCache({ prune: false });
    }
  }

  /**
   * Writes the disk compile cache now, with every entry (`prune: false`) or only those this run
   * used (a build at its end, so edited and removed pages' entries do not pile up).
   */
  saveCompileCache(options: { prune: boolean }): Promise<void> {
    return this.diskCache?.save(options) ?? Promise.resolve();
  }

  /** Writes what the disk compile cache has that is new and closes it (the dev server's end). */
  closeCompileCache(): Promise<void> {
    return this.diskCache?.close() ?? Promise.resolve();
  }

  private async compileRoutes(onProgress: (done: number, total: number) => void): Promise<CompiledEntry[]> {
    const cached = await mapInParallel(this.routes, 8, (route) => this.compileWith(null, route.absolutePath));
    const misses = this.routes.filter((_, i) => !cached[i]);
    // Pages the caches answered count as done.
    let done = this.routes.length - misses.length;
    onProgress(done, this.routes.length);
    const counted =
      <R>(compile: (route: RouteRecord) => Promise<R>) =>
      async (route: RouteRecord) => {
        const entry = await compile(route);
        onProgress(++done, this.routes.length);
        return entry;
      };
    const threads = compileThreads(misses.length);
    this.lastCompile = { compiled: misses.length, threads };
    if (!threads)
      return this.fillMisses(
        cached,
        await mapInParallel(
          misses,
          8,
          counted((route) => this.compile(route.absolutePath)),
        ),
      );
    // Functions do not cross to a thread: with Markdown extensions, each thread loads the config.
    const site = this.config.extensions.extendsMarkdown
      ? { projectRoot: this.projectRoot, configFile: this.configFile, identity: this.config.extensions.markdownIdentity }
      : undefined;
    const pool = await CompilePool.start(threads, { site });
    try {
      // A few pages queued per thread, so none waits for the next page.
      // The main thread does not compile alongside: it would keep the compiler's memory through
      // rendering, the build's peak, for no measurable gain on two cores.
      const compiled = await mapInParallel(
        misses,
        threads * 4,
        counted((route) => this.compileWith(pool.compile, route.absolutePath)),
      );
      return this.fillMisses(cached, compiled as CompiledEntry[]);
    } finally {
      await pool.close();
    }
  }

  private compilingEvery: Promise<void> = Promise.resolve();

  /**
   * Dev: every routed page compiled or taken from the caches, as `compileAll` does (threads when
   * many miss), for the checks and the search index that need every page. A page that does not
   * compile keeps its last good entry, or has none: its error shows when it is opened. Calls run
   * one after the other, so each sees the files as they are when it starts.
   */
  compileEvery(): Promise<void> {
    const run = this.compilingEvery.then(async () => {
      const settle = (entry: Promise<CompiledEntry | undefined>) => entry.catch(() => undefined);
      const cached = await mapInParallel(this.routes, 8, (route) => settle(this.compileWith(null, route.absolutePath)));
      const misses = this.routes.filter((_, i) => !cached[i]);
      const threads = compileThreads(misses.length);
      const pool = threads ? await CompilePool.start(threads) : undefined;
      try {
        await mapInParallel(misses, Math.max(threads * 4, 8), (route) => settle(this.compileWith(pool?.compile ?? compileMdx, route.absolutePath)));
      } finally {
        await pool?.close();
      }
    });
    this.compilingEvery = run.catch(() => undefined);
    return run;
  }

  /** The cache lookups with the misses' compiled entries put in their places, in route order. */
  private fillMisses(cached: ReadonlyArray<CompiledEntry | undefined>, compiled: readonly CompiledEntry[]): CompiledEntry[] {
    let next = 0;
    return cached.map((entry) => entry ?? compiled[next++]);
  }

  private compileEach(routes: readonly RouteRecord[], concurrency = 8): Promise<CompiledEntry[]> {
    return mapInParallel(routes, concurrency, (route) => this.compile(route.absolutePath));
  }
}

/** A page's module: its compiled code, its page data, and the hot update that hands both to the app. */
export function pageModuleCode(code: string, pageData: PageData): string {
  const id = JSON.stringify(pageData._relativePath);
  return `${code}
export const pageData = ${jsonExpression(pageData)};
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.updated) {
    globalThis.__QUIRE_HMR__?.(${id}, { default: MDXContent, pageData });
  }
  import.meta.webpackHot.dispose((data) => { data.updated = true; });
}
`;
}
