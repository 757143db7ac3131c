import { defineConfig } from '@rslib/core';
import { fileByFileLib } from '../../scripts/rslib-file-by-file';

export default defineConfig({ lib: [fileByFileLib({ target: 'web' })] });
