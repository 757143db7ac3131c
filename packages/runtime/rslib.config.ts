import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../rslib-file-by-file';

export default defineConfig({ lib: [fileByFileLib({ target: 'web' })] });
