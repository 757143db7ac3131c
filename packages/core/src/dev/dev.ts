/**
 * `quire dev`: the Rsbuild dev server with on-demand compilation of page chunks. A watcher on
 * the content folder regenerates the route table when pages are added or removed, so a new
 * page is reachable without a restart; edits reach the browser through HMR.
 */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { createRsbuild } from '@rsbuild/core';
import { BUILD_ERRORS_EVENT, type BuildErrorsMessage, CONTENT_CHANGED_EVENT, ROUTES_CHANGED_EVENT } from '@quire/shared';
import { registerProject } from '../bundler/loader-registry.js';
import { progressPlugin } from '../bundler/progress-plugin.js';
import { createBundlerConfig } from '../bundler/rsbuild-config.js';
import { themeEntryCandidates } from '../bundler/theme-entry.js';
import { defaultsNotice, type LoadedConfig, loadConfig, reportConfigNotices } from '../config/load.js';
import { Project } from '../project/project.js';
import { reportLines } from '../pages/format-translation-report.js';
import { findingCount } from '../pages/translation-report.js';
import { reportTranslations } from '../project/translations.js';
import { writeGenerated, writePagesList } from '../project/write-generated.js';
import { consoleReporter, type Verbosity } from '../utils/task.js';
import { type DevServerHandle, reloadOnConfigChange, type RunningDevServer } from './config-reload.js';
import { AfterFirstPage } from './after-first-page.js';
import { BundlerBusy } from './bundler-busy.js';
import { ContentChecks } from './content-checks.js';
import { DevWarnings } from './dev-warnings.js';
import { FolderWatcher } from './folder-watcher.js';
import { HotMessages } from './hot-messages.js';
import { DevPageEntries } from './page-entries.js';
import { devSearchIndexes } from './search-index.js';
import { editOf, i18nFile } from './site-files.js';

export interface DevOptions {
  cwd: string;
  configFile?: string;
  port?: number;
  /** Address to listen on, such as `127.0.0.1`; unset: every address. */
  host?: string;
  /** @default 'normal' */
  verbosity?: Verbosity;
  /**
   * The compile thread, started by the command before it loaded the dev server's modules and the config
   * (`startUnsetThread`), so the MDX compiler loads meanwhile; the first server takes it.
   */
  compileThread?: Worker;
}

export type { DevServerHandle } from './config-reload.js';

export async function dev(options: DevOptions): Promise<DevServerHandle> {
  // A server that does not start must not leave the thread holding the process open.
  return startFirst(options).catch(async (error: unknown) => {
    await options.compileThread?.terminate();
    throw error;
  });
}

async function startFirst(options: DevOptions): Promise<DevServerHandle> {
  const loaded = await loadConfig(options.cwd, options.configFile, 'dev');
  reportConfigNotices(loaded, { info: console.log, warning: console.warn });
  if (!loaded.configFile) {
    consoleReporter(options.verbosity ?? 'normal').info(`  ${defaultsNotice(loaded.projectRoot, loaded.config)}`);
    return startDev(loaded, options);
  }
  const first = await startDev(loaded, options);
  return reloadOnConfigChange(first, {
    configFile: loaded.configFile,
    themeEntries: themeEntryCandidates(loaded),
    load: () => loadConfig(options.cwd, options.configFile, 'dev'),
    // The same port, so the open pages reconnect to the new server; its compile thread is its own.
    start: (next, port) => startDev(next, { ...options, port, compileThread: undefined }),
  });
}

