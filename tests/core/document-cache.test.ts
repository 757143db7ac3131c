/**
 * A build keeps the last build's document of a page where it is (nothing read or written) when
 * the rendered page and everything around it are unchanged, and the file is still the one that
 * build wrote; anything else builds the document again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash, scriptHashesOf } from '#core/ssg/csp.ts';
import { DocumentCache } from '#core/ssg/document-cache.ts';
import type { RenderCache } from '#core/ssg/render-cache.ts';
import { outputWriter } from '#core/utils/output-file.ts';
import { OutputSnapshot } from '#core/utils/output-snapshot.ts';
import { tempDirsRemovedAfterEach } from './helpers/temp-dirs.ts';

const tempDir = tempDirsRemovedAfterEach('quire-documents-');

/** A render cache of server code `shared` that knows every page but `/new`, and notes the pages kept. */
function renders(kept: string[] = [], shared = 'server-1'): RenderCache {
  return {
    shared,
    keyOf: (routePath: string) => (routePath === '/new' ? undefined : `render:${routePath}`),
    keep: (key: string) => kept.push(key),
    carried: () => kept.push('carried'),
  } as unknown as RenderCache;
}

const HTML = '<html><head><script>paint()</script></head><body>A</body></html>';

/** One build that writes `guide/a.html` through the cache, then saves it. */
async function firstBuild(cacheFile: string, setup: unknown): Promise<string> {
  const out = tempDir();
  const cache = DocumentCache.open(cacheFile, outputWriter(out, undefined), setup, renders());
  const key = cache.keyOf('/guide/a', 'en/guide/a.md', { sidebar: 's1' });
  if (!key) throw new Error('expected a key');
  expect(await cache.reuse('guide/a.html', key)).toBeUndefined();
  fs.mkdirSync(path.join(out, 'guide'));
  fs.writeFileSync(path.join(out, 'guide/a.html'), HTML);
  await cache.record('guide/a.html', key, scriptHashesOf(HTML));
  cache.save();
  return out;
}

describe('DocumentCache', () => {
  it('keeps the last document when nothing it is made of changed, with its inline script hashes', async () => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    const previous = await firstBuild(cacheFile, { site: 1 });
    const stage = tempDir();
    const kept: string[] = [];
    const output = outputWriter(stage, OutputSnapshot.read(previous));
    const cache = DocumentCache.open(cacheFile, output, { site: 1 }, renders(kept));
    const key = cache.keyOf('/guide/a', 'en/guide/a.md', { sidebar: 's1' });
    expect(await cache.reuse('guide/a.html', key as NonNullable<typeof key>)).toEqual([cspHash('paint()')]);
    expect([...output.kept.keys()]).toEqual(['guide/a.html']);
    expect(fs.existsSync(path.join(stage, 'guide/a.html'))).toBe(false);
    // Its rendered HTML stays in the render cache for the build after.
    expect(kept).toEqual(['render:/guide/a']);
  });

  it('carries the last document over without its key when the documents share the last setup and server code', async () => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    const previous = await firstBuild(cacheFile, { site: 1 });
    const kept: string[] = [];
    const output = outputWriter(tempDir(), OutputSnapshot.read(previous));
    const cache = DocumentCache.open(cacheFile, output, { site: 1 }, renders(kept));
    expect(cache.sharesLastSetup()).toBe(true);
    expect(cache.carry('guide/a.html')).toEqual([cspHash('paint()')]);
    expect(cache.carry('guide/none.html')).toBeUndefined();
    expect([...output.kept.keys()]).toEqual(['guide/a.html']);
    expect([cache.reused, cache.carried, kept]).toEqual([1, 1, ['carried']]);
    // Another setup, or other server code, and no document is known from the edit alone.
    expect(DocumentCache.open(cacheFile, output, { site: 2 }, renders()).sharesLastSetup()).toBe(false);
    expect(DocumentCache.open(cacheFile, output, { site: 1 }, renders([], 'server-2')).sharesLastSetup()).toBe(false);
  });

  it('carries no document edited in the output since', async () => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    const previous = await firstBuild(cacheFile, { site: 1 });
    fs.appendFileSync(path.join(previous, 'guide/a.html'), ' ');
    const cache = DocumentCache.open(cacheFile, outputWriter(tempDir(), OutputSnapshot.read(previous)), { site: 1 }, renders());
    expect(cache.carry('guide/a.html')).toBeUndefined();
  });

  it.each([
    ['the shared setup changed', { site: 2 }, { sidebar: 's1' }],
    ["the page's own parts changed", { site: 1 }, { sidebar: 's2' }],
  ])('builds the document again when %s', async (_name, setup, parts) => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    const previous = await firstBuild(cacheFile, { site: 1 });
    const cache = DocumentCache.open(cacheFile, outputWriter(tempDir(), OutputSnapshot.read(previous)), setup, renders());
    const key = cache.keyOf('/guide/a', 'en/guide/a.md', parts);
    expect(await cache.reuse('guide/a.html', key as NonNullable<typeof key>)).toBeUndefined();
  });

  it('builds the document again when the file in the output was edited since', async () => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    const previous = await firstBuild(cacheFile, { site: 1 });
    fs.writeFileSync(path.join(previous, 'guide/a.html'), HTML.replace('A', 'B'));
    const cache = DocumentCache.open(cacheFile, outputWriter(tempDir(), OutputSnapshot.read(previous)), { site: 1 }, renders());
    const key = cache.keyOf('/guide/a', 'en/guide/a.md', { sidebar: 's1' });
    expect(await cache.reuse('guide/a.html', key as NonNullable<typeof key>)).toBeUndefined();
  });

  it('builds the document again when the file in the output was replaced by one of the same size and time', async () => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    const previous = tempDir();
    const file = path.join(previous, 'guide/a.html');
    const first = DocumentCache.open(cacheFile, outputWriter(previous, undefined), { site: 1 }, renders());
    const key = first.keyOf('/guide/a', 'en/guide/a.md', { sidebar: 's1' }) as NonNullable<ReturnType<DocumentCache['keyOf']>>;
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, HTML);
    // A whole second, which a copy that keeps times (cp -p, rsync -t, tar) gives back exactly.
    fs.utimesSync(file, 1_700_000_000, 1_700_000_000);
    await first.record('guide/a.html', key, scriptHashesOf(HTML));
    first.save();
    fs.writeFileSync(`${file}.new`, HTML.replace('A', 'B'));
    fs.renameSync(`${file}.new`, file);
    fs.utimesSync(file, 1_700_000_000, 1_700_000_000);
    const cache = DocumentCache.open(cacheFile, outputWriter(tempDir(), OutputSnapshot.read(previous)), { site: 1 }, renders());
    expect(await cache.reuse('guide/a.html', key)).toBeUndefined();
  });

  it('has no key for a page the render cache has none for, and none to reuse without a last output', async () => {
    const cacheFile = path.join(tempDir(), 'documents.json');
    await firstBuild(cacheFile, { site: 1 });
    const cache = DocumentCache.open(cacheFile, outputWriter(tempDir(), undefined), { site: 1 }, renders());
    expect(cache.keyOf('/new', 'en/new.md', {})).toBeUndefined();
    const key = cache.keyOf('/guide/a', 'en/guide/a.md', { sidebar: 's1' });
    expect(await cache.reuse('guide/a.html', key as NonNullable<typeof key>)).toBeUndefined();
  });
});
