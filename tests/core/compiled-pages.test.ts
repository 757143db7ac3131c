/** Page data by route path: every step asks for every page's, so one lookup may not search the whole list. */
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import type { PageData } from '#shared/types.ts';
import { resolveConfig } from '#core/config/validate.ts';
import type { CompileService } from '#core/project/compile-service.ts';
import { CompiledPages } from '#core/project/compiled-pages.ts';
import type { RouteRecord } from '#core/routes/scan.ts';

const route = (i: number): RouteRecord => ({
  routePath: `/guide/page-${i}`,
  lang: 'en',
  version: '',
  relativePath: `guide/page-${i}.md`,
  absolutePath: `/site/docs/guide/page-${i}.md`,
});

/** A compiler whose every entry's page data names its file, each page using a component and warned of once when asked. */
const compilerOf = ({ components = [{ name: 'Badge' }], warnings = [] as Array<{ message: string }> } = {}) => {
  const entryOf = (absolutePath: string) => ({
    pageData: { title: absolutePath } as PageData,
    compiled: {
      links: [],
      anchors: [],
      components: absolutePath.includes('plain') ? [] : components,
      warnings: absolutePath.includes('plain') ? [] : warnings,
    },
  });
  return { entryOf, entryWith: entryOf } as unknown as CompileService;
};
const compiler = compilerOf();

describe('CompiledPages.pageDataFor', () => {
  test("finds each page's data without searching the routes for it", () => {
    const routes = Array.from({ length: 2000 }, (_, i) => route(i));
    let reads = 0;
    // Counts every element read: a search per page reads about n² / 2 of them.
    const counted = new Proxy(routes, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const pages = new CompiledPages(compiler, '/site', resolveConfig({ lang: 'en' }));
    for (const r of routes) expect(pages.pageDataFor(counted, r.routePath).title).toBe(r.absolutePath);
    expect(reads).toBeLessThanOrEqual(2 * routes.length);
    expect(pages.pageDataFor(counted, '/missing').pageType).toBe('404');
  });

  test('a new list of routes is read afresh, and the first route of a path wins', () => {
    const pages = new CompiledPages(compiler, '/site', resolveConfig({ lang: 'en' }));
    const first = [route(1)];
    expect(pages.pageDataFor(first, '/guide/page-1').title).toBe('/site/docs/guide/page-1.md');
    const twice = [{ ...route(2), routePath: '/guide/page-1' }, route(1)];
    expect(pages.pageDataFor(twice, '/guide/page-1').title).toBe('/site/docs/guide/page-2.md');
  });
});

describe('CompiledPages.linkSources and componentSources', () => {
  test.each(['linkSources', 'componentSources'] as const)(
    '%s names each page by its path within the project without a path.relative per page, as path.relative would',
    (sources) => {
      const routes = [...Array.from({ length: 100 }, (_, i) => route(i)), { ...route(100), absolutePath: '/elsewhere/docs/x.md' }];
      const relative = vi.spyOn(path, 'relative');
      try {
        const files = new CompiledPages(compiler, '/site', resolveConfig({ lang: 'en' }))[sources](routes).map((s) => s.file);
        expect(relative).toHaveBeenCalledTimes(1);
        relative.mockRestore();
        expect(files).toEqual(routes.map((r) => path.relative('/site', r.absolutePath)));
      } finally {
        relative.mockRestore();
      }
    },
  );
});

describe('CompiledPages.componentSources and compileWarnings', () => {
  test('leave out the pages that use no component or have no warning, making nothing for them', () => {
    const routes = [route(1), { ...route(2), absolutePath: '/site/docs/plain.md' }, route(3)];
    const relative = vi.spyOn(path, 'relative');
    try {
      const pages = new CompiledPages(compilerOf({ warnings: [{ message: 'a warning' }] }), '/site', resolveConfig({ lang: 'en' }));
      expect(pages.componentSources(routes).map((s) => s.file)).toEqual(['docs/guide/page-1.md', 'docs/guide/page-3.md']);
      relative.mockClear();
      expect(pages.compileWarnings(routes)).toEqual(['docs/guide/page-1.md: a warning', 'docs/guide/page-3.md: a warning']);
      // One path made per warned page, none for the page without a warning.
      expect(relative).toHaveBeenCalledTimes(2);
    } finally {
      relative.mockRestore();
    }
  });
});
