/**
 * `quire build`: load config → scan → compile → check → site data → bundle (or restore) →
 * app files → site files → render → csp → swap. Each step is a function in `steps/` with typed inputs
 * and outputs, and owns its caches. Everything that changed is written to a staging folder first,
 * so a failed build leaves the previous output untouched; the stage then replaces the output, or
 * updates it in place when the build kept the unchanged files of the last one (`apply-output.ts`).
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { endBundlerProcesses } from '../bundler/bundle-process.js';
import type { BundlingOptions } from '../bundler/bundle-plan.js';
import { defaultsNotice, loadConfig, reportConfigNotices } from '../config/load.js';
import { listedStamps } from '../project/listed-stamps.js';
import { Project } from '../project/project.js';
import { QuireError } from '../utils/errors.js';
import { outputWriter } from '../utils/output-file.js';
import { type OutputSnapshot, snapshotOutput } from '../utils/output-snapshot.js';
import { Profiler, type StepRunner, unmeasured } from '../utils/profile.js';
import type { StampedFiles } from '../utils/stamped-files.js';
import { consoleReporter, keepingFindings, type Reporter, type Verbosity } from '../utils/task.js';
import { applyJournal, applyOutput } from './apply-output.js';
import { type BuildFolders, buildFolders, recoverStoppedBuilds, removeBuildFolders } from './build-folders.js';
import { forgetLastBuild, LastBuild, type LastBuildSummary, listProject, mayEndEarly, outputAfter } from './last-build.js';
import { replaceableOutDir } from './output-folder.js';
import { ROUTE_SHARD_BYTES } from '../ssg/route-manifest.js';
import { writeAppFiles } from './steps/app-files.js';
import { BundleStep } from './steps/bundle.js';
import { checkPages } from './steps/checks.js';
import { compileContent, scanContent } from './steps/content.js';
import type { BuildContext } from './steps/context.js';
import { RenderStep } from './steps/render.js';
import { prepareSiteSources } from './steps/site-data.js';
import { writeHeaderFiles, writeSiteFiles } from './steps/site-files.js';
import { isStopping, stopOnSignal } from './stop-on-signal.js';
import { swapDist } from './swap-dist.js';
import { pagesEditedInText } from './text-edits.js';

export interface BuildOptions {
  cwd: string;
  configFile?: string;
  /** @default 'normal' */
  verbosity?: Verbosity;
  /** Measures each step's time and memory, printed as a table at the end (`--profile`). */
  profile?: boolean;
  /** Runs every step even when nothing changed since the last build, which otherwise ends once it has looked (`--force`). @default false */
  force?: boolean;
  /** Writes the browser build's module stats to this file, for a bundle analysis (`--stats`). */
  statsFile?: string;
  /** Worker threads compiling the pages the compile cache lacks, 0 for the main thread; by page count when unset (`--compile-threads`). */
  compileThreads?: number;
  /** Threads rendering pages; by the pages to render when unset (`--render-threads`). */
  renderThreads?: number;
  /** Several bundler processes or one instead of by page count (`--bundle-in-one-process`), and pages per process. */
  bundling?: BundlingOptions;
  /** Bundles every page, also those that import nothing of their own (tests and measurements). @default false */
  bundleEveryPage?: boolean;
  /** JSON bytes a shard of the route table aims at (tests: a small site in many shards). @default ROUTE_SHARD_BYTES */
  routeShardBytes?: number;
}

