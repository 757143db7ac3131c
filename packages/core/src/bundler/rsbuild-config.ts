/**
 * The Rsbuild configuration for a docs project: a `web` environment for the browser and,
 * when pre-rendering, a `node` environment for the server renderer. Content files go through
 * the MDX loader; the runtime finds the generated modules and the theme through aliases.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeRsbuildConfig, type RsbuildConfig, type Rspack, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { generatedPaths, PAGE_REGISTRY_MODULE, pageEntries } from '../project/generate.js';
import type { Project } from '../project/project.js';
import type { MdxLoaderOptions } from './mdx-loader.js';
import { searchIndexMiddleware } from '../dev/search-index.js';
import type { DevPageEntries } from '../dev/page-entries.js';
import type { BundlerBusy } from '../dev/bundler-busy.js';
import { devPagesMiddleware } from '../dev/pages-middleware.js';
import { pageImageMiddleware } from '../dev/image-middleware.js';
import { devWatchIgnored } from '../dev/watch-ignored.js';
import { CompileHintPlugin } from './compile-hint-plugin.js';
import { ContentErrorsPlugin } from './content-errors-plugin.js';
import { PageImportErrorsPlugin } from './page-import-errors.js';
import { PagesListUsePlugin } from './pages-list-use.js';
import { redirectMiddleware } from './redirect-middleware.js';
import { defaultThemeEntry, resolveThemeEntry } from './theme-entry.js';
import { besideModule, runnableModule } from '../utils/core-module.js';

const require = createRequire(import.meta.url);
/** The path Rspack loads core's loader `name` from. */
const coreLoader = (name: string) => fileURLToPath(runnableModule(besideModule(import.meta.url, name)));

/** Rspress's module names, exactly (`$`), for pages written for Rspress (`markdown/rspress-imports.ts`). */
function rspressAliases(): Record<string, string> {
  const theme = require.resolve('@quire/theme-default/rspress-theme');
  const runtime = runtimeModule('rspress-runtime');
  return {
    '@rspress/core/theme$': theme,
    // A site theme wraps or re-exports the default one through this name, as it does Rspress's, so it is the whole theme.
    '@rspress/core/theme-original$': require.resolve('@quire/theme-default/rspress-theme-original'),
    'rspress/theme$': theme,
    '@rspress/core/runtime$': runtime,
    'rspress/runtime$': runtime,
  };
}
const runtimeDir = path.dirname(require.resolve('@quire/runtime/package.json'));
/** The shared package, which the runtime and the theme import: compiled for the browser like them. */
const sharedDir = path.dirname(require.resolve('@quire/shared/package.json'));
/** A module of the runtime, by the name its package exports it under. */
const runtimeModule = (name: string) => require.resolve(`@quire/runtime/${name}`);

/**
 * The search worker comes built (`@quire/runtime/search-worker`), a file the page finds with
 * `new URL`: copied beside the scripts by the browser build, only named by the server's.
 */
const searchWorkerFile = {
  test: runtimeModule('search-worker'),
  dependency: 'url',
  type: 'asset/resource',
  generator: { filename: 'static/js/[name].[contenthash:10][ext]' },
} satisfies Rspack.RuleSetRule;
const searchWorkerName = { ...searchWorkerFile, generator: { ...searchWorkerFile.generator, emit: false } } satisfies Rspack.RuleSetRule;

/** An environment's `tools.rspack` that adds one rule. */
function withRule(rule: Rspack.RuleSetRule) {
  return (config: Rspack.Configuration) => {
    config.module ??= {};
    config.module.rules = [...(config.module.rules ?? []), rule];
  };
}

export interface BundlerOptions {
  projectId: string;
  /** Folder the browser build writes to. */
  distDir: string;
  /** Folder of the server renderer bundle (build only). */
  ssrDir?: string;
  port?: number;
  /** Dev only: the address the server listens on (Rsbuild's default, every address, when unset). */
  host?: string;
  /**
   * Build only: Rspack's persistent cache in this folder, invalidated when `cacheDigest` (the
   * bundler's setup) changes; pages are checked through their stamps in `stampDir`.
   */
  persistentCache?: { dir: string; cacheDigest: string; stampDir: string };
  /** Keep what `distDir` holds (a later part of a large site's browser build, `bundle-plan.ts`). */
  keepDist?: boolean;
  /** Browser parts of a large site: the file through which the parts share module ids. */
  sharedIds?: string;
  /**
   * Dev: the build's errors after each compile, a page's as the compiler reports it; the page
   * shows them (Rsbuild's overlay and console messages are off).
   */
  onBuildErrors?: (messages: string[]) => void;
  /** Dev: after each compile, whether some module imports `usePages` (`pages-list-use.ts`). */
  onPagesListUse?: (used: boolean) => void;
  /** Dev: the page entries, added as the browser asks for pages (`dev/page-entries.ts`). */
  devPages?: DevPageEntries;
  /** Dev: marks when the bundler compiles, so work over every page steps aside (`dev/bundler-busy.ts`). */
  bundlerBusy?: BundlerBusy;
}

