/**
 * Builds the real site once and serves `dist/` with the preview server's handler on a free
 * port; tests receive the address through `inject('siteUrl')`.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticHandler } from '@quire/core';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync(process.execPath, [path.join(root, 'packages/core/bin/quire.mjs'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  const server = http.createServer(createStaticHandler(path.join(root, 'dist'), '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  project.provide('siteUrl', `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
