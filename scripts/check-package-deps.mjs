#!/usr/bin/env node
/**
 * Each published package declares exactly what its built code uses: every package its `dist/` (and
 * `bin/`) imports, requires or resolves is a dependency or peer dependency, and every dependency or
 * peer dependency is one of those or bundled into a built file (named in the license notice beside it). Type-only
 * imports are gone from the built files, so they need no runtime dependency. Run after `pnpm build:packages`; part of `pnpm lint`.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Names the bundler gives the runtime and the theme (generated modules, the site's theme), never installed. */
const PROVIDED = /^(?:@quire\/virtual-|@theme$)/;
/** Packages a package names without needing them installed beside it: resolved in another's folder, or written into the site it creates. */
const NOT_ITS_OWN = { '@quire/core': ['@mdx-js/react'], 'create-quire': ['@quire/core', '@quire/theme-default'] };

/**
 * The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or undefined for a relative path or a built-in.
 * @param {string} specifier
 */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('file:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

/**
 * Module specifiers in a built file: `import … from`, `import '…'`, `import('…')`, `export … from`, and
 * `require('…')` or `require.resolve('…')` through any name ending in `require` (the bundler renames them).
 */
/** @param {string} text */
export function specifiersIn(text) {
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|require(?:\.resolve)?\s*\(\s*)['"]([@\w.][\w@./-]*)['"]/g);
  return [...found].map((m) => m[1]);
}

/** @param {string} dir */
function jsFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.[cm]?js$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * What is wrong with one package's declared dependencies: a list of sentences, empty when none.
 * @param {string} dir
 * @returns {string[]}
 */
export function checkPackage(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const files = [...jsFiles(path.join(dir, 'dist')), ...jsFiles(path.join(dir, 'bin'))];
  if (files.length === 0) return [`${manifest.name}: no built files in dist/ (run pnpm build:packages)`];
  /** @type {Map<string, string>} */
  const used = new Map();
  for (const file of files) {
    for (const specifier of specifiersIn(fs.readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (
        !name ||
        name === manifest.name ||
        PROVIDED.test(specifier) ||
        NOT_ITS_OWN[/** @type {keyof typeof NOT_ITS_OWN} */ (manifest.name)]?.includes(name)
      )
        continue;
      if (!used.has(name)) used.set(name, path.relative(dir, file));
    }
  }
  // A file bundled with its libraries lists them beside it (`packages/bundled-licenses.ts`): a declared one is in a built file.
  const bundled = new Set(licenseNotices(path.join(dir, 'dist')).flatMap((notice) => bundledPackages(fs.readFileSync(notice, 'utf8'))));
  const problems = [];
  for (const [name, file] of used) if (!declared.has(name)) problems.push(`${manifest.name}: ${file} uses ${name}, which is not a dependency`);
  for (const name of declared)
    if (!used.has(name) && !bundled.has(name)) problems.push(`${manifest.name}: declares ${name}, which no built file uses`);
  return problems;
}

/** @param {string} dir */
function licenseNotices(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.licenses.txt'))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The packages a bundled file's license notice names, one heading each (`name@version (license)`).
 * @param {string} text
 */
export function bundledPackages(text) {
  return [...text.matchAll(/^(@?[^@\s]+)@\d\S* \(.*\)$/gm)].map((m) => m[1]);
}

/** The folders under `packages/` that are packages (the folder also holds their shared build settings). */
export function workspacePackages(repoRoot) {
  const dir = path.join(repoRoot, 'packages');
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((packageDir) => fs.existsSync(path.join(packageDir, 'package.json')));
}

if (process.argv[1] === import.meta.filename) {
  const packages = workspacePackages(root);
  const problems = packages.flatMap(checkPackage);
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length) process.exit(1);
  console.log(`✓ dependencies of ${packages.length} packages match what their built files use`);
}
