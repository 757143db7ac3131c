import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../rslib-file-by-file';

/**
 * The search worker as one file that sites take as it is (`search/client.ts` explains why),
 * beside the file-by-file build of its modules.
 */
const searchWorker = {
  format: 'esm' as const,
  bundle: true,
  dts: false,
  // The browsers Rsbuild compiles a site for by default, as a site's own bundling of the worker did.
  syntax: ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'],
  source: { entry: { 'search-worker': './src/search/worker.ts' }, tsconfigPath: './tsconfig.build.json' },
  output: { target: 'web' as const, distPath: { root: './dist/search' }, cleanDistPath: false, minify: true, autoExternal: false },
};

const files = fileByFileLib({ target: 'web' });

export default defineConfig({
  lib: [
    {
      ...files,
      tools: {
        ...files.tools,
        // The worker's `new URL` stays as written, for the site's bundler to find the file: Rslib's
        // rule for `new URL` in ES modules (`rslib:new-url`) would look for it beside the source.
        bundlerChain: (chain) => {
          chain.module.rule('rslib:new-url').parser({ url: false });
        },
      },
    },
    searchWorker,
  ],
});
