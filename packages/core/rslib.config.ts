import { defineConfig } from '@rslib/core';

// Each source file becomes one module in dist/, so paths found from `import.meta.url` (worker
// entries, the compiler's fingerprint over its folder) mean the same as in src/.
export default defineConfig({
  lib: [
    {
      format: 'esm',
      bundle: false,
      syntax: 'es2023',
      dts: true,
      source: { entry: { index: ['./src/**/*.ts', '!./src/**/*.d.ts'] }, tsconfigPath: './tsconfig.build.json' },
      output: { target: 'node' },
      // `new URL('…', import.meta.url)` names a file of the package at run time, not an asset to emit.
      tools: {
        bundlerChain: (chain) => void chain.module.rules.delete('rslib:new-url'),
        rspack: { module: { parser: { javascript: { url: false } } } },
      },
    },
  ],
});
