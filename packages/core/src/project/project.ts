/**
 * One documentation project: its resolved config, folders and routes, and the services that
 * work on them: the compile service (`compile-service.ts`, `compile-all.ts`), the site structure
 * made of the routes (`site-structure.ts`), and the page modules the bundler asks for
 * (`page-module.ts`). The MDX loader asks the project for a page's module, so each file is
 * compiled once per content change and shared by the client and server bundles.
 */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { ContentSpace, PageData, SidebarData } from '@quire/shared';
import { PluginDriver } from '../config/plugin-driver.js';
import { spaceLayout } from '../config/space-layout.js';
import type { PageImage } from '../markdown/remark-page-images.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { I18nTexts } from '../config/types.js';
import type { CompiledFacts } from '../markdown/compile.js';
import type { SearchPage } from '../search/build-index.js';
import type { SitemapRoute } from '../outputs/sitemap.js';
import type { SearchSource } from '../search/index-cache.js';
import type { ComponentSource } from '../pages/check-components.js';
import type { LinkSource } from '../pages/check-links.js';
import { lastUpdatedTime, readGitTimes } from '../pages/last-updated.js';
import { titleInSource } from '../pages/page-title.js';
import type { SectionSidebarFiles, SidebarFile } from '../pages/sidebar-file.js';
import type { ContentLayout } from '../routes/content-layout.js';
import type { RouteRecord } from '../routes/scan.js';
import { compileAll, compileAllKeepingErrors, type CompileSummary } from './compile-all.js';
import { CompilePool, type CompileSite, takesBothCores } from './compile-pool.js';
import { type CompiledEntry, type CompiledSource, CompileService, type SourceFactMaker } from './compile-service.js';
import { CompiledPages } from './compiled-pages.js';
import { pathFromRoot } from './path-from-root.js';
import { routeOfFile, scanContent } from './content-scan.js';
import { pageDataFromOthers, pageDataFromOthersKey, pageModuleCode, pageModuleParts } from './page-module.js';
import { SiteStructure } from './site-structure.js';
import { siteTexts } from './site-texts.js';
import { WarmCompiler } from './warm-compiler.js';
import { sha1 } from '../utils/files.js';

export type { CompiledEntry } from './compile-service.js';
export type { CompileSummary } from './compile-all.js';

export interface ProjectOptions {
  /** `dev` serves the dev server: pages compile for development, sidebars stay in the site data. */
  mode: 'build' | 'dev';
  /** The config's file (compile threads load it again when the site has Markdown extensions). */
  configFile?: string;
  /** Worker threads compiling the pages the caches lack, instead of the count picked by page count (0: this thread). */
  compileThreads?: number;
  /** Told of each page the caches did not answer once it has compiled. */
  onCompiled?: (displayPath: string, ms: number) => void;
  /** Dev: resolves when the bundler is not building an edit; compiling every page waits for it before each page. */
  foreground?: () => Promise<void>;
  /**
   * Where a page the caches miss compiles when asked for: on this thread (the default), or in one thread started
   * with the project and kept warm (`warm-compiler.ts`, the dev server).
   */
  onDemandCompiles?: 'this thread' | 'warm thread';
  /** The warm thread, when the command started it before loading the config (`startUnsetThread`); the project ends it. */
  startedThread?: Worker;
}

/** Pages whose code blocks' languages the warm compile thread loads before the first page is asked for. */
const GRAMMAR_SAMPLE_PAGES = 16;

/**
 * The name a page's generated-sidebar title is kept under beside its source's stamp: named anew whenever how a title is
 * read changes (`page-title.ts`), so a title kept by an earlier reading is never taken. Version 2 reads Windows line ends.
 */
const SIDEBAR_TITLE_FACT = 'sidebar-title 2';

