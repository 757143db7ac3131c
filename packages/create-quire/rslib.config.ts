import { defineConfig } from '@rslib/core';

// One file for the command: `npm create quire` downloads and starts it, so it stays small and has no dependencies.
export default defineConfig({
  lib: [{ format: 'esm', syntax: 'es2023', dts: false, source: { entry: { index: './src/index.ts' } }, output: { target: 'node' } }],
  // `new URL('../package.json', import.meta.url)` reads the package's own file at run time.
  tools: {
    bundlerChain: (chain) => void chain.module.rules.delete('rslib:new-url'),
    rspack: { module: { parser: { javascript: { url: false } } } },
  },
});
