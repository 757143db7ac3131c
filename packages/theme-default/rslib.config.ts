import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../rslib-file-by-file';

// The stylesheets are copied as written, since the site's bundler processes them (its `@layer` order and variables stay the theme's).
export default defineConfig({ lib: [fileByFileLib({ target: 'web', copy: [{ from: './src/styles', to: 'styles' }] })] });