export class Project {
  readonly docsRoot: string;
  /** Where each language's pages are. */
  readonly layout: ContentLayout;
  readonly tempDir: string;
  /**
   * This command's own generated modules and added pages, `.quire/dev` or `.quire/build`: a build
   * run beside `quire dev` must not rewrite the modules dev's bundler is reading.
   */
  readonly generatedDir: string;
  readonly dev: boolean;
  readonly configFile?: string;
  /** The config's plugins' hooks. */
  readonly plugins: PluginDriver;
  readonly compiler: CompileService;
  private readonly compiledPages: CompiledPages;
  private readonly compileThreads?: number;
  private readonly foreground?: () => Promise<void>;
  private readonly warmCompiler?: WarmCompiler;
  private gitTimes = new Map<string, number>();
  private history?: Promise<void>;
  private compilingEvery: Promise<void> = Promise.resolve();
  private routeList: RouteRecord[] = [];
  /** The docs folder's files as the last scan found them, relative to it with `/`. */
  private scannedFiles: readonly string[] = [];
  private siteStructure: SiteStructure;
  /** The texts of `useI18n()` and `_meta.json` labels (`site-texts.ts`), read again by each scan. */
  i18n: I18nTexts = {};

  constructor(
    readonly config: ResolvedConfig,
    readonly projectRoot: string,
    options: ProjectOptions,
  ) {
    this.dev = options.mode === 'dev';
    this.configFile = options.configFile;
    this.compileThreads = options.compileThreads;
    this.foreground = options.foreground;
    this.docsRoot = path.resolve(projectRoot, config.root);
    this.layout = { docsRoot: this.docsRoot, ...spaceLayout(config) };
    this.tempDir = path.join(projectRoot, '.quire');
    this.generatedDir = path.join(this.tempDir, this.dev ? 'dev' : 'build');
    this.plugins = new PluginDriver(config.extensions.plugins, config.extensions.userConfig, !this.dev);
    // Dev's entries differ from a build's (`development: true`) and are kept apart: a build drops
    // the entries it did not use, which would otherwise be all of dev's.
    const packFile = config.cache ? path.join(this.tempDir, 'cache', this.dev ? 'compile.dev.pack' : 'compile.pack') : undefined;
    let started = options.startedThread;
    if (options.onDemandCompiles === 'warm thread')
      this.warmCompiler = new WarmCompiler(() => {
        // The started thread is the first; one that replaces it starts afresh.
        const unset = started;
        started = undefined;
        return CompilePool.start(1, { site: this.compileSite(), stored: this.compiler.highlightStore(), timeout: config.compileTimeout, unset });
      });
    else void started?.terminate();
    this.compiler = new CompileService({
      config,
      projectRoot,
      mode: options.mode,
      packFile,
      stampFile: config.cache ? path.join(this.tempDir, 'cache', 'source-stamps.json') : undefined,
      routeOf: (absolutePath) => routeOfFile(this.routes, this.layout, absolutePath),
      lastUpdated: (absolutePath, modified) => lastUpdatedTime(absolutePath, this.gitTimes, modified),
      extendPageData: this.plugins.extendsPageData ? (pageData) => this.plugins.extendPageData(pageData) : undefined,
      onCompiled: options.onCompiled,
      compiler: this.warmCompiler?.compile,
      factsWhileRead: () => (this.structure.generatesSidebars() ? [this.sidebarTitleFact] : []),
    });
    // After the compile service: the thread asks it for the highlighted blocks it keeps.
    void this.warmCompiler?.start();
    this.compiledPages = new CompiledPages(this.compiler, projectRoot, config);
    this.siteStructure = new SiteStructure(config, this, []);
  }

  get outDir(): string {
    return path.resolve(this.projectRoot, this.config.outDir);
  }

  get routes(): RouteRecord[] {
    return this.routeList;
  }

  /** New routes: the sidebars, redirects and translations read from the old ones go with them. */
  set routes(routes: RouteRecord[]) {
    this.routeList = routes;
    this.siteStructure = new SiteStructure(this.config, this, routes);
  }

  /** Sidebars, sidebar files, folder redirects and translations of the current routes. */
  get structure(): SiteStructure {
    return this.siteStructure;
  }

  async scan(): Promise<RouteRecord[]> {
    // Before the routes: the new structure reads the texts for its folder labels.
    this.i18n = await siteTexts(this.projectRoot, this.config.i18nSource, this.plugins);
    const scanned = await scanContent(this, this.config, this.plugins);
    this.routes = scanned.routes;
    this.scannedFiles = scanned.files;
    return this.routes;
  }

  /** A page's title for a generated sidebar, kept beside its source's stamp: a build with the page unchanged does not read it. */
  sidebarTitleOf(absolutePath: string): string | undefined {
    return this.compiler.sourceFactNow(absolutePath, this.sidebarTitleFact.name, (text) => this.sidebarTitleFact.make(text, absolutePath));
  }

