#!/usr/bin/env node
// The `quire` command runs core's built modules (`dist/`, from `pnpm build:packages` in this repository).
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('✗ @quire/core is not built: dist/cli.js is missing\n  In the Quire repository, run `pnpm install` (or `pnpm build:packages`).');
  process.exit(1);
}
await import(cli.href);
