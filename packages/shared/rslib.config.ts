import { defineConfig } from '@rslib/core';

// Each source file becomes one module in dist/: the compiler imports it in Node, the site's bundler for the browser.
export default defineConfig({
  lib: [
    {
      format: 'esm',
      bundle: false,
      syntax: 'es2023',
      dts: true,
      source: { entry: { index: ['./src/**/*.ts', '!./src/**/*.d.ts'] }, tsconfigPath: './tsconfig.build.json' },
      output: { target: 'web' },
    },
  ],
});
