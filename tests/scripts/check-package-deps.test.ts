/** The dependency check of `pnpm lint`: each package declares what its built files use, no more and no less. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPackage, packageOf, specifiersIn, workspacePackages } from '../../scripts/check-package-deps.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-deps-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const repoRoot = path.resolve(import.meta.dirname, '../..');

function packageWith(name: string, manifest: object, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  for (const [file, text] of Object.entries({ 'package.json': JSON.stringify({ name, ...manifest }), ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('specifiersIn and packageOf', () => {
  it('finds imports, re-exports, import() and require.resolve under a renamed require, and names their package', () => {
    const text = [
      'import { a } from "yaml";',
      "import './x.css';",
      'export * from "@scope/pkg/sub";',
      "const m = await import('shiki');",
      "const f = theme_entry_require.resolve('@quire/theme-default/rspress-theme');",
      'const re = /^import \\{([^}]*)\\} from "([^"]+)";$/;',
      "import fs from 'node:fs';",
    ].join('\n');
    const names = specifiersIn(text).map(packageOf);
    expect(names).toEqual(['yaml', undefined, '@scope/pkg', 'shiki', '@quire/theme-default']);
  });
});

describe('checkPackage', () => {
  it('names a package a built file uses without declaring it, and a declared one no built file uses', () => {
    const dir = packageWith(
      'demo',
      { dependencies: { yaml: '1', zod: '4' }, peerDependencies: { react: '19' } },
      {
        'dist/index.js': "import { parse } from 'yaml';\nimport { jsx } from 'react/jsx-runtime';\nimport path from 'node:path';\n",
        'dist/lazy.js': "export const load = () => import('picomatch');\n",
      },
    );
    expect(checkPackage(dir)).toEqual([
      'demo: dist/lazy.js uses picomatch, which is not a dependency',
      'demo: declares zod, which no built file uses',
    ]);
  });

  it('takes a declared package named in a bundled file’s license notice as used, and asks nothing of the packages it names', () => {
    const dir = packageWith(
      'bundling',
      { dependencies: { unified: '11', zod: '4' } },
      {
        'dist/index.js': "export * from './libraries.js';\n",
        'dist/libraries.js': 'export const unified = () => {};\n',
        'dist/libraries.licenses.txt': 'bail@2.0.2 (MIT)\n\nMIT text\n\n---\n\nunified@11.0.5 (MIT)\n\nMIT text\n',
      },
    );
    expect(checkPackage(dir)).toEqual(['bundling: declares zod, which no built file uses']);
  });

  it('refuses a package that is not built', () => {
    expect(checkPackage(packageWith('unbuilt', {}, {}))).toEqual(['unbuilt: no built files in dist/ (run pnpm build:packages)']);
  });

  it('finds nothing wrong with the repository’s packages', () => {
    for (const packageDir of workspacePackages(repoRoot)) expect(checkPackage(packageDir)).toEqual([]);
  });
});
