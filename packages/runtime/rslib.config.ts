import { defineConfig } from '@rslib/core';

// Each source file becomes one module in dist/: the site's bundler sees the same module graph as in src/.
export default defineConfig({
  lib: [
    {
      format: 'esm',
      bundle: false,
      syntax: 'es2023',
      dts: true,
      source: { entry: { index: ['./src/**/*.{ts,tsx}', '!./src/**/*.d.ts'] }, tsconfigPath: './tsconfig.build.json' },
      output: { target: 'web' },
      tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
    },
  ],
});
