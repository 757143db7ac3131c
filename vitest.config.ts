import path from 'node:path';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;

// Two projects: fast unit/component tests, and browser tests that build and serve the site.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
        },
        resolve: {
          // Component tests stand in for the modules the compiler generates.
          alias: {
            '@quire/virtual-site-data': path.join(here, 'tests/fixtures/site-data.ts'),
            '@quire/virtual-routes': path.join(here, 'tests/fixtures/routes.ts'),
            '@quire/virtual-route-source': path.join(here, 'packages/runtime/src/routes-static.ts'),
            '@quire/virtual-search-hooks': path.join(here, 'tests/fixtures/search-hooks.ts'),
            '@quire/virtual-global-components': path.join(here, 'tests/fixtures/global-components.ts'),
            '@theme': path.join(here, 'packages/theme-default/src/index.ts'),
            // The theme's dependency, which a test drives directly: its ES module build, the one the bundler picks.
            'body-scroll-lock': path.join(here, 'packages/theme-default/node_modules/body-scroll-lock/lib/bodyScrollLock.esm.js'),
          },
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
          fileParallelism: false,
        },
      },
    ],
  },
});
