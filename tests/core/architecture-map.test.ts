/**
 * ARCHITECTURE.md is a map of the code; these checks keep it from going stale silently: every
 * file it names exists, it stays short, and the import rules it states hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const packages = path.join(root, 'packages');
const map = fs.readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

/**
 * Backticked file paths the map names: a `/` in them, a source or data extension, and neither
 * a pattern (`{lang}`, `*`, `<hash>`) nor a file a build generates (under `.quire/` or `dist/`).
 */
function namedPaths(markdown: string): string[] {
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return paths.filter((p) => p.includes('/') && /\.(?:tsx?|mjs|json|md)$/.test(p) && !/[{}*<>]/.test(p) && !/^(?:\.quire|dist)\//.test(p));
}

/** Every source file under `dir`, recursively (no `node_modules`, no built `dist/`). */
function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(?:tsx?|mjs|css)$/.test(e.name) && !/[\\/](?:node_modules|dist)(?:[\\/]|$)/.test(e.parentPath))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The module specifiers a file imports: `import … from`, `import '…'`, `import('…')`, `export … from`, `require('…')`, CSS `@import`. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\()?)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]);
}

/** Where a relative specifier points, or the bare specifier itself. */
function target(file: string, specifier: string): string {
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
}

const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');

describe('ARCHITECTURE.md', () => {
  it('names only files that exist, under packages/ or the repository root', () => {
    const named = namedPaths(map);
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter((p) => !fs.existsSync(path.join(packages, p)) && !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });

  it('stays a map: under 160 lines, none longer than 160 characters', () => {
    const lines = map.split('\n');
    expect(lines.length).toBeLessThan(160);
    expect(lines.filter((line) => line.length > 160)).toEqual([]);
  });

  it('finds paths in backticks and leaves patterns, generated files and names alone', () => {
    const text = 'see `core/src/pipeline/build.ts`, `docs/{lang}/x.md`, `.quire/cache/documents.json`, `render.pack`, `a/b.tsx` and `@theme`';
    expect(namedPaths(text)).toEqual(['core/src/pipeline/build.ts', 'a/b.tsx']);
  });
});

describe('import rules the map states', () => {
  const core = path.join(packages, 'core');
  const browserSide = ['runtime', 'theme-default'].flatMap((name) => sources(path.join(packages, name, 'src')));

  it('nothing in the runtime or the default theme imports core', () => {
    const offending = browserSide.flatMap((file) =>
      specifiers(file)
        .filter((s) => s.startsWith('@quire/core') || inside(core, target(file, s)))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('core imports no runtime module: what both sides use is in @quire/shared', () => {
    const runtime = path.join(packages, 'runtime');
    const offending = sources(path.join(core, 'src')).flatMap((file) =>
      specifiers(file)
        .filter((s) => s.startsWith('@quire/runtime') || (s.startsWith('.') && inside(runtime, target(file, s))))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('the shared package imports nothing but its own modules', () => {
    const shared = path.join(packages, 'shared');
    const files = sources(path.join(shared, 'src'));
    expect(files.length).toBeGreaterThan(5);
    const offending = files.flatMap((file) =>
      specifiers(file)
        .filter((s) => !s.startsWith('.') || !inside(shared, target(file, s)))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('this site imports the packages only through their exports', () => {
    const site = [path.join(root, 'site.config.ts'), ...sources(path.join(root, 'theme'))];
    const offending = site.flatMap((file) =>
      specifiers(file)
        .filter((s) => s.startsWith('#') || (s.startsWith('.') && inside(packages, target(file, s))))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('the default theme knows nothing of this site', () => {
    const theme = path.join(packages, 'theme-default');
    const files = sources(path.join(theme, 'src'));
    expect(files.length).toBeGreaterThan(20);
    const outside = files.flatMap((file) =>
      specifiers(file)
        .filter((s) => s.startsWith('.') && !inside(theme, target(file, s)))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(outside).toEqual([]);
    const naming = files.filter((file) => /rsbuild|rspack/i.test(fs.readFileSync(file, 'utf8'))).map((f) => path.relative(root, f));
    expect(naming).toEqual([]);
  });

  it('finds the imports a file makes', () => {
    const file = path.join(packages, 'runtime/src/app/app.tsx');
    expect(specifiers(file)).toContain('@theme');
  });
});