export interface BuildSummary {
  outDir: string;
  pages: number;
  htmlFiles: number;
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const terminal = consoleReporter(options.verbosity ?? 'normal');
  const steps: StepRunner = options.profile ? new Profiler() : unmeasured;
  const projectFiles = listProject(options.cwd, options.configFile);
  const loaded = await steps.step('load config', () => terminal.task('load config', () => loadConfig(options.cwd, options.configFile)));
  const { config, projectRoot, configFile } = loaded;
  if (!configFile) terminal.info(`  ${defaultsNotice(projectRoot, config)}`);
  reportConfigNotices(loaded, terminal);
  // The findings on the content, kept for the next build, which prints them again if it ends early.
  const findings: string[] = [];
  const reporter = keepingFindings(terminal, findings);
  const project = new Project(config, projectRoot, { mode: 'build', configFile, compileThreads: options.compileThreads });
  // Before anything touches it: a build replaces its output folder whole.
  const outDir = replaceableOutDir(config, projectRoot, configFile);
  const recovered = await recoverStoppedBuilds(project.tempDir, outDir);
  if (recovered) console.warn(`  ! ${recovered}`);
  const cacheDir = config.cache ? path.join(project.tempDir, 'cache') : undefined;
  const outputRecord = cacheDir && path.join(cacheDir, 'outputs.bin');
  const folders = buildFolders(project.tempDir);
  // Listed while the pages compile: the output writer keeps the files still as listed.
  const previous = lastOutput(project.outDir, outputRecord, folders.watch);
  const outputOptions = { bundleEveryPage: options.bundleEveryPage ?? false, routeShardBytes: options.routeShardBytes ?? ROUTE_SHARD_BYTES };
  const lastBuild =
    cacheDir && projectFiles && mayEndEarly(project, options.statsFile)
      ? await steps.step('look', () => LastBuild.look(cacheDir, project, outputOptions, projectFiles))
      : undefined;
  const compared = options.force ? undefined : await lastBuild?.compare(() => previous);
  if (compared?.kind === 'stands') return endedEarly(project, compared.last, { reporter, steps, output: await previous, folders });
  if (compared?.kind === 'differs') reporter.info(`  ${compared.what} since the last build: every step runs`);
  if (cacheDir) forgetLastBuild(cacheDir);
  // Taken before any page is read: the lookups take the pages' stamps from the listing instead of a stat each.
  if (projectFiles) project.compiler.useListedStamps(listedStamps(await projectFiles));
  const bundle = new BundleStep(cacheDir);
  await project.plugins.beforeBuild();
  await steps.step('scan', () => scanContent(project, reporter));
  // A cold build's bundler process loads Rsbuild while pages compile, unless they compile on both
  // cores: it would then only wait beside the compile threads, its memory added to theirs, so it
  // loads during the steps after the compile instead.
  if (!project.compileTakesBothCores()) bundle.startBundler();
  const compiled = await steps.step('compile', () => compileContent(project, reporter));
  bundle.startBundler();
  const edits = compared?.kind === 'differs' ? compared.edits : undefined;
  // The routes of the pages edited in their text alone: the other pages' outputs stand as the last build left them.
  const editedRoutes = edits && (await pagesEditedInText(project, edits));
  // Then the site's sidebars are the ones the last build made.
  const lastStructure = editedRoutes && edits?.structure();
  if (lastStructure) project.structure.takeRecorded(lastStructure);
  const checks = await steps.step('check', () => checkPages(project, reporter, cacheDir, editedRoutes && edits?.checks));
  const { translations } = checks;

