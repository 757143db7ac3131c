/**
 * A project copied with `cp -a` after a build (a moved checkout, a CI cache restored into another
 * folder), its `.quire` and `dist` removed, builds the same `dist/` byte for byte as the original:
 * nothing the original's install or build keeps reaches the copy's build. The project carries its own Quire install (core, shared, runtime and theme, their
 * libraries linked to the repository's), as a project with `node_modules` does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `copied-${process.pid}`);
// Names of one length: the minifier's short names still follow the length of the project's path
// through Rspack's pre-minification chunk hashes, which is no leak of the original's files.
const original = path.join(workDir, 'a');
const copy = path.join(workDir, 'b');
const PACKAGES = ['core', 'shared', 'runtime', 'theme-default'];

/** `quire build` with the project's own install of core. */
function build(project: string): void {
  const bin = path.join(project, 'packages/core/bin/quire.mjs');
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}

/** Every file under `dir`, by its path from there. */
function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), original, { recursive: true });
  for (const name of PACKAGES) {
    // The packages' own `node_modules` are relative links into the project's `node_modules`, kept as they are.
    fs.cpSync(path.join(root, 'packages', name), path.join(original, 'packages', name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.includes(`${path.sep}.cache`),
    });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(original, 'node_modules'));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('a project copied with cp -a', () => {
  it('builds the same dist/ byte for byte as the original once .quire and dist are removed', () => {
    build(original);
    const copied = spawnSync('cp', ['-a', original, copy], { encoding: 'utf8' });
    expect(copied.status, copied.stderr).toBe(0);
    fs.rmSync(path.join(copy, '.quire'), { recursive: true });
    fs.rmSync(path.join(copy, 'dist'), { recursive: true });
    build(copy);

    const originalFiles = filesOf(path.join(original, 'dist')).sort();
    expect(filesOf(path.join(copy, 'dist')).sort()).toEqual(originalFiles);
    const differing = originalFiles.filter(
      (file) => !fs.readFileSync(path.join(original, 'dist', file)).equals(fs.readFileSync(path.join(copy, 'dist', file))),
    );
    expect(differing).toEqual([]);
  }, 300_000);
});
