/**
 * The browser and server bundles: restored from the bundle cache when their inputs are
 * unchanged, else built in child processes (`bundler/bundle-process.ts`) and saved for the next
 * build while pages render.
 */
import path from 'node:path';
import type { BuildAssets } from '../../bundler/assets-plugin.js';
import { bundleInProcesses, BundlerProcess, type ProcessUsage } from '../../bundler/bundle-process.js';
import { type BundlingOptions, planBundling } from '../../bundler/bundle-plan.js';
import { writeModuleStamps } from '../../bundler/module-stamps.js';
import { hashServerDir, type ServerFileHashes } from '../../ssg/render-cache.js';
import { generatedPaths } from '../../project/generate.js';
import { writePagesList } from '../../project/write-generated.js';
import { collectGarbage } from '../../utils/collect-garbage.js';
import { listFiles } from '../../utils/files.js';
import { BundleCache } from '../bundle-cache.js';
import { compileImportedModules, imagesByBundling, writePageImages } from '../page-images.js';
import { bundleKey, bundlerSetupKey, inputsOutsideKey, pageModuleHashes } from '../bundle-key.js';
import type { BuildContext } from './context.js';
import type { SiteSources } from './site-data.js';

export interface BundleOptions {
  /** Where to write the browser build's module stats (`quire build --stats`). */
  statsFile?: string;
  /** How to bundle instead of by the page count. */
  bundling?: BundlingOptions;
}

/** The server bundle the pages render with, wherever it is. */
export interface ServerBundle {
  /** Its files and hashes (part of the render cache's key). */
  fileHashes(): Promise<ServerFileHashes>;
  /** Puts it in its folder, if it is not there yet. */
  extract(): Promise<void>;
}

export interface Bundle {
  assets: BuildAssets;
  server: ServerBundle;
  /** What each bundler process used (none when the bundle was restored). */
  processes: ProcessUsage[];
}

export class BundleStep {
  private readonly cache?: BundleCache;
  /** A bundler process started before bundling; see `startBundler`. */
  private early?: BundlerProcess;
  private started = false;
  private saving?: Promise<void>;

  constructor(private readonly cacheDir: string | undefined) {
    this.cache = cacheDir ? new BundleCache(path.join(cacheDir, 'bundle')) : undefined;
  }

  /**
   * Called before the bundle is needed: a build with no last bundle to reuse (a cold one) is going
   * to bundle, so its bundler process starts now and loads Rsbuild meanwhile; once only. Idle, it
   * keeps no process alive.
   */
  startBundler(): void {
    if (this.started) return;
    this.started = true;
    this.early = this.cache?.hasBundle() ? undefined : new BundlerProcess();
  }

  async run(context: BuildContext, sources: SiteSources, options: BundleOptions): Promise<Bundle> {
    const { project, folders, output, reporter } = context;
    const { config } = project;
    const { bundledRoutes: routes } = sources;
    const cachedSsrDir = config.ssg ? folders.ssr : undefined;
    const setupKey = this.cache ? bundlerSetupKey(project) : '';
    const moduleHashes = this.cache
      ? await pageModuleHashes(project, routes)
      : { modules: new Map<string, string>(), data: new Map<string, string>() };
    const key = bundleKey(project, setupKey, moduleHashes.modules);
    // `usePages()`'s list is every page's data, large on a large site: made only for a bundler that reads it.
    const pagesList = new Map([[generatedPaths(project.generatedDir).pages, () => writePagesList(project)]]);
    const restored = await this.cache?.restore(key, folders.stage, cachedSsrDir, output.write, pagesList);
    if (restored && this.cache) {
      this.early?.cancel();
      reporter.info('  ✓ bundle: inputs unchanged, reused from .quire/cache/bundle');
      // A server bundle from the bundle cache is only written out if a page must be rendered.
      const cache = this.cache;
      return { assets: restored, server: { fileHashes: () => cache.serverFileHashes(), extract: () => cache.extractServer() }, processes: [] };
    }
    for (const writeInput of pagesList.values()) writeInput();
    const plan = planBundling(routes.length, config.ssg, options.bundling);
    const stampDir = path.join(project.tempDir, 'stamps');
    const { cacheDir } = this;
    const persistentCache = cacheDir && plan.persistentCache ? { dir: path.join(cacheDir, 'rspack'), cacheDigest: setupKey, stampDir } : undefined;
    if (persistentCache) writeModuleStamps(stampDir, moduleHashes.data);
    const projectId = `build-${process.pid}-${Date.now()}`;
    const bundlerOptions = { projectId, distDir: folders.stage, ssrDir: folders.ssr, persistentCache };
    // In child processes, so Rspack's memory is given back before rendering (Rsbuild is
    // never loaded here). The compile's garbage goes first: this process waits meanwhile,
    // and the two processes' memory adds up.
    collectGarbage();
    const request = {
      projectRoot: project.projectRoot,
      configFile: project.configFile,
      routes,
      options: bundlerOptions,
      logLevel: reporter.verbosity === 'quiet' ? ('warn' as const) : undefined,
      statsFile: options.statsFile,
    };
    const runs = plan.runs.length > 1 ? ` (large site: ${plan.runs.length} processes, one after the other)` : '';
    const bundled = await reporter.task(`bundle${runs}`, (progress) =>
      bundleInProcesses(project, request, plan.runs, { first: this.early, idsFile: folders.moduleIds, onPhase: progress.phase }),
    );
    // Kept with the bundle: a bundle taken from the cache brings its pages' images back.
    await compileImportedModules(project, bundled.inputs);
    await writePageImages(imagesByBundling(project, sources.standalone).bundled, output.write, project.projectRoot);
    const inputs = inputsOutsideKey(project, [...listFiles(path.join(project.docsRoot, 'public')), ...bundled.inputs]);
    // Copied while pages render (the bundle's files only); awaited before the output moves.
    this.saving = this.cache?.save(key, inputs, bundled.assets, folders.stage, cachedSsrDir);
    // The bundler asked for every module compiled from Markdown (pages and the ones they
    // import): the compile cache keeps those and drops the rest.
    await project.saveCompileCache({ prune: true });
    const server = { fileHashes: () => hashServerDir(folders.ssr), extract: () => Promise.resolve() };
    return { assets: bundled.assets, server, processes: bundled.usage };
  }

  /** Resolves once the bundle is saved for the next build: before the output moves, its files must stay. */
  saved(): Promise<void> {
    return this.saving ?? Promise.resolve();
  }

  /** The files the bundle was made from outside `node_modules`, by their sha1 then (after `saved`); none without the cache, or when it could not be written. */
  inputHashes(): Readonly<Record<string, string>> | undefined {
    return this.cache?.inputs;
  }

  /** Ends the saving, whatever became of the build. */
  async close(): Promise<void> {
    await this.saving?.catch(() => undefined);
  }
}
