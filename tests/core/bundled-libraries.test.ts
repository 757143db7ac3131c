/**
 * The compiler's libraries ship as one bundled module (`core/src/markdown/libraries.ts`, `core/rslib.config.ts`): the
 * built file imports nothing but Node's own modules, every library it re-exports is in it, and the licenses of the
 * packages in it are beside it. Read from the package as built (`pnpm install` builds it).
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../packages/core/dist/markdown');
const source = path.resolve(import.meta.dirname, '../../packages/core/src/markdown/libraries.ts');

/** Statements at the start of a line (as a bundler writes them), and calls of `import` or of a `require` made by `createRequire`. */
const SPECIFIER_PATTERNS = [
  /^(?:import|export)\b[^;\n]*?\bfrom\s*["']([^"'\s]+)["']/gm,
  /^import\s*["']([^"'\s]+)["']/gm,
  /\b(?:import|\w*require)\(\s*["']([^"'\s]+)["']\s*\)/g,
];

/** Every module specifier a built file names: static imports and exports, dynamic imports and requires. */
function specifiers(code: string): string[] {
  return [...new Set(SPECIFIER_PATTERNS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1])))];
}

describe('the bundled compiler libraries', () => {
  const bundle = readFileSync(path.join(dist, 'libraries.js'), 'utf8');

  it('import only Node’s own modules', () => {
    const named = specifiers(bundle);
    expect(named).toContain('node:path');
    expect(named.filter((s) => !isBuiltin(s))).toEqual([]);
  });

  it('is what the compiler’s modules import the libraries from', () => {
    const reexported = [...readFileSync(source, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(reexported.length).toBeGreaterThan(10);
    for (const file of ['parse.js', 'compile.js', 'heading-ids.js', 'remark-gfm.js', 'frontmatter.js']) {
      const imported = specifiers(readFileSync(path.join(dist, file), 'utf8'));
      expect(imported.filter((s) => reexported.includes(s))).toEqual([]);
      expect(imported).toContain('./libraries.js');
    }
  });

  it('come with each bundled package’s name, version and license text', () => {
    const notice = readFileSync(path.join(dist, 'libraries.licenses.txt'), 'utf8');
    for (const name of ['unified', 'micromark', '@mdx-js/mdx', 'yaml', 'vfile', 'acorn']) expect(notice).toMatch(new RegExp(`^${name}@\\d`, 'm'));
    expect(notice).toContain('Permission is hereby granted, free of charge');
    // Each package once, in a fixed order, so two builds write the same file.
    const headings = [...notice.matchAll(/^\S+@\d\S* \(.*\)$/gm)].map((m) => m[0]);
    expect(headings).toEqual([...new Set(headings)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
