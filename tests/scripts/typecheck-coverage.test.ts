/** `pnpm typecheck` reaches every TypeScript file: a new folder outside its tsconfigs fails here. */
import path from 'node:path';
import { globSync } from 'tinyglobby';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projects } from '../../scripts/typecheck.mjs';

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