  /** How a generated sidebar's title is made from a page's text, and kept: made as the build reads each text, so it reads none again for it. */
  private readonly sidebarTitleFact: SourceFactMaker = { name: SIDEBAR_TITLE_FACT, make: titleInSource };

  /** The docs folder's files as the last `scan` found them (none before it), relative to the folder with `/`. */
  get docsFiles(): readonly string[] {
    return this.scannedFiles;
  }

  /** Reads when each page last changed in git, once per project (a build reads it before it scans, to see whether anything changed). */
  readHistory(): Promise<void> {
    this.history ??= readGitTimes(this.docsRoot).then((times) => {
      this.gitTimes = times;
    });
    return this.history;
  }

  /** A key of the times `readHistory` read: a commit can change a page's date without changing its file. */
  historyKey(): string {
    if (this.gitTimes.size === 0) return '';
    const lines: string[] = [];
    for (const [file, time] of this.gitTimes) lines.push(`${pathFromRoot(this.projectRoot, file)}\0${time}`);
    return sha1(lines.sort().join('\n'));
  }

  /** Compiles (or returns from cache) the page at `absolutePath` given its current source. */
  compile(absolutePath: string, source?: string): Promise<CompiledEntry> {
    return this.compiler.compile(absolutePath, source);
  }

  /**
   * Compiles every routed page; fails with the first error. The disk cache is written after,
   * also after a failed compile: fixing the page then compiles that page alone.
   */
  async compileAll(onProgress?: (done: number, total: number) => void): Promise<CompileSummary> {
    try {
      return await compileAll(this.compiler, this.routes, { ...this.compileThreadOptions(), onProgress });
    } finally {
      await this.compiler.saveCache({ prune: false });
    }
  }

  /**
   * Dev: every routed page compiled or taken from the caches, a page that does not compile
   * skipped (see `compileAllKeepingErrors`). Calls run one after the other, so each sees the
   * files as they are when it starts.
   */
  compileEvery(): Promise<void> {
    const run = this.compilingEvery.then(() =>
      compileAllKeepingErrors(this.compiler, this.routes, { ...this.compileThreadOptions(), foreground: this.foreground }),
    );
    this.compilingEvery = run.catch(() => undefined);
    return run;
  }

  /**
   * Dev: the given routed pages compiled again, the others' entries kept; a page that does not
   * compile keeps its last good entry. Runs after any `compileEvery` under way, as those do.
   */
  compileEdited(absolutePaths: readonly string[]): Promise<void> {
    const routed = new Set(this.routes.map((route) => route.absolutePath));
    const compileOne = (file: string) =>
      this.compiler.compile(file).then(
        () => undefined,
        () => undefined,
      );
    const run = this.compilingEvery.then(() => Promise.all(absolutePaths.filter((file) => routed.has(file)).map(compileOne)).then(() => undefined));
    this.compilingEvery = run;
    return run;
  }

  /** Resolves when the bundler is not building an edit (at once outside dev): work over every page waits for it before each page. */
  stepAside(): Promise<void> {
    return this.foreground?.() ?? Promise.resolve();
  }

  /** Whether compiling every page, as a cold build does, takes both cores of two (`takesBothCores`); a thread count given decides alone. */
  compileTakesBothCores(): boolean {
    return this.compileThreads === undefined && takesBothCores(this.routes.length);
  }

  /** The threads, the time limit and the site's Markdown extensions of compiling every page. */
  private compileThreadOptions(): { threads?: number; site?: CompileSite; timeout: number } {
    return { threads: this.compileThreads, site: this.compileSite(), timeout: this.config.compileTimeout };
  }

  /** What a compile thread needs to load the site's Markdown extensions (functions do not cross to a thread); none without them. */
  private compileSite(): CompileSite | undefined {
    const { extensions } = this.config;
    if (!extensions.extendsMarkdown) return undefined;
    return { projectRoot: this.projectRoot, configFile: this.configFile, identity: extensions.markdownIdentity };
  }

  /**
   * With the warm compile thread: the grammars of the code blocks of a few pages spread over the routes are made
   * ready in it (`warm-languages.ts`), as the first page asked for most likely uses them.
   */
  warmGrammars(): void {
    const pages = this.routes.filter((route) => !route.addedBy);
    const step = Math.max(1, Math.floor(pages.length / GRAMMAR_SAMPLE_PAGES));
    this.warmCompiler?.warm(
      pages
        .filter((_, i) => i % step === 0)
        .slice(0, GRAMMAR_SAMPLE_PAGES)
        .map((route) => route.absolutePath),
    );
  }

