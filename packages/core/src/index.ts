/** Public API of the compiler, for scripts and tests. */
export { build } from './pipeline/build.js';
export { defineConfig } from './config/define-config.js';
export { loadConfig } from './config/load.js';
export type { ResolvedConfig } from './config/validate.js';
export type * from './config/types.js';
export { dev } from './dev/dev.js';
export { compileMdx } from './markdown/compile.js';
export { createStaticHandler, preview } from './preview/preview.js';
export { QuireError } from './utils/errors.js';
