/**
 * Pages written for Rspress import components and hooks from `@rspress/core/theme`,
 * `@rspress/core/runtime` and their older names `rspress/theme`, `rspress/runtime`. The bundler
 * resolves these to Quire's equivalents (`@quire/theme-default/rspress-theme`,
 * `@quire/runtime/rspress-runtime`); a name Quire does not provide is an error at the import, not
 * a component that is `undefined` when the page renders (the names: `rspress-api.ts`).
 */
import type { ImportDeclaration, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';
import { walk } from './walk.js';
import { rspressImportProblem } from './rspress-api.js';

export interface UnsupportedImport {
  module: string;
  name: string;
  /** What the error says: the name, its module and Quire's equivalent. */
  problem: string;
  line?: number;
  column?: number;
}

/** Names imported from an Rspress module that Quire does not provide (a namespace import counts as `*`), with why. */
export function unsupportedImports(program: Program): UnsupportedImport[] {
  const found: UnsupportedImport[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const module = String((statement as ImportDeclaration).source.value);
    for (const s of statement.specifiers) {
      const name =
        s.type === 'ImportNamespaceSpecifier'
          ? '*'
          : s.type === 'ImportSpecifier'
            ? s.imported.type === 'Identifier'
              ? s.imported.name
              : String(s.imported.value)
            : 'default';
      const problem = rspressImportProblem(module, name);
      if (!problem) continue;
      const where = s.loc?.start;
      found.push({ module, name, problem, line: where?.line, column: where ? where.column + 1 : undefined });
    }
  }
  return found;
}

export const remarkRspressImports: Plugin<[], Root> = () => (tree, file) => {
  walk<Nodes>(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    const program = node.data?.estree as Program | undefined;
    const [first] = program ? unsupportedImports(program) : [];
    if (!first) return;
    throw new QuireError(first.problem, {
      file: file.path,
      position: first.line ? { line: first.line, column: first.column ?? 1 } : node.position?.start,
    });
  });
};
