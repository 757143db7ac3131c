import { defineConfig } from '@rslib/core';
import { bundledLicenses } from '../bundled-licenses';
import { fileByFileLib } from '../rslib-file-by-file';

/** Bundled with the libraries it re-exports (`src/markdown/libraries.ts`); every other source file is a module of its own. */
const BUNDLED = './src/markdown/libraries.ts';

// `new URL('…', import.meta.url)` names a file of the package at run time, not an asset to emit.
const keepUrls = {
  bundlerChain: (chain: { module: { rules: { delete(name: string): void } } }) => void chain.module.rules.delete('rslib:new-url'),
  rspack: { module: { parser: { javascript: { url: false } } } },
};

export default defineConfig({
  lib: [
    {
      ...fileByFileLib({ target: 'node', jsx: false, exclude: [BUNDLED] }),
      tools: keepUrls,
    },
    {
      format: 'esm',
      bundle: true,
      syntax: 'es2023',
      dts: true,
      source: { entry: { 'markdown/libraries': BUNDLED }, tsconfigPath: './tsconfig.build.json' },
      // The libraries go into the file: that is its point.
      output: { target: 'node', autoExternal: false },
      tools: { rspack: { plugins: [bundledLicenses('markdown/libraries.licenses.txt')] } },
    },
  ],
});