async function startDev({ config, projectRoot, configFile }: LoadedConfig, options: DevOptions): Promise<RunningDevServer> {
  const verbose = options.verbosity === 'verbose';
  // An edit the writer waits for is built before the rest of the work over every page goes on.
  const bundlerBusy = new BundlerBusy();
  const project = new Project(config, projectRoot, {
    mode: 'dev',
    configFile,
    // Loaded while the routes are scanned and the bundler starts, not in the bundler's first compile.
    onDemandCompiles: 'warm thread',
    startedThread: options.compileThread,
    foreground: () => bundlerBusy.idle(),
    // Pages compile when first asked for: --verbose shows which, and when.
    onCompiled: verbose ? (file, ms) => console.log(`[quire] compiled ${file} (${Math.round(ms)} ms)`) : undefined,
  });
  await project.scan();
  project.warmGrammars();
  writeGenerated(project, devSearchIndexes(project));

  const reporter = consoleReporter(options.verbosity ?? 'normal');
  const projectId = `dev-${process.pid}`;
  const afterFirstPage = new AfterFirstPage();
  const unregister = registerProject(projectId, {
    pageModule: (absolutePath, source) => {
      afterFirstPage.pageAsked();
      return project.pageModule(absolutePath, source);
    },
  });
  const devPages = new DevPageEntries(
    () => project.routes,
    (file) => {
      afterFirstPage.pageRequested();
      if (verbose) console.log(`[quire] page entry added to the bundle: ${file}`);
    },
    () => {
      if (verbose) console.log('[quire] the browser has drawn a page: the work over every page may start');
      afterFirstPage.pageShown();
    },
    // Failures are the loader's to report, when it takes the compile.
    (route) => void project.compile(route.absolutePath).catch(() => undefined),
  );
  const buildErrors = new HotMessages<BuildErrorsMessage>(BUILD_ERRORS_EVENT);
  const rsbuild = await createRsbuild({
    cwd: projectRoot,
    rsbuildConfig: createBundlerConfig(project, {
      projectId,
      distDir: path.join(project.generatedDir, 'dist'),
      port: options.port,
      host: options.host,
      onBuildErrors: (messages) => buildErrors.send('build', { source: 'build', messages }),
      onPagesListUse: (used) => pagesListUse(used),
      devPages,
      bundlerBusy,
    }),
  });
  // On a large site the first compile takes a while; Rsbuild's own line says when it is ready.
  const firstCompile = reporter.liveStep('first compile');
  rsbuild.addPlugins([progressPlugin(firstCompile.progress.phase)]);

  const warnings = new DevWarnings();
  const checks = new ContentChecks(project, warnings);
  // Any change under the content folder may change what the checks report and what search finds:
  // the checks run again, and the browser fetches the search index again before its next query
  // (once the server is listening; after a rescan, with the new routes).
  let tellBrowsers = (_event: string): void => undefined;
  // `usePages()`'s list needs every page compiled: written again once they are, a hot update for the pages that use it;
  // only while some module imports `usePages` (the bundler tells after each compile), so other sites compile nothing for it.
  let pagesList = Promise.resolve();
  let pagesListUsed = false;
  const refreshPagesList = () => {
    pagesList = pagesList
      .then(() => project.compileEvery())
      .then(
        () => {
          writePagesList(project);
          if (verbose) console.log('[quire] usePages(): every page compiled, the list written again');
        },
        (error: unknown) => console.warn(`[quire] the list of pages for usePages() failed: ${(error as Error).message}`),
      );
  };
  const pagesListUse = (used: boolean) => {
    if (used && !pagesListUsed) afterFirstPage.run(refreshPagesList);
    pagesListUsed = used;
  };
  const contentChanged = (editedPage?: string) => {
    afterFirstPage.run(() => {
      checks.schedule(editedPage);
      if (pagesListUsed) refreshPagesList();
    });
    tellBrowsers(CONTENT_CHANGED_EVENT);
  };
  const rescan = async () => {
    try {
      await project.scan();
      writeGenerated(project, devSearchIndexes(project));
      tellBrowsers(ROUTES_CHANGED_EVENT);
    } catch (error) {
      console.error(`[quire] ${(error as Error).message}`);
    }
    contentChanged();
  };
  // The watcher's first walk reads every folder under the content folder: after the first page, which must not wait for
  // it (an edit of a page the bundle holds reaches the browser through the bundler's own watcher meanwhile).
  let watcher: FolderWatcher | undefined;
  let stopped = false;
  afterFirstPage.run(() => {
    if (stopped) return;
    watcher = new FolderWatcher(
      project.docsRoot,
      (event, file) => {
        if (event !== 'change') return void rescan();
        if (editOf(file, projectRoot) === 'check') return contentChanged(devPages.edited(file) ? file : undefined);
        reporter.info(`[quire] ${path.relative(projectRoot, file)} changed: sidebars, navigation and site data read again`);
        void rescan();
      },
      { files: [i18nFile(projectRoot)] },
    );
  });

  // Pages compile on demand here, so headings are not compared; missing and stale cost one git call
  // and a read of every page's front matter: after the first page, which must not wait for it.
  afterFirstPage.run(() => {
    checks.schedule();
    void reportTranslations(project, { checks: ['missing', 'stale'] }).then(
      (report) => report && reporter[findingCount(report) ? 'warning' : 'info'](`[quire] ${reportLines(report, reporter.screenful).join('\n')}`),
      (error: unknown) => console.warn(`[quire] translation report failed: ${(error as Error).message}`),
    );
  });
  rsbuild.onAfterDevCompile(({ isFirstCompile }) => {
    // Pages served from the disk cache leave the MDX compiler unloaded: load it now, not on the first edit
    // (nor while the first page is drawn).
    afterFirstPage.run(() => void project.warmUpCompiler());
    if (isFirstCompile) firstCompile.end();
    afterFirstPage.compileDone(isFirstCompile);
  });
  const stop = async () => {
    stopped = true;
    afterFirstPage.close();
    checks.close();
    warnings.close();
    buildErrors.close();
    watcher?.close();
    unregister();
    await project.close();
  };
  // A server that cannot start (an address in use or not on this machine) must not leave the
  // watcher holding the process open.
  const server = await rsbuild.startDevServer().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  tellBrowsers = (event) => server.server.sockWrite('custom', { event });
  warnings.connect(server.server.environments.web.hot);
  buildErrors.connect(server.server.environments.web.hot);
  return {
    port: server.port,
    urls: server.urls,
    async close() {
      await server.server.close();
      await stop();
    },
    showConfigError(message) {
      buildErrors.send('config', { source: 'config', messages: message ? [message] : [] });
    },
  };
}
