#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the workspace needs no separate compile step.
import { register } from 'tsx/esm/api';

// Packages loaded before tsx's hooks are registered load natively: @rsbuild/core and the React
// plugin take about 0.2 s this way and over 1 s through the hooks, which `quire dev` waits for
// before it can answer its first page. Later imports of them hit the module cache. A build
// runs Rsbuild in a child process (`src/bundler/bundle-child.mjs`), which does the same.
const command = process.argv[2];
if (command === 'dev') await Promise.all([import('@rsbuild/core'), import('@rsbuild/plugin-react')]);
register();
await import('../src/cli.ts');
