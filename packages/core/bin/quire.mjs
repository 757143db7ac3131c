#!/usr/bin/env node
// Runs core compiled ahead when its copy matches the sources (`compiled-core.mjs`), else the
// TypeScript sources through tsx, so the workspace needs no separate compile step.
import { register } from 'tsx/esm/api';
import { compiledCli } from './compiled-core.mjs';

const command = process.argv[2];
if (command === 'dev') {
  // The dev server runs the sources through tsx. Packages loaded before tsx's hooks are
  // registered load natively, several times faster than through the hooks, and `quire dev`
  // waits for @rsbuild/core and the React plugin before it can answer its first page. Later
  // imports of them hit the module cache. A build runs Rsbuild in a child process
  // (`src/bundler/bundle-child.mjs`), which does the same.
  await Promise.all([import('@rsbuild/core'), import('@rsbuild/plugin-react')]);
  register();
  await import('../src/cli.ts');
} else {
  const compiled = await compiledCli();
  if (compiled) await import(compiled);
  else {
    register();
    await import('../src/cli.ts');
  }
}
