/**
 * A build whose compile facts answer for a page leaves its entry unmade until a step asks for it
 * (`CompileService.answerNow`): the steps that read every page (warnings, components, images,
 * dependencies, the standalone set, the search sources, the sitemap) tell from each record's traits which pages they need, so
 * a one-page edit reads few records. An entry made late is the one a lookup makes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import type { SitemapRoute } from '#core/outputs/sitemap.ts';
import { findStandalonePages } from '#core/pipeline/standalone-pages.ts';
import { CompileCache } from '#core/project/compile-cache.ts';
import { Project } from '#core/project/project.ts';
import { settleStamps } from './helpers/settle-stamps.ts';

const dirs: string[] = [];
const projects: Project[] = [];
afterEach(async () => {
  await Promise.all(projects.splice(0).map((p) => p.closeCompileCache()));
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

const PAGES: Record<string, string> = {
  'docs/plain-1.md': '# Plain one\n\nText.\n',
  'docs/plain-2.md': '# Plain two\n\nMore [text](/plain-1).\n\n## A heading\n',
  'docs/warned.md': '# Warned\n\n```js frobnicate\nconst a = 1;\n```\n',
  'docs/component.mdx': '# Component\n\n<Badge text="new" />\n',
  'docs/image.md': '# Image\n\n![A dot](./dot.png)\n',
  'docs/unsearched.md': '---\nsearch: false\n---\n\n# Unsearched\n',
  'docs/inlines.mdx': "import Part from './_part.md';\n\n# Inlines\n\n<Part />\n",
  'docs/_part.md': 'An inlined part.\n',
};

async function site(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-deferred-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(PAGES)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
  await fs.writeFile(path.join(root, 'docs/dot.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  // Stamps of files changed in the last moments are not recorded (`source-stamps.ts`).
  await settleStamps();
  return root;
}

async function compiled(root: string): Promise<Project> {
  const project = new Project(resolveConfig({ lang: 'en', cache: true }), root, { mode: 'build' });
  projects.push(project);
  await project.scan();
  await project.compileAll();
  return project;
}

const sitemapFields = ({ routePath, lang, version, lastUpdatedTime }: SitemapRoute) => ({ routePath, lang, version, lastUpdatedTime });

/** Each route's entry as a build would use it. */
const entries = (project: Project) =>
  project.routes.map((r) => {
    const { pageData, compiled: facts, standalone, codeHash, searchTextHash, dataKey } = project.compiler.entryOf(r.absolutePath) ?? {};
    return { pageData, facts, standalone, codeHash, searchTextHash, dataKey };
  });

describe('entries made when first asked for', () => {
  it('are read only by the steps that need them, and are the entries a lookup makes', async () => {
    const root = await site();
    const first = await compiled(root);
    const before = entries(first);
    const dataKeys = new Map(first.routes.map((r, i) => [r.routePath, before[i].dataKey]));
    const standalone = await findStandalonePages(first);
    const sitemap = first.sitemapRoutes().map(sitemapFields);
    await first.closeCompileCache();
    projects.splice(projects.indexOf(first), 1);

    const reads = vi.spyOn(CompileCache.prototype, 'getNow');
    const project = await compiled(root);
    // Every page but those made of other files too (an inlined part, an image beside it, checked by their hashes) was
    // answered without reading its record.
    const deferred = project.routes.filter((r) => project.compiler.isDeferred(r.absolutePath)).map((r) => r.routePath);
    expect(deferred.sort()).toEqual(['/component', '/plain-1', '/plain-2', '/unsearched', '/warned']);
    reads.mockClear();
    const read = () => reads.mock.calls.length;

    expect(project.compileWarnings()).toEqual([expect.stringContaining('docs/warned.md:')]);
    expect(read()).toBe(1);
    expect(project.componentSources().map((s) => s.file)).toEqual([path.join('docs', 'component.mdx')]);
    expect(read()).toBe(2);
    expect(project.compiledImages().map((i) => path.relative(root, i.absolutePath))).toEqual([path.join('docs', 'image.md')]);
    expect([...project.compiledDependencies()].map((f) => path.relative(root, f)).sort()).toEqual([
      path.join('docs', '_part.md'),
      path.join('docs', 'dot.png'),
    ]);
    expect(await findStandalonePages(project)).toEqual(standalone);
    const sources = project.searchSources();
    expect(sources.filter((s) => !s.place.searched).map((s) => s.place.routePath)).toEqual(['/unsearched']);
    expect(Object.fromEntries(sources.map((s) => [s.place.routePath, s.dataKey]))).toEqual(Object.fromEntries(dataKeys));
    expect(project.sitemapRoutes().map(sitemapFields)).toEqual(sitemap);
    expect(read()).toBe(2);

    // Made late, each entry is the one the first build's lookups made.
    expect(entries(project)).toEqual(before);
    expect(sources.map((s) => s.page())).toEqual(before.map((e) => e.pageData));
  });
});
