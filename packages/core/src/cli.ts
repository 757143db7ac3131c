/** The `quire` command: dev, build, preview, translations. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Verbosity } from './utils/task.js';
import { failIfUnfinished } from './utils/unfinished.js';
// Each command loads its own modules: a build never loads the dev server, and startup is
// a noticeable share of a build that has little to do.

const USAGE = `Usage: quire <dev|build|preview|translations> [--config site.config.ts] [--port N] [--host H]
  build, dev: --quiet (-q) prints only warnings, errors and the summary (no progress lines);
    --verbose lists the translation report in full
  translations: the full translation report; --no-headings skips compiling pages;
    --hash docs/en/page.mdx prints the sourceHash a translation of that page records`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      config: { type: 'string', short: 'c' },
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      'no-headings': { type: 'boolean' },
      hash: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      verbose: { type: 'boolean' },
    },
  });
  const command = positionals[0];
  const cwd = process.cwd();
  const port = values.port === undefined ? undefined : (await import('./utils/port.js')).parsePort(values.port);
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === 'build') {
    const started = performance.now();
    const { build } = await import('./build/build.js');
    const summary = await build({ cwd, configFile: values.config, verbosity: verbosityOf(values) });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Built ${summary.pages} pages (${summary.htmlFiles} HTML files) into ${path.relative(cwd, summary.outDir) || '.'} in ${seconds} s`);
    return;
  }
  if (command === 'dev') {
    const { dev } = await import('./dev/dev.js');
    await dev({ cwd, configFile: values.config, port, host: values.host, verbosity: verbosityOf(values) });
    return;
  }
  if (command === 'preview') {
    const [{ loadConfig }, { preview }, { recoverStoppedBuilds }] = await Promise.all([
      import('./config/load.js'),
      import('./preview/preview.js'),
      import('./build/build-folders.js'),
    ]);
    const { config, projectRoot } = await loadConfig(cwd, values.config);
    const dir = path.resolve(projectRoot, config.outDir);
    // A build killed while swapping its output in may have left no output folder (`Project.tempDir` is `.quire`).
    const recovered = await recoverStoppedBuilds(path.join(projectRoot, '.quire'), dir);
    if (recovered) console.warn(`  ! ${recovered}`);
    const server = await preview({ dir, base: config.base, port, host: values.host });
    const address = server.address();
    const shown = typeof address === 'object' && address ? `http://${values.host ?? 'localhost'}:${address.port}${config.base}` : '';
    console.log(`Serving ${path.relative(cwd, dir)} at ${shown}`);
    return;
  }
  if (command === 'translations' && values.hash) {
    const { sourceHashOf } = await import('./pages/translation-report.js');
    console.log(sourceHashOf(await fs.readFile(path.resolve(cwd, values.hash), 'utf8')).slice(0, 8));
    return;
  }
  if (command === 'translations') {
    const { translationsCommand } = await import('./build/check-translations.js');
    if (await translationsCommand({ cwd, configFile: values.config, skipHeadings: values['no-headings'] })) process.exitCode = 1;
    return;
  }
  console.error(`Unknown command "${command}".\n${USAGE}`);
  process.exitCode = 1;
}

function verbosityOf({ quiet, verbose }: { quiet?: boolean; verbose?: boolean }): Verbosity {
  if (quiet && verbose) throw new Error('--quiet and --verbose exclude each other');
  return quiet ? 'quiet' : verbose ? 'verbose' : 'normal';
}

const run = main(process.argv.slice(2)).catch(async (error: unknown) => {
  // A build being stopped by a signal fails on its way out; the stop says what happened.
  const { isStopping } = await import('./build/stop-on-signal.js');
  if (isStopping()) return;
  console.error(`\n✗ ${(error as Error).message}`);
  process.exitCode = 1;
});
failIfUnfinished(run, `quire ${process.argv[2] ?? ''}`.trim());
