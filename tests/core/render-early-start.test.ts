/**
 * A build that compiled a few pages (an edit) starts its render thread as soon as the server
 * bundle is in hand, before the app files are written; a build that compiled none or many leaves
 * it to the render step, which picks the thread count by the pages to render.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerBundle } from '#core/pipeline/steps/bundle.ts';
import type { BuildContext } from '#core/pipeline/steps/context.ts';
import { RenderStep } from '#core/pipeline/steps/render.ts';
import type { SiteSources } from '#core/pipeline/steps/site-data.ts';
import { resolveConfig } from '#core/config/validate.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** What the step reads of the build before the app files: the config, the routes and the folders. */
async function build(ssg: boolean) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-render-early-'));
  dirs.push(root);
  const context = {
    project: { config: resolveConfig({ lang: 'en', ssg }), routes: [] },
    folders: { ssr: path.join(root, 'ssr'), stage: path.join(root, 'stage') },
  } as unknown as BuildContext;
  const sources = { standalone: new Set<string>() } as unknown as SiteSources;
  let extracted = 0;
  const server: ServerBundle = {
    fileHashes: async () => [],
    extract: async () => {
      extracted++;
    },
  };
  return { context, sources, server, extracted: () => extracted, root };
}

describe('RenderStep.startEarly', () => {
  it('starts the render thread after an edit’s few compiled pages, once', async () => {
    const { context, sources, server, extracted, root } = await build(true);
    const step = new RenderStep();
    step.startEarly(context, sources, server, 1);
    step.startEarly(context, sources, server, 1);
    await step.close();
    expect(extracted()).toBe(1);
    expect(await fs.readFile(path.join(root, 'ssr/package.json'), 'utf8')).toContain('commonjs');
  });

  it('has the thread’s folder ready before the event loop turns: the app files’ synchronous writes do not hold its start back', async () => {
    const { context, sources, server, root } = await build(true);
    const step = new RenderStep();
    step.startEarly(context, sources, server, 1);
    // Only promise callbacks run here, as between the synchronous writes of the app files step.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    const ready = existsSync(path.join(root, 'ssr/package.json'));
    await step.close();
    expect(ready).toBe(true);
  });

  it('reads the routes once, however often it is asked (the render step asks before every page)', async () => {
    const { context, sources, server } = await build(true);
    let reads = 0;
    const routes: unknown[] = [];
    Object.defineProperty(context.project, 'routes', {
      get: () => {
        reads++;
        return routes;
      },
    });
    const step = new RenderStep();
    for (let i = 0; i < 20; i++) step.startEarly(context, sources, server, 1);
    await step.close();
    expect(reads).toBe(1);
  });

  it('leaves it to the render step when no page or many were compiled, or nothing is pre-rendered', async () => {
    for (const [ssg, compiled] of [
      [true, 0],
      [true, 51],
      [false, 1],
    ] as const) {
      const { context, sources, server, extracted } = await build(ssg);
      const step = new RenderStep();
      step.startEarly(context, sources, server, compiled);
      await step.close();
      expect(extracted()).toBe(0);
    }
  });
});
