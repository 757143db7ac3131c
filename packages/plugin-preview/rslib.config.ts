import { defineConfig } from '@rslib/core';

// Each source file becomes one module in dist/: the plugin for Node, its components for the
// site's bundler, which also takes the stylesheets as written.
export default defineConfig({
  lib: [
    {
      format: 'esm',
      bundle: false,
      syntax: 'es2023',
      dts: true,
      source: { entry: { index: ['./src/**/*.{ts,tsx}', '!./src/**/*.d.ts'] }, tsconfigPath: './tsconfig.build.json' },
      output: { target: 'node', copy: [{ from: './src/components/*.css', to: 'components/[name][ext]' }] },
      tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' } } } } },
    },
  ],
});