  /** Dev: loads the MDX pipeline once pages came from the disk cache (see `CompileService.warmUpCompiler`). */
  warmUpCompiler(): Promise<void> {
    return this.compiler.warmUpCompiler();
  }

  /** Writes the disk compile cache now (see `CompileService.saveCache`). */
  saveCompileCache(options: { prune: boolean }): Promise<void> {
    return this.compiler.saveCache(options);
  }

  /** Writes what the disk compile cache has that is new and closes it (the end of a build or of the dev server). */
  closeCompileCache(): Promise<void> {
    return this.compiler.closeCache();
  }

  /** Ends the warm compile thread, if any, and closes the disk compile cache (the end of the dev server). */
  async close(): Promise<void> {
    await this.warmCompiler?.close();
    await this.closeCompileCache();
  }

  /** The ES module the bundler receives for a content file. */
  async pageModule(absolutePath: string, source?: string): Promise<{ code: string; dependencies: string[] }> {
    const { compiled, code, pageData } = await this.pageModuleParts(absolutePath, source);
    return { code: pageModuleCode(code, pageData), dependencies: compiled.dependencies };
  }

  /** What a page's module is made of (see `page-module.ts`). */
  pageModuleParts(absolutePath: string, source?: string): Promise<{ compiled: CompiledFacts; code: string; pageData: PageData }> {
    return pageModuleParts(this, absolutePath, source);
  }

  /** What a page's module exports beside its own data (see `page-module.ts`). */
  pageDataFromOthers(pageData: PageData): Promise<Partial<PageData>> {
    return pageDataFromOthers(this, pageData);
  }

  /** A key of what every page's data takes from the others (`SiteStructure.crossPageKey`). */
  crossPageKey(): string {
    return this.structure.crossPageKey();
  }

  /** A key standing for `pageDataFromOthers`' result, made without it; undefined when only the result itself will do (see `page-module.ts`). */
  pageDataFromOthersKey(pageData: PageData): string | undefined {
    return pageDataFromOthersKey(this, pageData);
  }

  /** A file's text as this build compiled it and its sha1, so later steps do not read or hash it again; undefined for one it did not. */
  compiledSource(absolutePath: string): CompiledSource | undefined {
    return this.compiler.compiledSource(absolutePath);
  }

  /** Page data of a file if it was compiled already (dev compiles on demand). */
  compiledPageData(absolutePath: string): PageData | undefined {
    return this.compiler.entryOf(absolutePath)?.pageData;
  }

  sidebarsFor(space: ContentSpace): SidebarData {
    return this.structure.sidebarsFor(space);
  }

  sidebarFileOf(page: Pick<PageData, 'routePath' | 'lang' | 'version'>): SectionSidebarFiles | undefined {
    return this.structure.sidebarFileOf(page);
  }

  allSidebarFiles(): SidebarFile[] {
    return this.structure.allSidebarFiles();
  }

  folderRedirects(): Record<string, string> {
    return this.structure.folderRedirects();
  }

  searchPages(): Promise<SearchPage[]> {
    return this.compiledPages.searchPages(this.routes);
  }

  /** The compiled pages for the build's search index, each page's text read only when asked for. */
  searchSources(): SearchSource[] {
    return this.compiledPages.searchSources(this.routes);
  }

  linkSources(): LinkSource[] {
    return this.compiledPages.linkSources(this.routes);
  }

  compileWarnings(): string[] {
    return this.compiledPages.compileWarnings(this.routes);
  }

  componentSources(): ComponentSource[] {
    return this.compiledPages.componentSources(this.routes);
  }

  compiledImages(): Array<{ absolutePath: string; images: readonly PageImage[] }> {
    return this.compiledPages.compiledImages();
  }

  /** Every route as the sitemap lists it, without making the data of pages whose entries are not made yet. */
  sitemapRoutes(): SitemapRoute[] {
    return this.compiledPages.sitemapRoutes(this.routes);
  }

  pageDataFor(routePath: string): PageData {
    return this.compiledPages.pageDataFor(this.routes, routePath);
  }

  /** The files other than their own that the files compiled so far are made of. */
  compiledDependencies(): Set<string> {
    return this.compiledPages.dependencies();
  }
}
