import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createBundlerConfig } from '#core/bundler/rsbuild-config.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-dev-options-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the dev server's options reach Rsbuild", () => {
  const project = new Project(resolveConfig({}), root, { mode: 'dev' });
  const config = (options: { port?: number; host?: string }) =>
    createBundlerConfig(project, { projectId: 'dev-options', distDir: path.join(root, '.quire/dev-dist'), ...options });

  test('--host and --port', () => {
    expect(config({ port: 4321, host: '127.0.0.1' }).server).toMatchObject({ port: 4321, host: '127.0.0.1' });
  });

  test('the watcher leaves out what resolution missed above the project, unless the site says otherwise', () => {
    const rspackConfig = (watchOptions: object) => {
      const rspack = config({}).tools?.rspack as (c: object) => { watchOptions?: { ignored?: unknown } };
      return rspack({ watchOptions }).watchOptions;
    };
    const ignored = rspackConfig({ aggregateTimeout: 0 })?.ignored as (file: string) => boolean;
    expect(ignored(path.join(path.dirname(root), 'node_modules'))).toBe(true);
    expect(ignored(path.join(root, 'docs/index.md'))).toBe(false);
    expect(rspackConfig({ ignored: /own/ })?.ignored).toEqual(/own/);
  });

  test("unset: Rsbuild's default host and port 3000", () => {
    const server = config({}).server;
    expect(server?.port).toBe(3000);
    expect(server?.host).toBeUndefined();
  });
});
