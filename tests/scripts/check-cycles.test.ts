/** The import-cycle check of `pnpm lint`: which imports it follows, and the cycles it reports. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCycle, findCycles, type ImportEdge, importGraph, importsOf } from '../../scripts/check-cycles.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cycles-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Writes a small project and returns its cycles as `check-cycles` prints them. */
function cyclesIn(name: string, files: Record<string, string>): string[] {
  const root = path.join(tmp, name);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  return findCycles(importGraph(root)).map((cycle) => describeCycle(cycle, root));
}

describe('importsOf', () => {
  it('follows import and export declarations, type-only ones and import() types, not import() calls', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from './b';",
      "export * from './c.js';",
      "export { d } from './d';",
      "export function f(): import('./e').E { return import('./lazy.js') as never; }",
    ].join('\n');
    expect(importsOf(source, 'x.ts')).toEqual([
      { specifier: './a.js', line: 1, column: 19 },
      { specifier: './b', line: 2, column: 24 },
      { specifier: './c.js', line: 3, column: 15 },
      { specifier: './d', line: 4, column: 19 },
      { specifier: './e', line: 5, column: 29 },
    ]);
  });
});

describe('findCycles', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, line: 1, column: 1 });

  it('finds none in a graph whose imports go one way', () => {
    const graph = new Map([
      ['a', [edge('a', 'b'), edge('a', 'c')]],
      ['b', [edge('b', 'c')]],
      ['c', []],
    ]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('reports each tangle once, as the shortest way from its first file back to it', () => {
    const graph = new Map([
      ['a', [edge('a', 'b')]],
      ['b', [edge('b', 'c'), edge('b', 'a')]],
      ['c', [edge('c', 'a')]],
      ['d', [edge('d', 'e')]],
      ['e', [edge('e', 'd')]],
      ['f', [edge('f', 'a')]],
    ]);
    expect(findCycles(graph)).toEqual([
      [edge('a', 'b'), edge('b', 'a')],
      [edge('d', 'e'), edge('e', 'd')],
    ]);
  });

  it('follows a chain deeper than the call stack', () => {
    const length = 20_000;
    const graph = new Map(Array.from({ length }, (_, i) => [`m${i}`, [edge(`m${i}`, `m${(i + 1) % length}`)]]));
    expect(findCycles(graph)[0]).toHaveLength(length);
  });
});

describe('check-cycles on files', () => {
  it('names the file, line and column of a cycle closed by an import() type', () => {
    expect(
      cyclesIn('inline-type', {
        'src/route.ts': "export function page(): import('./types').Page { return { path: '/' }; }\n",
        'src/types.ts': "import type { Item } from './items.js';\nexport interface Page { path: string; items?: Item[] }\n",
        'src/items.ts': "import { page } from './route';\nexport type Item = ReturnType<typeof page>;\n",
      }),
    ).toEqual(['src/items.ts:1:22: import cycle: src/items.ts → src/route.ts → src/types.ts → src/items.ts']);
  });

  it('resolves workspace packages by their exports, and reports nothing once the shared types have their own module', () => {
    const pkg = JSON.stringify({ name: '@quire/runtime', exports: { '.': './src/index.ts', './shared': './src/shared.ts' } });
    const files = {
      'packages/runtime/package.json': pkg,
      'packages/runtime/src/index.ts': "export * from './render.js';\n",
      'packages/runtime/src/shared.ts': 'export interface Config { title: string }\n',
      'packages/core/src/build.ts': "import type { Config } from '@quire/runtime/shared';\nexport const build = (c: Config) => c.title;\n",
    };
    expect(
      cyclesIn('workspace', {
        ...files,
        'packages/runtime/src/render.tsx': "import { build } from '../../core/src/build.js';\nexport const render = build;\n",
        'packages/runtime/src/shared.ts': "import type { render } from './index';\nexport interface Config { title: string; r?: typeof render }\n",
      }),
    ).toEqual([
      'packages/core/src/build.ts:1:29: import cycle: packages/core/src/build.ts → packages/runtime/src/shared.ts → packages/runtime/src/index.ts → packages/runtime/src/render.tsx → packages/core/src/build.ts',
    ]);
    expect(cyclesIn('workspace-fixed', { ...files, 'packages/runtime/src/render.tsx': 'export const render = 1;\n' })).toEqual([]);
  });

  it('follows exports to the sources of their built files, export patterns and the root package.json imports', () => {
    const files = {
      'package.json': JSON.stringify({ name: 'site', imports: { '#core/*': './packages/core/src/*' } }),
      'packages/shared/package.json': JSON.stringify({
        name: '@quire/shared',
        exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './*': { default: './dist/*.js' } },
      }),
      'packages/shared/src/index.ts': "export * from './types.js';\n",
      'packages/core/src/build.ts': "import type { Config } from '@quire/shared';\nexport const build = (c: Config) => c.title;\n",
      'tests/build.test.ts': "import { build } from '#core/build.ts';\nexport const run = build;\n",
    };
    expect(
      cyclesIn('exports-to-sources', {
        ...files,
        'packages/shared/src/types.ts':
          "import type { run } from '../../../tests/build.test';\nexport interface Config { title: string; r?: typeof run }\n",
      }),
    ).toEqual([
      'packages/core/src/build.ts:1:29: import cycle: packages/core/src/build.ts → packages/shared/src/index.ts → packages/shared/src/types.ts → tests/build.test.ts → packages/core/src/build.ts',
    ]);
    expect(
      cyclesIn('export-pattern', {
        ...files,
        'packages/core/src/build.ts': "import type { Config } from '@quire/shared/types';\nexport const build = (c: Config) => c.title;\n",
        'packages/shared/src/types.ts':
          "import type { build } from '../../core/src/build.js';\nexport interface Config { title: string; b?: typeof build }\n",
      }),
    ).toEqual([
      'packages/core/src/build.ts:1:29: import cycle: packages/core/src/build.ts → packages/shared/src/types.ts → packages/core/src/build.ts',
    ]);
  });
});
