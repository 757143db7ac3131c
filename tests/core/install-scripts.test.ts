/**
 * `pnpm install` stays quiet: every installed package with an install script is either allowed to
 * build (`onlyBuiltDependencies`) or known not to need it (`ignoredBuiltDependencies`), so pnpm
 * prints no "Ignored build scripts" box.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '../..');
// The YAML reader the framework itself uses (the repository's root has none of its own).
const { parse } = createRequire(path.join(root, 'packages/core/package.json'))('yaml') as { parse: (text: string) => unknown };
const store = path.join(root, 'node_modules/.pnpm');

/** Names of the installed packages pnpm would build: an install script, or a native addon it compiles. */
function packagesWithBuilds(): string[] {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(store)) {
    const modules = path.join(store, entry, 'node_modules');
    if (!fs.existsSync(modules)) continue;
    for (const scope of fs.readdirSync(modules)) {
      const dirs = scope.startsWith('@') ? fs.readdirSync(path.join(modules, scope)).map((n) => path.join(scope, n)) : [scope];
      for (const dir of dirs) {
        const full = path.join(modules, dir);
        // Links to other packages of the store are read under their own entry.
        if (fs.lstatSync(full).isSymbolicLink()) continue;
        const manifest = path.join(full, 'package.json');
        if (!fs.existsSync(manifest)) continue;
        const { name, scripts = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; scripts?: Record<string, string> };
        if (scripts.preinstall || scripts.install || scripts.postinstall || fs.existsSync(path.join(full, 'binding.gyp'))) names.add(name);
      }
    }
  }
  return [...names].sort();
}

test('every package with a build script is allowed or ignored in pnpm-workspace.yaml', () => {
  const workspace = parse(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')) as Record<string, string[] | undefined>;
  const listed = new Set([...(workspace.onlyBuiltDependencies ?? []), ...(workspace.ignoredBuiltDependencies ?? [])]);
  expect(packagesWithBuilds().filter((name) => !listed.has(name))).toEqual([]);
});
