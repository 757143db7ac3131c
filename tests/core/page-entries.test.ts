/**
 * A production browser build's page entries are the pages' own files with a query, answered by
 * the MDX loader, not one generated file per page; like the other generated modules, they name no
 * absolute path (a module's text is hashed into its chunk's first hash).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import quireMdxLoader, { type MdxLoaderOptions } from '#core/bundler/mdx-loader.ts';
import { registerProject } from '#core/bundler/loader-registry.ts';
import { globalComponentsModule, importFrom, PAGE_ENTRY_QUERY, pageChunkName, pageEntries, searchHooksModule } from '#core/project/generate.ts';
import type { RouteRecord } from '#core/routes/scan.ts';

const docsRoot = path.resolve('/site/docs');
const page = path.join(docsRoot, 'en', 'guide', 'start.mdx');

/** Runs the loader on `page` with `query`; resolves with its output, or rejects with its error. */
function runLoader(options: MdxLoaderOptions, query: string): Promise<{ code: string; dependencies: string[] }> {
  return new Promise((resolve, reject) => {
    const dependencies: string[] = [];
    const done = (error: Error | null, code?: string) => (error ? reject(error) : resolve({ code: code as string, dependencies }));
    const context = {
      resourcePath: page,
      resourceQuery: query,
      getOptions: () => options,
      addDependency: (file: string) => dependencies.push(file),
      async: () => done,
      callback: done,
    };
    quireMdxLoader.call(context as never, '# Start');
  });
}

describe('page entries', () => {
  it('names each page’s entry by its chunk name and points it at the page’s file with the entry query', () => {
    const route: RouteRecord = { routePath: '/guide/start', lang: 'en', version: '', relativePath: 'en/guide/start.mdx', absolutePath: page };
    expect(pageEntries([route])).toEqual({ [pageChunkName('en/guide/start.mdx')]: `${page}${PAGE_ENTRY_QUERY}` });
  });

  it('the MDX loader answers the entry query with a module that registers the page, without compiling it', async () => {
    const asked: string[] = [];
    const unregister = registerProject('entries-test', {
      pageModule: async (file) => {
        asked.push(file);
        return { code: 'export default 1;', dependencies: [] };
      },
    });
    try {
      const options: MdxLoaderOptions = {
        projectId: 'entries-test',
        stampDir: '/site/.quire/stamps',
        pageEntry: { docsRoot },
      };
      const entry = await runLoader(options, PAGE_ENTRY_QUERY);
      expect(entry.code).toBe(
        'import * as page from "./start.mdx";\nimport { registerPage } from "@quire/virtual-page-registry";\nregisterPage("en/guide/start.mdx", page);\n',
      );
      expect(entry.dependencies).toEqual([]);
      expect(asked).toEqual([]);

      // The page itself (the import above) is compiled as before, stamp and all.
      const module = await runLoader(options, '');
      expect(module.code).toBe('export default 1;');
      expect(asked).toEqual([page]);
      expect(module.dependencies).toHaveLength(1);
    } finally {
      unregister();
    }
  });
});

describe('generated modules name no absolute path', () => {
  const fromDir = path.resolve('/site/.quire/build');

  it('imports a file of the project, or beside it, by its path from the generated folder', () => {
    expect(importFrom(fromDir, path.resolve('/site/theme/hooks.ts'))).toBe('../../theme/hooks.ts');
    expect(importFrom(fromDir, path.resolve('/site/.quire/build/own.js'))).toBe('./own.js');
    expect(importFrom(fromDir, path.resolve('/elsewhere/node_modules/plugin/Ad.tsx'))).toBe('../../../elsewhere/node_modules/plugin/Ad.tsx');
  });

  it('leaves a package name as it is', () => {
    expect(importFrom(fromDir, 'some-plugin/Ad')).toBe('some-plugin/Ad');
  });

  it('writes the search hooks and global components modules with those paths', () => {
    expect(searchHooksModule(path.resolve('/site/theme/hooks.ts'), fromDir)).toBe(
      'import * as hooks from "../../theme/hooks.ts";\nexport default hooks;\n',
    );
    const module = globalComponentsModule(fromDir, [{ name: 'Tip', file: path.resolve('/site/components/Tip.tsx') }]);
    expect(module).toContain('import C0 from "../../components/Tip.tsx";');
    expect(module).not.toContain(path.resolve('/site'));
  });
});
