/**
 * The dev server's answer for images beside pages: an image's published address is looked up among the compiled
 * pages' images, and nothing else is (every script and hot update passes through it, and the pages are thousands).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RequestHandler } from '@rsbuild/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pageImageMiddleware } from '#core/dev/image-middleware.ts';
import type { Project } from '#core/project/project.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-image-middleware-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the middleware on `url`: the body it answered, or `next` when it passed the request on. */
function ask(handler: RequestHandler, url: string): Promise<string> {
  return new Promise((resolve) => {
    const res = { setHeader: () => undefined, end: (body?: Buffer) => resolve(String(body)) };
    handler({ method: 'GET', url } as never, res as never, () => resolve('next'));
  });
}

describe('pageImageMiddleware', () => {
  it('answers a page image’s address with its file, and passes every other request on without looking', async () => {
    const source = path.join(dir, 'diagram.svg');
    fs.writeFileSync(source, '<svg/>');
    const compiledImages = vi.fn(() => [
      { absolutePath: path.join(dir, 'page.md'), images: [{ file: 'static/image/diagram.1a2b3c4d.svg', source }] },
    ]);
    const project = { config: { base: '/' }, compiledImages } as unknown as Project;
    const handler = pageImageMiddleware(project);
    expect(await ask(handler, '/static/js/index.js')).toBe('next');
    expect(await ask(handler, '/index.abc.hot-update.json')).toBe('next');
    expect(compiledImages).not.toHaveBeenCalled();
    expect(await ask(handler, '/static/image/diagram.1a2b3c4d.svg?v=1')).toBe('<svg/>');
    expect(await ask(handler, '/static/image/other.00000000.svg')).toBe('next');
    expect(compiledImages).toHaveBeenCalledTimes(2);
  });
});
