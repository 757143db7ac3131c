import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../rslib-file-by-file';

// The plugin runs in Node; its components go to the site's bundler, which takes their stylesheets as written.
export default defineConfig({ lib: [fileByFileLib({ target: 'node', copy: [{ from: './src/components/*.css', to: 'components/[name][ext]' }] })] });
