/**
 * Runs a build in the current folder with `BuildOptions` the command line does not take (the
 * strategy switches tests use), printing what `quire build` prints; runs the built package, as `quire` does:
 *   node e2e/build-with-options.mjs '{"bundleEveryPage":true}'
 */
import { build } from '@quire/core';

const options = JSON.parse(process.argv[2] ?? '{}');
try {
  const summary = await build({ ...options, cwd: process.cwd() });
  console.log(`Built ${summary.pages} pages (${summary.htmlFiles} HTML files)`);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
