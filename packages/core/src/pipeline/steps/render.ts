/**
 * Every route's HTML document: pre-rendered by the server bundle in worker threads (`ssg: true`)
 * or an empty shell the client renders. The render cache answers pages whose inputs are
 * unchanged, and the document cache keeps whole documents unchanged since the last output in place.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { bannerStorageKeys, routeToHtmlFile } from '@quire/shared';
import { spaceLayout } from '../../config/space-layout.js';
import { feedLinkTags } from '../../outputs/feeds.js';
import { frameworkFingerprint } from '../bundle-key.js';
import { appearanceScript } from '../../ssg/appearance-script.js';
import { refuseContentScripts } from '../../ssg/content-scripts.js';
import { InlineScriptHashes } from '../../ssg/csp.js';
import { DocumentCache } from '../../ssg/document-cache.js';
import { RenderCache } from '../../ssg/render-cache.js';
import { renderFailure } from '../../ssg/render-failure.js';
import type { RenderFn } from '../../ssg/render-fn.js';
import { type RenderOptions, renderPages } from '../../ssg/render-pages.js';
import { RenderPool, renderThreads } from '../../ssg/render-pool.js';
import type { AppFiles } from './app-files.js';
import type { ServerBundle } from './bundle.js';
import { checkComponents } from './checks.js';
import type { BuildContext } from './context.js';
import type { SiteSources } from './site-data.js';

/** What every document of a build shares, as the document cache keys it: nothing of it may be left out. */
export function documentSetupOf(parts: {
  framework: string;
  config: unknown;
  site: unknown;
  assets: Pick<AppFiles['assets'], 'entryJs' | 'entryCss'>;
  inlineScript: string;
}) {
  const { framework, config, site, assets, inlineScript } = parts;
  return { framework, config, site, entryJs: assets.entryJs, entryCss: assets.entryCss, inlineScript };
}

export interface Rendered {
  htmlFiles: number;
  /** The hashes of every document's inline scripts, for the CSP header. */
  inlineScripts: InlineScriptHashes;
}

/** Pages compiled at most for the render thread to start before the app files: an edit's few, which one thread renders. */
const EARLY_START_MAX_PAGES = 50;

export class RenderStep {
  private pool?: RenderPool;
  private starting?: Promise<RenderPool>;
  /** The unbundled pages' scripts, once the app files are written (the pool may start before). */
  private scripts?: AppFiles['scripts'];
  private cache?: RenderCache;
  private documents?: DocumentCache;

  /**
   * Starts one render thread now, while the app files are written, when the build compiled a few
   * pages (an edit), since those render again: the thread loads the server bundle beside the
   * main thread's work instead of after it. A failure to start shows when a page is rendered. Returns whether it
   * started one.
   */
  startEarly(context: BuildContext, sources: SiteSources, server: ServerBundle, compiledPages: number): boolean {
    if (!context.project.config.ssg || compiledPages === 0 || compiledPages > EARLY_START_MAX_PAGES) return false;
    this.startPool(context, sources, server, 1).catch(() => undefined);
    return true;
  }

  /** The render threads, started once: `threads` counts only for the first call. */
  private startPool(
    { project, folders, previousOut }: BuildContext,
    sources: SiteSources,
    server: ServerBundle,
    threads: number,
  ): Promise<RenderPool> {
    // Asked before every page's render: only the first call may do any work.
    this.starting ??= (async () => {
      const { config } = project;
      const routesByPath = new Map(project.routes.map((r) => [r.routePath, r]));
      await server.extract();
      // The server bundle is CommonJS whatever the docs project's own package.json says (see rsbuild-config.ts).
      // Synchronous, as the extract is, so a thread started early starts before the app files' synchronous writes end.
      mkdirSync(folders.ssr, { recursive: true });
      writeFileSync(path.join(folders.ssr, 'package.json'), '{"type":"commonjs"}\n');
      this.pool = new RenderPool(path.join(folders.ssr, 'ssr.js'), {
        outDir: folders.stage,
        keptDir: previousOut,
        threads,
        timeout: config.renderTimeout,
        // The script written for the browser: the compiled code need not stay in memory for rendering.
        pageSource: async (routePath) => {
          const key = routesByPath.get(routePath)?.relativePath;
          const script = key !== undefined && sources.standalone.has(key) ? this.scripts?.get(key) : undefined;
          return key !== undefined && script ? { key, file: script.file } : undefined;
        },
      });
      await this.pool.themeComponents();
      return this.pool;
    })();
    return this.starting;
  }

