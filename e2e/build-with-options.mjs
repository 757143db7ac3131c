/**
 * Runs a build in the current folder with `BuildOptions` the command line does not take (the
 * strategy switches tests use), printing what `quire build` prints; loads the sources through
 * tsx as `packages/core/bin/quire.mjs` does:
 *   node e2e/build-with-options.mjs '{"bundleEveryPage":true}'
 */
import { register } from 'tsx/esm/api';

register();
const { build } = await import('../packages/core/src/build/build.ts');
const options = JSON.parse(process.argv[2] ?? '{}');
try {
  const summary = await build({ ...options, cwd: process.cwd() });
  console.log(`Built ${summary.pages} pages (${summary.htmlFiles} HTML files)`);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
