import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../rslib-file-by-file';

// The plugin runs in Node; its stylesheet goes to the site's bundler as written.
export default defineConfig({
  lib: [fileByFileLib({ target: 'node', jsx: false, copy: [{ from: './src/components/*.css', to: 'components/[name][ext]' }] })],
});
