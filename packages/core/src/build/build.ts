/**
 * `quire build`: config → routes → compile every page → bundle (browser + server) → render
 * each route → swap the finished folder into place. Everything is written to a staging
 * folder first, so a failed build leaves the previous output untouched.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { bannerStorageKeys, SITE_MANIFEST_FILE, siteManifestJson } from '@quire/runtime/shared';
import path from 'node:path';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import { BundlerProcess, bundleInProcesses, endBundlerProcesses } from '../bundler/bundle-process.js';
import { planBundling } from '../bundler/bundle-plan.js';
import { writeModuleStamps } from '../bundler/module-stamps.js';
import { loadConfig } from '../config/load.js';
import { countDeadLinks, formatDeadLinks } from '../pages/check-links.js';
import { formatOrphanPage } from '../pages/orphan-pages.js';
import { deadLinksOf, orphanPagesOf } from '../project/page-checks.js';
import { searchIndexOutputs, writeSearchIndex } from '../search/index-cache.js';
import { Project } from '../project/project.js';
import { writeGenerated } from '../project/write-generated.js';
import { appearanceScript } from '../ssg/appearance-script.js';
import { CSP_FILE, InlineScriptHashes, writeCspHeader } from '../ssg/csp.js';
import { feedLinkTags } from '../outputs/feeds.js';
import { writeSiteOutputs } from '../outputs/write-outputs.js';
import { writeRedirectPages } from '../ssg/redirect-pages.js';
import { createRouteManifest } from '../ssg/route-manifest.js';
import { findUnknownComponents, formatUnknownComponents } from '../pages/check-components.js';
import { refuseContentScripts } from '../ssg/content-scripts.js';
import type { RenderFn } from '../ssg/render-fn.js';
import { renderPages } from '../ssg/render-pages.js';
import { renderFailure } from '../ssg/render-failure.js';
import { RenderPool, renderThreads } from '../ssg/render-pool.js';
import { hashServerDir, RenderCache } from '../ssg/render-cache.js';
import { DocumentCache } from '../ssg/document-cache.js';
import { QuireError } from '../utils/errors.js';
import { collectGarbage } from '../utils/collect-garbage.js';
import { listFiles } from '../utils/files.js';
import { outputWriter } from '../utils/output-file.js';
import { consoleReporter, type Verbosity } from '../utils/task.js';
import { buildFolders, recoverStoppedBuilds } from './build-folders.js';
import { BundleCache } from './bundle-cache.js';
import { bundleKey, bundlerSetupKey, inputsOutsideKey, pageModuleHashes } from './bundle-key.js';
import { checkTranslations } from './check-translations.js';
import { checkBudget, formatFirstLoad, GzipSizes, measureFirstLoad } from './first-load.js';
import { findStandalonePages, standaloneSource, withStandalonePages, writeStandaloneScripts } from './standalone-pages.js';
import { isStopping, stopOnSignal } from './stop-on-signal.js';
import { swapDist } from './swap-dist.js';

export interface BuildOptions {
  cwd: string;
  configFile?: string;
  /** @default 'normal' */
  verbosity?: Verbosity;
}

export interface BuildSummary {
  outDir: string;
  pages: number;
  htmlFiles: number;
}

function checkLinks(project: Project): void {
  const { config } = project;
  const dead = deadLinksOf(project);
  if (!dead.length) return;
  const message = `${countDeadLinks(dead)}:\n${formatDeadLinks(dead)}`;
  if (config.linkCheck === 'warn') console.warn(`  ! ${message}`);
  else throw new QuireError(`${message}\n(set linkCheck: 'warn' in the site config to build anyway)`);
}

function checkOrphans(project: Project): void {
  const orphans = orphanPagesOf(project);
  if (!orphans.length) return;
  const message = `${orphans.length} page${orphans.length > 1 ? 's' : ''} no sidebar links to:\n${orphans.map((o) => `  ${formatOrphanPage(o)}`).join('\n')}`;
  if (project.config.orphanPages === 'warn') console.warn(`  ! ${message}`);
  else throw new QuireError(`${message}\n(set orphanPages: 'warn' in the site config to build anyway)`);
}

