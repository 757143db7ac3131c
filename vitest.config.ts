import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './e2e/long-files-first.ts';

const here = import.meta.dirname;

/**
 * Unit tests import the packages' sources; the sources' imports of each other then reach the sources
 * too (the packages' exports name their built files), so a test never holds two copies of a module.
 * Each export is pointed at the source its `dist/` file is built from.
 */
const packageSources = fs
  .readdirSync(path.join(here, 'packages'))
  .filter((dir) => fs.existsSync(path.join(here, 'packages', dir, 'package.json')))
  .flatMap((dir) => exportSources(path.join(here, 'packages', dir)));

/** A package's exports as aliases: `@quire/runtime/client-entry` → `packages/runtime/src/app/client-entry`. */
function exportSources(packageDir: string): { find: RegExp; replacement: string }[] {
  type Target = string | { default?: string };
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, Target> };
  return Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const built = typeof target === 'string' ? target : target.default;
    if (!built?.startsWith('./dist/') || !built.endsWith('.js')) return [];
    const name = `${manifest.name}${subpath.slice(1)}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace('\\*', '(.+)');
    const source = built
      .replace(/^\.\/dist\//, 'src/')
      .replace(/\.js$/, '')
      .replace('*', '$1');
    return [{ find: new RegExp(`^${name}$`), replacement: path.join(packageDir, source) }];
  });
}

// Two projects: fast unit/component tests, and browser tests that build and serve the site.
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          // Vitest leaves a core to its own process, which idles through a unit run: on two cores that would be one file at a time.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
        resolve: {
          // Component tests stand in for the modules the compiler generates.
          alias: [
            ...packageSources,
            ...Object.entries({
              '@quire/virtual-site-data': path.join(here, 'tests/fixtures/site-data.ts'),
              '@quire/virtual-pages': path.join(here, 'tests/fixtures/pages.ts'),
              '@quire/virtual-routes': path.join(here, 'tests/fixtures/routes.ts'),
              '@quire/virtual-route-source': path.join(here, 'packages/runtime/src/router/routes-static.ts'),
              '@quire/virtual-search-hooks': path.join(here, 'tests/fixtures/search-hooks.ts'),
              '@quire/virtual-global-components': path.join(here, 'tests/fixtures/global-components.ts'),
              '@theme': path.join(here, 'packages/theme-default/src/index.ts'),
              // The theme's dependency, which a test drives directly: its ES module build, the one the bundler picks.
              'body-scroll-lock': path.join(here, 'packages/theme-default/node_modules/body-scroll-lock/lib/bodyScrollLock.esm.js'),
            }).map(([find, replacement]) => ({ find, replacement })),
          ],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // Two files at a time: a browser test waits on Chromium, builds and installs for much of its time, so one
          // file alone kept about half of a two-core machine busy. None of them times the page against a limit.
          maxWorkers: 2,
          // A page's next state is awaited, not timed: with two files sharing the machine it can take more than the default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
