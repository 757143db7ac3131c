/** `pnpm typecheck` reaches every TypeScript file: a new folder outside its tsconfigs fails here. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { check, projects } from '../../scripts/typecheck.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** The projects `pnpm typecheck` checks. */
function typecheckProjects(): string[] {
  return projects.map((project) => path.resolve(root, project));
}

/** Every file a project's `include` names (what it imports comes on top). */
function filesOf(config: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`${config}: not a readable tsconfig`);
  return parsed.fileNames.map((file) => path.resolve(file));
}

describe('pnpm typecheck', () => {
  it('includes every .ts and .tsx file of the repository in one of its projects', () => {
    const covered = new Set(typecheckProjects().flatMap(filesOf));
    const sources = globSync('**/*.{ts,tsx,mts,cts}', {
      cwd: root,
      absolute: true,
      dot: true,
      ignore: ['**/node_modules/**', '**/dist/**', '**/.quire/**', 'e2e/.tmp/**', 'tests/examples-typecheck/**', '.bench/**', 'bench-results/**'],
    });
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.filter((file) => !covered.has(path.resolve(file))).map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('pnpm typecheck, the checker', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A project of one file under the repository's base options, as each of `projects` is. */
  function projectOf(source: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-typecheck-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'index.ts'), source);
    const config = path.join(dir, 'tsconfig.json');
    fs.writeFileSync(
      config,
      JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), compilerOptions: { types: [] }, include: ['index.ts'] }),
    );
    return config;
  }

  it('fails a project with a type error and passes it once mended', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await check(projectOf("const count: number = 'three';\nexport default count;\n"))).toBe(false);
    expect(await check(projectOf('const count: number = 3;\nexport default count;\n'))).toBe(true);
  });

  it('lets a stylesheet be imported for its side effect, as the themes do', async () => {
    expect(await check(projectOf("import './missing.css';\nexport {};\n"))).toBe(true);
  });
});

describe('TypeScript 7 beside 5.9', () => {
  it('answers no package’s typescript peer: the declaration builds and the API readers stay on 5.9', () => {
    const lock = fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
    const importers = lock.slice(lock.indexOf('\nimporters:'), lock.indexOf('\npackages:'));
    const rslib = [...importers.matchAll(/'@rslib\/core':\n\s+specifier: \S+\n\s+version: (.+)/g)].map((m) => m[1]);
    expect(rslib.length).toBeGreaterThan(5);
    expect(rslib.filter((version) => !version.includes('(typescript@5.'))).toEqual([]);
    expect(importers).not.toContain('(typescript@7.');
  });
});
