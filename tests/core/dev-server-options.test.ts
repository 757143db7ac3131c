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

  test("unset: Rsbuild's default host and port 3000", () => {
    const server = config({}).server;
    expect(server?.port).toBe(3000);
    expect(server?.host).toBeUndefined();
  });
});