/**
 * The browser parts of a large site (`bundle-plan.ts`) are separate compilations whose page
 * entries all run on the same app entry, so an id must mean the same module in every part.
 * The app entry's modules (and any other shared module) keep the ids the first part gave them
 * (written to `file` and read by each later part); a page's own modules (its entry and its
 * content) get 12-digit ids hashed from their path, which another part's pages do not share
 * (`mergeParts` checks); chunk ids are chunk names (`p-<hash>` for a page entry).
 */
function shareIdsBetweenParts(config: Rspack.Configuration, file: string, pageDirs: string[]): void {
  const isPageModule = (module: Rspack.Module) => {
    const name = module.nameForCondition?.() ?? '';
    return pageDirs.some((dir) => name.startsWith(dir));
  };
  config.optimization = { ...config.optimization, chunkIds: 'named', moduleIds: false };
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.experiments.ids.SyncModuleIdsPlugin({ path: file, mode: 'merge', test: (m) => !isPageModule(m) }),
    new rspack.ids.DeterministicModuleIdsPlugin({ test: (m) => !isPageModule(m) }),
    new rspack.ids.DeterministicModuleIdsPlugin({ test: isPageModule, maxLength: 12, fixedLength: true }),
  ];
}

export function createBundlerConfig(project: Project, options: BundlerOptions): RsbuildConfig {
  const generated = generatedPaths(project.generatedDir);
  const persistent = project.dev ? undefined : options.persistentCache;
  // Shared by the environments, so a page's import error shows once.
  const reportedImports = new Set<string>();
  // The browser build makes each page an entry of its own that depends on the app entry, and
  // fetches the route table as JSON: the first load then does not grow with the number of pages
  // (no table, no chunk map in the runtime). Dev adds a page's entry when the browser first asks for it.
  // The entry is the page's own file with a query, answered by the MDX loader.
  const pageEntry = { docsRoot: project.docsRoot };
  const loaderOptions: MdxLoaderOptions = { projectId: options.projectId, stampDir: persistent?.stampDir, pageEntry };
  const mdxRule = {
    test: /\.mdx?$/,
    use: [{ loader: coreLoader('mdx-loader'), options: loaderOptions }],
  };
  const ssg = project.config.ssg && !project.dev;
  const themeEntry = resolveThemeEntry(project);
  // A site theme's exports under Rspress's part names become Quire's parts (`theme-parts.ts`).
  const themeRule =
    themeEntry === defaultThemeEntry ? undefined : { test: themeEntry, enforce: 'pre' as const, use: [{ loader: coreLoader('theme-parts-loader') }] };
  // The plugins' global styles come after the app's own, so that they override the theme's.
  const entry: Record<string, string | string[] | { import: string; dependOn: string; html: boolean }> = {
    index: [runtimeModule('client-entry'), ...project.config.extensions.globalStyles],
  };
  if (!project.dev)
    for (const [name, request] of Object.entries(pageEntries(project.routes))) entry[name] = { import: request, dependOn: 'index', html: false };
  const web: NonNullable<RsbuildConfig['environments']>[string] = {
    source: { entry },
    output: { target: 'web' },
    tools: {
      rspack: (config) => {
        withRule(searchWorkerFile)(config);
        // Development's scripts are large and mostly unused at load: the hint would compile all of them.
        if (!project.dev) config.plugins = [...(config.plugins ?? []), new CompileHintPlugin('index')];
      },
    },
    resolve: {
      alias: {
        '@quire/virtual-route-source': runtimeModule(project.dev ? 'routes-dev' : 'routes-manifest'),
      },
    },
  };
  // A build makes them one after the other (`run-rsbuild.ts`), the server first, because the
  // browser build (minified) then peaks lower on top of what the server build keeps.
  const environments: RsbuildConfig['environments'] = {};
  if (!project.dev && ssg && options.ssrDir) {
    environments.node = {
      source: { entry: { ssr: runtimeModule('ssr-entry') } },
      resolve: {
        alias: {
          '@quire/virtual-route-source': runtimeModule('routes-static'),
        },
      },
      // CommonJS (Rsbuild's default for node is ES modules): a render thread loads each page's
      // chunk as it renders it, and Node's require() does that with less CPU than import(), which
      // resolves, reads and compiles each as an ES module.
      output: { target: 'node', module: false, distPath: { root: options.ssrDir }, emitCss: false, minify: false },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      tools: { rspack: withRule(searchWorkerName) },
    };
  }
  environments.web = web;
  const own: RsbuildConfig = {
    root: project.projectRoot,
    mode: project.dev ? 'development' : 'production',
    plugins: [pluginReact()],
    environments,
    source: {
      define: {
        __QUIRE_SSG__: JSON.stringify(ssg),
        __QUIRE_DEV__: JSON.stringify(project.dev),
      },
      include: [runtimeDir, sharedDir, path.dirname(defaultThemeEntry)],
    },
    resolve: {
      alias: {
        '@theme': themeEntry,
        '@quire/virtual-routes': generated.routes,
        '@quire/virtual-site-data': generated.siteData,
        '@quire/virtual-pages': generated.pages,
        '@quire/virtual-search-hooks': generated.searchHooks,
        [PAGE_REGISTRY_MODULE]: runtimeModule('page-registry'),
        '@quire/virtual-global-components': generated.globalComponents,
        '@mdx-js/react': path.dirname(require.resolve('@mdx-js/react', { paths: [runtimeDir] })),
        ...rspressAliases(),
      },
    },
    output: {
      distPath: { root: options.distDir },
      assetPrefix: project.config.base,
      cleanDistPath: !options.keepDist,
    },
    html: project.dev ? { template: path.join(project.generatedDir, 'index.html'), title: project.config.title } : undefined,
    tools: {
      htmlPlugin: project.dev,
      rspack: (config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push(mdxRule);
        if (themeRule) config.module.rules.push(themeRule);
        // A site's TypeScript (its theme, a page's components) may import with `.js` extensions,
        // whether or not the docs project has a tsconfig of its own.
        config.resolve ??= {};
        config.resolve.extensionAlias = { ...config.resolve.extensionAlias, '.js': ['.js', '.ts', '.tsx'] };
        // Compiled pages import `react/jsx-runtime`; a docs folder with no node_modules of its
        // own (such as a generated tree in a temporary folder) finds it next to the runtime.
        config.resolve.modules = [...(config.resolve.modules ?? ['node_modules']), path.join(runtimeDir, 'node_modules')];
        // A page's entry is its own file with a query: under the docs folder too.
        if (options.sharedIds) shareIdsBetweenParts(config, options.sharedIds, [project.docsRoot + path.sep]);
        if (!project.dev) config.plugins = [...(config.plugins ?? []), new PageImportErrorsPlugin(project.projectRoot, reportedImports)];
        if (options.onBuildErrors) config.plugins = [...(config.plugins ?? []), new ContentErrorsPlugin(options.onBuildErrors)];
        if (options.bundlerBusy) config.plugins = [...(config.plugins ?? []), options.bundlerBusy.plugin()];
        // A site's own choice stays.
        if (project.dev)
          config.watchOptions = { ...config.watchOptions, ignored: config.watchOptions?.ignored ?? devWatchIgnored(project.projectRoot) };
        if (options.devPages) {
          config.entry = options.devPages.dynamicEntry(config.entry);
          config.plugins = [...(config.plugins ?? []), options.devPages.plugin()];
          // Rsbuild reloads the open pages when the set of entry chunks in its stats changes, as it does
          // each time a page's entry is added; the browser loads that entry itself.
          config.stats = { ...(typeof config.stats === 'object' ? config.stats : {}), entrypoints: false };
        }
        if (options.onPagesListUse)
          config.plugins = [...(config.plugins ?? []), new PagesListUsePlugin(runtimeModule('rspress-runtime'), options.onPagesListUse)];
        return config;
      },
    },
    dev: {
      // The page shows build errors itself, once, as `onBuildErrors` hands them over: Rsbuild's
      // overlay would add advice about its own config, and its client would log each error again.
      client: { overlay: false, logLevel: 'silent' },
      hmr: true,
      liveReload: true,
      lazyCompilation: { imports: true, entries: false },
    },
    server: {
      base: project.config.base,
      port: options.port ?? 3000,
      host: options.host,
      publicDir: { name: path.join(project.docsRoot, 'public') },
      htmlFallback: 'index',
      historyApiFallback: true,
      printUrls: true,
      // Only local names, IP addresses, `--host` and the names a builder config adds: a page on
      // another site that rebinds its own name to this machine must not read the docs (DNS rebinding).
      allowedHosts: [],
      // Before Rsbuild's own middlewares: these answer paths its fallback would answer with the app.
      setup: (context) => {
        const { server } = context;
        server.middlewares.use(redirectMiddleware(project));
        server.middlewares.use(searchIndexMiddleware(project));
        server.middlewares.use(pageImageMiddleware(project));
        if (options.devPages)
          server.middlewares.use(
            devPagesMiddleware(project, options.devPages, context.action === 'dev' ? context.server.environments.web : undefined),
          );
      },
    },
    performance: {
      printFileSize: false,
      buildCache: persistent ? { cacheDirectory: persistent.dir, cacheDigest: [persistent.cacheDigest] } : false,
    },
  };
  // The plugins' `builderConfig` and `builderPlugins`, then the site's own, as Rsbuild merges configs.
  const { builderConfigs } = project.config.extensions;
  return builderConfigs.length ? mergeRsbuildConfig(own, ...builderConfigs) : own;
}
