import { defineConfig } from '@rslib/core';

// Each source file becomes one module in dist/; the stylesheets are copied as written, since
// the site's bundler processes them (its `@layer` order and variables stay the theme's).
export default defineConfig({
  lib: [
    {
      format: 'esm',
      bundle: false,
      syntax: 'es2023',
      dts: true,
      source: { entry: { index: ['./src/**/*.{ts,tsx}', '!./src/**/*.d.ts'] }, tsconfigPath: './tsconfig.build.json' },
      output: { target: 'web', copy: [{ from: './src/styles', to: 'styles' }] },
      tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
    },
  ],
});
