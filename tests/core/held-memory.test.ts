/**
 * What a large build holds after a step is done with it: the search index's page parts once its
 * files are handed over, a page's text once it is looked up in the caches. Each is measured as the heap after a full collection, so a part still
 * reachable from what the build keeps (a closure's context) shows as megabytes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { CompileService } from '#core/project/compile-service.ts';
import { routeOfFile } from '#core/project/content-scan.ts';
import { type SearchIndexOutput, type SearchSource, searchIndexOutputs, searchSourceOf } from '#core/search/index-cache.ts';
import { pageData } from '../fixtures/page-data';

// A full collection on demand.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const heapUsed = () => {
  collectGarbage();
  return v8.getHeapStatistics().used_heap_size;
};

/** Writes nothing: takes each index's files as the build's writer does, in a frame of its own that is gone once it returns. */
async function handOver(outputs: readonly SearchIndexOutput[]): Promise<void> {
  for (const output of outputs) await output.files();
}

/** 40 pages of 100 KB: 4 MB of parts if kept. Joined, each text is one flat string already. */
function largePages(): SearchSource[] {
  return Array.from({ length: 40 }, (_, i) => {
    const text = [`Page ${i}`, ...Array(14_000).fill(`word${i}`)].join('\n');
    return searchSourceOf(pageData({ routePath: `/p${i}`, title: `Page ${i}`, _relativePath: '', pagePath: '' }), {
      textHash: createHash('sha1').update(text).digest('hex'),
      text: async () => text,
    });
  });
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('memory a build holds', () => {
  it('the search index: none of the pages’ parts once its files are handed over, though the build keeps the outputs', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-held-'));
    dirs.push(root);
    const sources = largePages();
    const before = heapUsed();
    const outputs = await searchIndexOutputs(sources, { file: path.join(root, 'search-indexes.json'), lastOut: undefined });
    await handOver(outputs);
    expect(heapUsed() - before).toBeLessThan(1_000_000);
    expect(outputs).toHaveLength(1);
  });

  it('the search index written as it is cut: none of its files before they are handed over', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-held-'));
    dirs.push(root);
    const sources = largePages();
    const before = heapUsed();
    const outputs = await searchIndexOutputs(
      sources,
      { file: path.join(root, 'search-indexes.json'), lastOut: undefined },
      '',
      undefined,
      path.join(root, 'spill'),
    );
    expect(heapUsed() - before).toBeLessThan(1_000_000);
    expect(outputs[0].spilled?.files.length).toBeGreaterThan(40);
  });

  it('the compile step: no page’s text between its lookup in the caches and its compile', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-held-'));
    dirs.push(root);
    const docs = path.join(root, 'docs/en');
    fs.mkdirSync(docs, { recursive: true });
    // 40 pages of 100 KB: 4 MB of texts if held; the first, small, opens the caches before the measure.
    const files = Array.from({ length: 41 }, (_, i) => path.join(docs, `p${i}.md`));
    files.forEach((file, i) => fs.writeFileSync(file, i === 0 ? '# Small\n' : [`# Page ${i}`, ...Array(14_000).fill(`word${i}`)].join('\n')));
    const service = new CompileService({
      config: resolveConfig({ lang: 'en', cache: true }),
      projectRoot: root,
      mode: 'build',
      packFile: path.join(root, '.quire/cache/compile.pack'),
      routeOf: (absolutePath) =>
        routeOfFile([], { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' }, absolutePath),
      lastUpdated: () => undefined,
    });
    expect(await service.fromCaches(files[0])).toBeUndefined();
    const before = heapUsed();
    for (const file of files.slice(1)) expect(await service.fromCaches(file)).toBeUndefined();
    expect(heapUsed() - before).toBeLessThan(1_000_000);
    // Its hash is kept: the page's text is read again and checked against it.
    expect(await service.compiledSource(files[1])?.text()).toMatch(/^# Page 1\n/);
    await service.closeCache();
  });
});
