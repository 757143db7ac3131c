/**
 * Entry of the bundler's child process (see `bundle-process.ts`). Like `bin/quire.mjs`, it
 * loads @rsbuild/core and the React plugin natively before registering tsx (through tsx's hooks
 * they load several times slower), then runs the TypeScript side.
 */
import { register } from 'tsx/esm/api';

await Promise.all([import('@rsbuild/core'), import('@rsbuild/plugin-react')]);
register();
await import('./bundle-child-main.ts');
