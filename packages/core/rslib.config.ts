import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../rslib-file-by-file';

export default defineConfig({
  lib: [
    {
      ...fileByFileLib({ target: 'node', jsx: false }),
      // `new URL('…', import.meta.url)` names a file of the package at run time, not an asset to emit.
      tools: {
        bundlerChain: (chain) => void chain.module.rules.delete('rslib:new-url'),
        rspack: { module: { parser: { javascript: { url: false } } } },
      },
    },
  ],
});