function checkComponents(project: Project, themeComponents: string[]): void {
  const provided = new Set(themeComponents);
  const unknown = findUnknownComponents(project.componentSources(), provided);
  if (!unknown.length) return;
  throw new QuireError(`${unknown.length} unknown component${unknown.length > 1 ? 's' : ''}:\n${formatUnknownComponents(unknown, provided)}`);
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const { task, info, warning, screenful, verbosity } = consoleReporter(options.verbosity ?? 'normal');
  const { config, projectRoot, configFile } = await task('load config', () => loadConfig(options.cwd, options.configFile));
  const project = new Project(config, projectRoot, false, configFile);
  const recovered = await recoverStoppedBuilds(project.tempDir, project.outDir);
  if (recovered) console.warn(`  ! ${recovered}`);
  const { stage: stageDir, ssr: ssrDir, moduleIds: idsFile } = buildFolders(project.tempDir);
  const cacheDir = path.join(project.tempDir, 'cache');
  const bundleCache = config.cache ? new BundleCache(path.join(cacheDir, 'bundle')) : undefined;
  // A build with no last bundle to reuse (a cold one) is going to bundle: the bundler process
  // starts now and loads Rsbuild while pages compile. Idle, it keeps no process alive.
  const earlyBundler = bundleCache?.hasBundle() ? undefined : new BundlerProcess();
  await project.plugins.beforeBuild();
  await task('scan content', async () => {
    await Promise.all([project.scan(), project.readHistory()]);
  });
  await task(`compile ${project.routes.length} pages`, (progress) => project.compileAll(progress.tick));
  const { compiled, threads } = project.lastCompile;
  const fromCache = config.cache ? `, ${project.routes.length - compiled} from .quire/cache/compile.pack` : '';
  info(`    ${compiled} compiled${threads ? ` in ${threads} worker threads` : ''}${fromCache}`);
  if (config.linkCheck !== 'off') await task('check links', () => checkLinks(project));
  if (config.orphanPages !== 'off') await task('check orphan pages', () => checkOrphans(project));
  const translations =
    config.translations.report === 'off' ? undefined : await task('check translations', () => checkTranslations(project, screenful));
  const searchCache = config.cache ? path.join(cacheDir, 'search-indexes.json') : undefined;
  const searchIndexes = config.search.mode === 'local' ? searchIndexOutputs(project.searchPages(), searchCache) : [];
  // Pages that import nothing of their own skip the bundler (`QUIRE_STANDALONE_PAGES=0` bundles
  // every page, for comparing).
  const standalone = process.env.QUIRE_STANDALONE_PAGES === '0' ? new Set<string>() : await findStandalonePages(project);
  const bundledRoutes = project.routes.filter((r) => !standalone.has(r.relativePath));
  // A build's site data names no search index: the site manifest does (`ssg/site-manifest.ts`).
  const site = writeGenerated(project, [], standalone);

  const projectId = `build-${process.pid}-${Date.now()}`;
  let pool: RenderPool | undefined;
  let savingBundle: Promise<void> | undefined;
  let renderCache: RenderCache | undefined;
  // Before anything is written into them (a stop while compiling leaves nothing to remove).
  const endSignalHandling = stopOnSignal([stageDir, ssrDir, idsFile], endBundlerProcesses);
  try {
    const cachedSsrDir = config.ssg ? ssrDir : undefined;
    const setupKey = config.cache ? bundlerSetupKey(project) : '';
    const moduleHashes = config.cache
      ? await pageModuleHashes(project, bundledRoutes)
      : { modules: new Map<string, string>(), data: new Map<string, string>() };
    const key = bundleKey(project, setupKey, moduleHashes.modules);
    // Files the same as in the output being replaced are linked from it, not written again.
    const previousOut = existsSync(project.outDir) ? project.outDir : undefined;
    const output = outputWriter(stageDir, previousOut, config.cache ? path.join(cacheDir, 'outputs.json') : undefined);
    let assets = await bundleCache?.restore(key, stageDir, cachedSsrDir, output.write);
    // A server bundle from the bundle cache is only written out if a page must be rendered.
    const cachedServer = assets && config.ssg ? bundleCache : undefined;
    if (assets) {
      earlyBundler?.cancel();
      info('  ✓ bundle: inputs unchanged, reused from .quire/cache/bundle');
    } else {
      const plan = planBundling(bundledRoutes.length, config.ssg);
      const stampDir = path.join(project.tempDir, 'stamps');
      const persistent = config.cache && plan.persistentCache;
      if (persistent) writeModuleStamps(stampDir, moduleHashes.data);
      const persistentCache = persistent ? { dir: path.join(cacheDir, 'rspack'), cacheDigest: setupKey, stampDir } : undefined;
      const options = { projectId, distDir: stageDir, ssrDir, persistentCache };
      // In child processes, so Rspack's memory is given back before rendering (Rsbuild is
      // never loaded here). The compile's garbage goes first: this process waits meanwhile,
      // and the two processes' memory adds up.
      collectGarbage();
      const request = { projectRoot, configFile, routes: bundledRoutes, options, logLevel: verbosity === 'quiet' ? ('warn' as const) : undefined };
      const runs = plan.runs.length > 1 ? ` (large site: ${plan.runs.length} processes, one after the other)` : '';
      const bundled = await task(`bundle${runs}`, (progress) =>
        bundleInProcesses(project, request, plan.runs, { first: earlyBundler, idsFile, onPhase: progress.phase }),
      );
      assets = bundled.assets;
      const inputs = inputsOutsideKey(project, [...listFiles(path.join(project.docsRoot, 'public')), ...bundled.inputs]);
      // Copied while pages render (the bundle's files only); awaited before the output moves.
      savingBundle = bundleCache?.save(key, inputs, assets, stageDir, cachedSsrDir);
      // The bundler asked for every module compiled from Markdown (pages and the ones they
      // import): the compile cache keeps those and drops the rest.
      await project.saveCompileCache({ prune: true });
    }
    // After the bundle cache has listed the bundle's files: these are not part of it.
    const scripts = await writeStandaloneScripts(project, standalone, output.write);
    assets = withStandalonePages(assets, scripts);
    const gzipSizes = GzipSizes.open(config.cache ? path.join(cacheDir, 'gzip-sizes.json') : undefined);
    const firstLoad = measureFirstLoad(assets, stageDir, gzipSizes);
    gzipSizes.save();
    info(`  ${formatFirstLoad(firstLoad)}`);
    checkBudget(firstLoad, config.budget);
    const routeTable = createRouteManifest(project.routes, assets);
    await output.write(routeTable.file, routeTable.json);
    await output.write(SITE_MANIFEST_FILE, siteManifestJson({ routes: routeTable.file, search: searchIndexes.map((s) => s.info) }));
    // Before rendering: the render threads read them.
    for (const sidebar of project.allSidebarFiles()) await output.write(sidebar.file, sidebar.json);
    const inlineScript = appearanceScript(
      config.themeConfig.darkMode !== false,
      bannerStorageKeys(config.themeConfig as Record<string, unknown>, config.langs),
    );
    // Without pre-rendering, every route still gets its own HTML (head, assets) with an empty
    // root that the client renders fresh.
    let render: RenderFn = async (routePath) => ({ appHtml: '', pageData: project.pageDataFor(routePath) });
    let themeComponents: string[] = [];
    if (config.ssg) {
      if (config.cache) {
        const serverFiles = cachedServer ? await cachedServer.serverFileHashes() : await hashServerDir(ssrDir);
        // An unbundled page's script stands for its server chunk.
        const pageScripts = [...scripts.values()].map((script) => [`${script.entry}.js`, script.hash] as const);
        renderCache = await RenderCache.open(path.join(cacheDir, 'render.pack'), [...serverFiles, ...pageScripts]);
      }
      const routesByPath = new Map(project.routes.map((r) => [r.routePath, r]));
      const relativePathOf = (p: string) => routesByPath.get(p)?.relativePath;
      // Threads for the pages the cache lacks (the 404 page aside); none when it has them all.
      const misses = renderCache ? renderCache.missing(project.routes) : project.routes.length;
      let starting: Promise<RenderPool> | undefined;
      const startPool = () =>
        (starting ??= (async () => {
          await cachedServer?.extractServer();
          // The server bundle is CommonJS whatever the docs project's own package.json says (see rsbuild-config.ts).
          await fs.mkdir(ssrDir, { recursive: true });
          await fs.writeFile(path.join(ssrDir, 'package.json'), '{"type":"commonjs"}\n');
          pool = new RenderPool(path.join(ssrDir, 'ssr.js'), {
            outDir: stageDir,
            threads: renderThreads(misses),
            timeout: config.renderTimeout,
            pageSource: async (routePath) => {
              const route = routesByPath.get(routePath);
              return route && standalone.has(route.relativePath) ? standaloneSource(project, route) : undefined;
            },
          });
          await pool.themeComponents();
          return pool;
        })());
      themeComponents = renderCache?.themeComponents ?? (await (await startPool()).themeComponents());
      checkComponents(project, themeComponents);
      const sourceFileOf = (p: string) => {
        const route = routesByPath.get(p);
        return route && path.relative(projectRoot, route.absolutePath);
      };
      const poolRender: RenderFn = async (routePath) => {
        // A server bundle that does not load is no page's fault: only a page's own failure names it.
        const loaded = await startPool();
        return loaded.render(routePath).catch((error: unknown) => {
          throw renderFailure(error, routePath, sourceFileOf(routePath));
        });
      };
      render = renderCache ? renderCache.wrap(poolRender, relativePathOf) : poolRender;
    }
    const inlineScripts = new InlineScriptHashes();
    // Everything every document shares; each page's own parts are added per page.
    const documentSetup = { config, site, entryJs: assets.entryJs, entryCss: assets.entryCss, inlineScript };
    const documents = renderCache && DocumentCache.open(path.join(cacheDir, 'documents.json'), previousOut, stageDir, documentSetup, renderCache);
    const count = await task(config.ssg ? 'render pages' : 'write page shells', (progress) =>
      renderPages({
        render,
        outDir: stageDir,
        routes: project.routes,
        site,
        assets: assets as BuildAssets,
        inlineScript,
        head: config.head,
        pageHead: (page) => feedLinkTags(config.feeds, page, config.lang, config.base),
        sidebarFileOf: (route) => project.sidebarFileOf(route)?.file,
        siteUrl: config.siteUrl,
        write: output.write,
        onDocument: (file, hashes) => inlineScripts.add(file, hashes),
        documents,
        checkContent: config.markdown.allowInlineScripts
          ? undefined
          : (appHtml, route) => refuseContentScripts(appHtml, route ? path.relative(projectRoot, route.absolutePath) : '404.html'),
        onProgress: progress.tick,
      }),
    );
    if (renderCache) {
      info(`    ${renderCache.hits} of ${count} pages unchanged, taken from .quire/cache/render.pack`);
      if (documents) info(`    ${documents.reused} of ${count} documents unchanged, linked from the last dist/`);
      await renderCache.save(themeComponents);
    }
    for (const index of searchIndexes) await writeSearchIndex(index, output);
    const outputs = await task('feeds, sitemap, llms.txt, Markdown copies', () => writeSiteOutputs(project, stageDir, output.write));
    info(`    ${outputs.files} files`);
    const redirects = await writeRedirectPages(site, stageDir, new Set(project.routes.map((r) => r.routePath)));
    if (redirects) info(`  ✓ ${redirects} redirect pages`);
    const csp = await writeCspHeader(stageDir, inlineScripts);
    info(`  CSP for every inline script (also in ${CSP_FILE}):\n    ${csp}`);
    await savingBundle;
    // Checked in the same step as the swap: a signal being handled means the stage is going.
    if (isStopping()) throw new QuireError('stopped');
    swapDist(stageDir, project.outDir);
    // After the swap: the documents and files they describe are now the output.
    documents?.save();
    output.save();
    // The site is in place: a plugin's afterBuild reads or adds to the output folder.
    await project.plugins.afterBuild();
    if (translations) (translations.findings ? warning : info)(translations.text);
    return { outDir: project.outDir, pages: project.routes.length, htmlFiles: count };
  } finally {
    await savingBundle?.catch(() => undefined);
    await pool?.close();
    await renderCache?.close();
    await project.closeCompileCache();
    await fs.rm(ssrDir, { recursive: true, force: true });
    await fs.rm(idsFile, { force: true });
    await fs.rm(stageDir, { recursive: true, force: true });
    endSignalHandling();
  }
}
