/** The `quire` command: dev, build, preview, eject, translations, version. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine, textOption } from './cli-args.js';
import type { Verbosity } from './utils/task.js';
import { failOnStrayErrors } from './utils/stray-errors.js';
import { failIfUnfinished } from './utils/unfinished.js';
// Each command loads its own modules: a build never loads the dev server, and startup is
// a noticeable share of a build that has little to do.

async function main(argv: string[]): Promise<void> {
  const request = await parseCommandLine(argv);
  if (request.kind === 'error') {
    console.error(`✗ ${request.message}\n  ${request.hint}`);
    process.exitCode = 1;
    return;
  }
  if (request.kind === 'help') {
    console.log(request.text);
    return;
  }
  if (request.kind === 'version') {
    const { version } = JSON.parse(await fs.readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    console.log(version);
    return;
  }
  const { command } = request;
  const values = {
    config: textOption(request.values, 'config'),
    port: textOption(request.values, 'port'),
    host: textOption(request.values, 'host'),
    hash: textOption(request.values, 'hash'),
    'no-headings': request.values['no-headings'] === true,
    stats: textOption(request.values, 'stats'),
    quiet: request.values.quiet === true,
    verbose: request.values.verbose === true,
  };
  const cwd = process.cwd();
  const port = values.port === undefined ? undefined : (await import('./utils/number-options.js')).parsePort(values.port);
  if (command === 'build') {
    const started = performance.now();
    const { parseWholeNumber, MAX_THREADS } = await import('./utils/number-options.js');
    const threads = (option: string, min: number) => {
      const text = textOption(request.values, option);
      return text === undefined ? undefined : parseWholeNumber(text, `--${option}`, min, MAX_THREADS);
    };
    const options = {
      cwd,
      configFile: values.config,
      verbosity: verbosityOf(values),
      profile: request.values.profile === true,
      force: request.values.force === true,
      statsFile: values.stats === undefined ? undefined : path.resolve(cwd, values.stats),
      compileThreads: threads('compile-threads', 0),
      renderThreads: threads('render-threads', 1),
      bundling: request.values['bundle-in-one-process'] === true ? { split: false } : undefined,
    };
    const { build } = await import('./pipeline/build.js');
    const summary = await build(options);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Built ${summary.pages} pages (${summary.htmlFiles} HTML files) into ${path.relative(cwd, summary.outDir) || '.'} in ${seconds} s`);
    return;
  }
  if (command === 'dev') {
    // Started first, so the thread loads the MDX compiler while this one loads the dev server and the config.
    const compileThread = (await import('./project/compile-pool.js')).startUnsetThread();
    const { dev } = await import('./dev/dev.js');
    const server = await dev({ cwd, configFile: values.config, port, host: values.host, verbosity: verbosityOf(values), compileThread });
    // Ctrl-C ends the server like a command that is done (exit 0, so `pnpm dev` reports no failure)
    // after writing the compile cache; a second Ctrl-C ends it at once.
    process.once('SIGINT', () => {
      void server
        .close()
        .catch(() => undefined)
        .then(() => process.exit(0));
    });
    return;
  }
  if (command === 'preview') {
    const [{ defaultsNotice, loadConfig }, { preview }, { recoverStoppedBuilds }, { checkedOutDir }] = await Promise.all([
      import('./config/load.js'),
      import('./preview/preview.js'),
      import('./pipeline/build-folders.js'),
      import('./pipeline/output-folder.js'),
    ]);
    const { config, projectRoot, configFile } = await loadConfig(cwd, values.config);
    if (!configFile) console.log(`  ${defaultsNotice(projectRoot, config)}`);
    // The build's rules: an output folder that is the project or its content would serve their files.
    const dir = checkedOutDir(config, projectRoot, configFile);
    // A build killed while swapping its output in may have left no output folder (`Project.tempDir` is `.quire`).
    const recovered = await recoverStoppedBuilds(path.join(projectRoot, '.quire'), dir);
    if (recovered) console.warn(`  ! ${recovered}`);
    const server = await preview({ dir, base: config.base, port, host: values.host });
    const address = server.address();
    const shown = typeof address === 'object' && address ? `http://${values.host ?? 'localhost'}:${address.port}${config.base}` : '';
    console.log(`Serving ${path.relative(cwd, dir)} at ${shown}`);
    return;
  }
  if (command === 'eject') {
    const [{ loadConfig }, eject] = await Promise.all([import('./config/load.js'), import('./eject/eject.js')]);
    const { config, projectRoot } = await loadConfig(cwd, values.config);
    if (!request.argument) {
      const names = eject.ejectableComponents(eject.themeSources(projectRoot));
      console.log(
        `Components of ${eject.THEME_PACKAGE} that \`quire eject <component>\` copies into ${config.themeDir}/:\n${names.map((n) => `  ${n}`).join('\n')}`,
      );
      return;
    }
    const { written, index, unresolved } = eject.ejectComponent(projectRoot, config.themeDir, request.argument);
    console.log(`✓ ${request.argument} ejected: ${written.length ? written.join(', ') : 'its files were there already'}, exported from ${index}`);
    console.log('  The layout now draws this copy; edit it there. It no longer follows updates of the default theme.');
    if (unresolved.length) console.warn(`  ! the copy imports ${unresolved.join(', ')}, which this project does not resolve: add it to package.json`);
    return;
  }
  if (command === 'translations' && values.hash) {
    const { sourceHashOf } = await import('./pages/translation-report.js');
    console.log(sourceHashOf(await fs.readFile(path.resolve(cwd, values.hash), 'utf8')).slice(0, 8));
    return;
  }
  if (command === 'version' && request.argument) {
    const { snapshotVersion } = await import('./versions/snapshot-version.js');
    const result = await snapshotVersion({ cwd, configFile: values.config, name: request.argument });
    console.log(`Copied the default version's docs to ${result.folder}`);
    if (result.configUpdated) console.log(`multiVersion.versions is now ${JSON.stringify(result.versions)}`);
    else console.log(`Set multiVersion.versions to ${JSON.stringify(result.versions)} in the site config`);
    return;
  }
  if (command === 'translations') {
    const { translationsCommand } = await import('./pipeline/check-translations.js');
    if (await translationsCommand({ cwd, configFile: values.config, skipHeadings: values['no-headings'] })) process.exitCode = 1;
    return;
  }
}

function verbosityOf({ quiet, verbose }: { quiet?: boolean; verbose?: boolean }): Verbosity {
  if (quiet && verbose) throw new Error('--quiet and --verbose exclude each other');
  return quiet ? 'quiet' : verbose ? 'verbose' : 'normal';
}

failOnStrayErrors(process.cwd());
const run = main(process.argv.slice(2)).catch(async (error: unknown) => {
  // A build being stopped by a signal fails on its way out; the stop says what happened.
  const { isStopping } = await import('./pipeline/stop-on-signal.js');
  if (isStopping()) return;
  console.error(`\n✗ ${(error as Error).message}`);
  process.exitCode = 1;
});
failIfUnfinished(run, `quire ${process.argv[2] ?? ''}`.trim());
