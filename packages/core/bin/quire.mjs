#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the workspace needs no separate compile step.
import { register } from 'tsx/esm/api';

// Packages loaded before tsx's hooks are registered load natively, several times faster than
// through the hooks, and `quire dev` waits for @rsbuild/core and the React plugin before it can
// answer its first page. Later imports of them hit the module cache. A build runs Rsbuild in a
// child process (`src/bundler/bundle-child.mjs`), which does the same.
const command = process.argv[2];
if (command === 'dev') await Promise.all([import('@rsbuild/core'), import('@rsbuild/plugin-react')]);
register();
await import('../src/cli.ts');