  /**
   * `threads`: render threads instead of the count picked by the pages to render. `editedRoutes`: the pages an edit
   * changed in their text alone (`pipeline/text-edits.ts`), when that is all it changed: every other route's document
   * is the last build's, kept without its key when the documents share what the last build's did.
   */
  async run(
    context: BuildContext,
    sources: SiteSources,
    app: AppFiles,
    server: ServerBundle,
    { threads, editedRoutes }: { threads?: number; editedRoutes?: ReadonlySet<string> },
  ): Promise<Rendered> {
    const { project, folders, output, reporter, cacheDir } = context;
    const { config, projectRoot } = project;
    const { site } = sources;
    this.scripts = app.scripts;
    const inlineScript = appearanceScript(
      config.themeConfig.darkMode !== false,
      bannerStorageKeys(config.themeConfig as Record<string, unknown>, config.langs),
    );
    // Without pre-rendering, every route still gets its own HTML (head, assets) with an empty
    // root that the client renders fresh.
    let render: RenderFn = async (routePath) => ({ appHtml: new Uint8Array(), pageData: project.pageDataFor(routePath) });
    let themeComponents: string[] = [];
    // Everything every document shares; each page's own parts are added per page. The framework's
    // code writes the document around the page: an upgrade that changes only that keeps no document.
    const layout = spaceLayout(config);
    const documentSetup = documentSetupOf({ framework: frameworkFingerprint(projectRoot), config, site, assets: app.assets, inlineScript });
    let carried: RenderOptions['carried'];
    if (config.ssg) {
      if (cacheDir) {
        const serverFiles = await server.fileHashes();
        // An unbundled page's script stands for its server chunk.
        const pageScripts = [...app.scripts.values()].map((script) => [`${script.entry}.js`, script.hash] as const);
        this.cache = await RenderCache.open(path.join(cacheDir, 'render.pack'), [...serverFiles, ...pageScripts]);
        this.documents = DocumentCache.open(path.join(cacheDir, 'documents.json'), output, documentSetup, this.cache);
      }
      // After an edit of pages' text alone, the other pages' documents are the last build's when they share its setup.
      const documents = this.documents;
      const carrying = editedRoutes && documents?.sharesLastSetup() ? editedRoutes : undefined;
      if (documents && carrying) carried = (file, route) => (carrying.has(route.routePath) ? undefined : documents.carry(file));
      const renderer = this.renderer(context, sources, server, threads, carrying);
      themeComponents = this.cache?.themeComponents ?? (await (await renderer.start()).themeComponents());
      checkComponents(project, themeComponents);
      // The render cache's app HTML is in the last output's documents.
      const { previousOut } = context;
      const lastDocument = async (routePath: string) =>
        previousOut ? fs.readFile(path.join(previousOut, routeToHtmlFile(routePath))).catch(() => undefined) : undefined;
      render = this.cache ? this.cache.wrap(renderer.render, renderer.relativePathOf, lastDocument) : renderer.render;
    }
    const inlineScripts = new InlineScriptHashes();
    const { cache, documents } = this;
    const count = await reporter.task(config.ssg ? 'render pages' : 'write page shells', (progress) =>
      renderPages({
        render,
        outDir: folders.stage,
        routes: project.routes,
        site,
        assets: app.assets,
        inlineScript,
        head: config.head,
        pageHead: (page) => feedLinkTags(config.feeds, page, layout, config.base),
        sidebarFileOf: (route) => project.sidebarFileOf(route)?.file,
        siteUrl: config.siteUrl,
        write: output.write,
        onDocument: (file, hashes) => inlineScripts.add(file, hashes),
        documents,
        carried,
        checkContent: config.markdown.allowInlineScripts
          ? undefined
          : (appHtml, route) => refuseContentScripts(appHtml, route ? path.relative(projectRoot, route.absolutePath) : '404.html'),
        onProgress: progress.tick,
      }),
    );
    if (cache) {
      reporter.info(`    ${cache.hits} of ${count} pages unchanged, taken from .quire/cache/render.pack`);
      if (documents) reporter.info(`    ${documents.reused} of ${count} documents unchanged, kept in the last dist/`);
      if (documents?.carried) reporter.info(`    ${documents.carried} of them the pages the edit left alone: kept without their keys`);
      await cache.save(themeComponents);
    }
    // Nothing renders after this step: the threads' heaps are not carried through the site files.
    await this.endThreads();
    return { htmlFiles: count, inlineScripts };
  }

  /** Renders with the server bundle in a pool of threads, started when first asked: a build whose pages all come from the render cache starts none. */
  private renderer(
    context: BuildContext,
    sources: SiteSources,
    server: ServerBundle,
    threads: number | undefined,
    carrying: ReadonlySet<string> | undefined,
  ) {
    const { project } = context;
    const { projectRoot } = project;
    const routesByPath = new Map(project.routes.map((r) => [r.routePath, r]));
    // Threads for the pages the cache lacks (the 404 page aside); none when it has them all. When the others' documents
    // are carried over, only the edited pages may lack it.
    const mayRender = carrying ? project.routes.filter((r) => carrying.has(r.routePath)) : project.routes;
    const misses = this.cache ? this.cache.missing(mayRender) : mayRender.length;
    const start = () => this.startPool(context, sources, server, threads ?? renderThreads(misses));
    const sourceFileOf = (p: string) => {
      const route = routesByPath.get(p);
      return route && path.relative(projectRoot, route.absolutePath);
    };
    const render: RenderFn = async (routePath) => {
      // A server bundle that does not load is no page's fault: only a page's own failure names it.
      const loaded = await start();
      return loaded.render(routePath).catch((error: unknown) => {
        throw renderFailure(error, routePath, sourceFileOf(routePath));
      });
    };
    return { start, render, relativePathOf: (p: string) => routesByPath.get(p)?.relativePath };
  }

  /** After the swap: the documents the document cache describes are now the output. */
  afterSwap(): void {
    this.documents?.save();
  }

  /** Ends the render threads and the render cache, whatever became of the build. */
  async close(): Promise<void> {
    await this.endThreads();
    await this.cache?.close();
  }

  private async endThreads(): Promise<void> {
    // A pool still starting is waited for, so its thread is ended too.
    await this.starting?.catch(() => undefined);
    await this.pool?.close();
    this.pool = undefined;
  }
}