  const render = new RenderStep();
  let finalOutput: StampedFiles | undefined;
  // Before anything is written into them (a stop while compiling leaves nothing to remove).
  const endSignalHandling = stopOnSignal([folders.stage, folders.ssr, folders.moduleIds, folders.search, folders.watch], endBundlerProcesses);
  try {
    const sources = await steps.step('site data', () =>
      prepareSiteSources(project, { bundleEveryPage: options.bundleEveryPage ?? false, cacheDir, searchDir: folders.search }),
    );
    const context = buildContext(project, reporter, folders, cacheDir, await previous, outputRecord);
    const bundled = await steps.step('bundle', () => bundle.run(context, sources, { statsFile: options.statsFile, bundling: options.bundling }));
    bundled.processes.forEach((usage, i) => steps.addProcess({ step: `  bundler process ${i + 1}`, ...usage }));
    const renderStarted = render.startEarly(context, sources, bundled.server, compiled.compiled);
    const app = await steps.step('app files', () =>
      writeAppFiles(context, sources, bundled.assets, {
        textEdit: editedRoutes && { editedRoutes, lastSidebars: edits?.sidebarFiles },
        routeShardBytes: outputOptions.routeShardBytes,
      }),
    );
    // Indexed, bundled and written as scripts: nothing reads the pages' code and text while they render.
    project.compiler.forgetCodeAndText();
    // While an edit's render thread starts; else once the render threads have ended, so their heaps and the files' are not held at once.
    const siteFiles = () => steps.step('site files', () => writeSiteFiles(context, editedRoutes));
    if (renderStarted) await siteFiles();
    const rendered = await steps.step('render', () =>
      render.run(context, sources, app, bundled.server, { threads: options.renderThreads, editedRoutes }),
    );
    if (!renderStarted) await siteFiles();
    await steps.step('csp', () => writeHeaderFiles(context, sources, rendered.inlineScripts));
    await steps.step('swap', async () => {
      await bundle.saved();
      const last = await previous;
      // The kept files are stamped while the large files are still being written.
      const [now] = await Promise.all([last?.now(context.output.kept), context.output.written()]);
      // Checked in the same step as the swap: a signal being handled means the stage is going.
      if (isStopping()) throw new QuireError('stopped');
      if (lastBuild) finalOutput = outputAfter(folders.stage, last && now ? context.output.kept : undefined);
      if (last && now) applyOutput(folders.stage, last.dir, context.output.kept, applyJournal(project.tempDir), now);
      else swapDist(folders.stage, outDir);
    });
    // After the swap: the documents and files they describe are now the output.
    render.afterSwap();
    context.output.save();
    // The site is in place: a plugin's afterBuild reads or adds to the output folder.
    await project.plugins.afterBuild();
    if (translations) (translations.findings ? reporter.warning : reporter.info)(translations.text);
    const summary = { outDir: project.outDir, pages: project.routes.length, htmlFiles: rendered.htmlFiles };
    const bundleInputs = bundle.inputHashes();
    if (lastBuild && finalOutput && bundleInputs) {
      const read = [...loaded.imported, ...project.compiledDependencies()];
      await lastBuild.record({
        read,
        hashed: bundleInputs,
        output: finalOutput,
        ...summary,
        findings,
        checks,
        sidebarFiles: app.sidebars,
        structure: project.structure.recorded(),
      });
    }
    const profile = steps.table();
    if (profile) console.log(profile);
    return summary;
  } finally {
    await (await previous)?.close();
    await bundle.close();
    await render.close();
    await project.closeCompileCache();
    await removeBuildFolders(folders);
    endSignalHandling();
  }
}

/**
 * Ends a build whose last one stands for it (`last-build.ts`): its findings printed again, nothing written but the marks
 * of the output listing's watch, removed with the build's folders.
 */
async function endedEarly(
  project: Project,
  last: LastBuildSummary,
  { reporter, steps, output, folders }: { reporter: Reporter; steps: StepRunner; output: OutputSnapshot | undefined; folders: BuildFolders },
): Promise<BuildSummary> {
  await output?.close();
  await removeBuildFolders(folders);
  reporter.info(`  ✓ nothing changed since the last build: ${path.relative(project.projectRoot, project.outDir) || '.'} is the output it left`);
  for (const finding of last.findings) reporter.warning(finding);
  const profile = steps.table();
  if (profile) console.log(profile);
  return { outDir: project.outDir, pages: last.pages, htmlFiles: last.htmlFiles };
}

/**
 * The last output, listed in a thread with what its record vouches for: files the same as in it stay where they are,
 * not written again; an output folder that is a link is replaced whole (the build writes into no folder outside the project).
 */
function lastOutput(outDir: string, recordFile: string | undefined, watchFolder: string): Promise<OutputSnapshot | undefined> {
  return lstatSync(outDir, { throwIfNoEntry: false })?.isDirectory() ? snapshotOutput(outDir, recordFile, watchFolder) : Promise.resolve(undefined);
}

function buildContext(
  project: Project,
  reporter: Reporter,
  folders: BuildContext['folders'],
  cacheDir: string | undefined,
  previous: OutputSnapshot | undefined,
  outputRecord: string | undefined,
): BuildContext {
  return { project, reporter, folders, cacheDir, output: outputWriter(folders.stage, previous, outputRecord), previousOut: previous?.dir };
}
