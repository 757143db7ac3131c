#!/usr/bin/env node
// @ts-check
/**
 * Reports import cycles among the repository's own modules (across packages too, through their exports), type-only imports included: Biome's
 * noImportCycles does not follow a type written as `import('./x').T`, and a type cycle is still a
 * tangle of modules that should import in one direction. Dynamic `import()` calls do not count:
 * they load later, so they cannot leave a value uninitialized.
 *   node scripts/check-cycles.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { globSync } from 'tinyglobby';
import ts from 'typescript';

/** @typedef {{ specifier: string, line: number, column: number }} ImportSite */
/** @typedef {{ from: string, to: string, line: number, column: number }} ImportEdge */

const SOURCE_GLOB = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const IGNORED = ['**/node_modules/**', '**/dist/**', '**/.quire/**', 'e2e/.tmp/**', 'bench-results/**', '.bench/**', 'tests/examples-typecheck/**'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];

/**
 * The modules a file imports statically: import and export declarations (type-only ones too)
 * and `import('…')` types, each with its 1-based line and column.
 * @param {string} source
 * @param {string} fileName
 * @returns {ImportSite[]}
 */
export function importsOf(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  /** @type {ImportSite[]} */
  const sites = [];
  /** @param {ts.Expression | ts.TypeNode | undefined} node */
  const add = (node) => {
    const literal = node && ts.isLiteralTypeNode(node) ? node.literal : node;
    if (!literal || !ts.isStringLiteral(literal)) return;
    const { line, character } = file.getLineAndCharacterOfPosition(literal.getStart(file));
    sites.push({ specifier: literal.text, line: line + 1, column: character + 1 });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node)) add(node.argument);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sites;
}

/**
 * Where the workspace's packages point their exports, as the files they are built from
 * (`./dist/a.js` → `src/a.ts`): `@quire/shared` → its source file. A pattern (`@quire/shared/*`)
 * keeps its `*`, and the root package's `imports` (`#core/*`) are read the same way.
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function workspaceExports(root) {
  const exports = new Map();
  const manifests = [path.join(root, 'package.json'), ...globSync('packages/*/package.json', { cwd: root, absolute: true })];
  for (const manifest of manifests.filter((file) => fs.existsSync(file))) {
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const entries = [
      ...Object.entries(pkg.exports ?? {}).map(([subpath, target]) => [path.posix.join(pkg.name, subpath), target]),
      ...Object.entries(pkg.imports ?? {}),
    ];
    for (const [name, target] of entries) {
      const file = typeof target === 'string' ? target : (target?.default ?? target?.import);
      if (typeof file !== 'string') continue;
      exports.set(name, path.resolve(path.dirname(manifest), file.replace(/^\.\/dist\//, './src/')));
    }
  }
  return exports;
}

/**
 * The file an import names, or undefined for a module outside the repository.
 * @param {string} importer absolute path of the importing file
 * @param {string} specifier
 * @param {Map<string, string>} packages from workspaceExports
 * @param {(file: string) => boolean} isFile
 * @returns {string | undefined}
 */
export function resolveImport(importer, specifier, packages, isFile) {
  const named = packages.get(specifier) ?? patternTarget(specifier, packages);
  if (named) return withSourceExtension(named, isFile);
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const target = path.resolve(path.dirname(importer), specifier);
  // TypeScript sources import each other by their emitted name (`./a.js` for `a.ts`).
  const stem = target.replace(/\.(m|c)?(j|t)sx?$/, '');
  const candidates = [target, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(target, `index${ext}`))];
  return candidates.find(isFile);
}

/**
 * The file a pattern export names for `specifier` (`@quire/shared/*` → `…/src/*.js`), if one matches.
 * @param {string} specifier
 * @param {Map<string, string>} packages
 */
function patternTarget(specifier, packages) {
  for (const [name, target] of packages) {
    const star = name.indexOf('*');
    if (star < 0 || !specifier.startsWith(name.slice(0, star)) || !specifier.endsWith(name.slice(star + 1))) continue;
    return target.replace('*', specifier.slice(star, specifier.length - (name.length - star - 1)));
  }
  return undefined;
}

/**
 * A built file's name as its source (`a.js` → `a.ts` or `a.tsx`), or the name itself.
 * @param {string} file
 * @param {(file: string) => boolean} isFile
 */
function withSourceExtension(file, isFile) {
  const stem = file.replace(/\.(m|c)?(j|t)sx?$/, '');
  return [file, ...EXTENSIONS.map((ext) => stem + ext)].find(isFile) ?? file;
}

/**
 * Every cycle of the import graph, one per tangle of modules (strongly connected component):
 * the shortest way from the tangle's first file back to itself, as the edges taken.
 * @param {Map<string, ImportEdge[]>} graph file → its imports of files in the graph
 * @returns {ImportEdge[][]}
 */
export function findCycles(graph) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const components = [];
  // Tarjan's algorithm, with an explicit stack so a deep import chain cannot overflow the call stack.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    /** @type {Array<{ node: string, next: number }>} */
    const work = [{ node: start, next: 0 }];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const { node } = frame;
      if (frame.next === 0) {
        index.set(node, index.size);
        low.set(node, index.get(node) ?? 0);
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++].to;
        if (!index.has(to)) work.push({ node: to, next: 0 });
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(node) ?? 0));
      if (low.get(node) !== index.get(node)) continue;
      /** @type {string[]} */
      const component = [];
      let member;
      do {
        member = stack.pop() ?? node;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  }
  return components.map((component) => shortestCycle(graph, component[0], new Set(component)));
}

/**
 * @param {Map<string, ImportEdge[]>} graph
 * @param {string} start
 * @param {Set<string>} within
 * @returns {ImportEdge[]}
 */
function shortestCycle(graph, start, within) {
  /** @type {Map<string, ImportEdge>} */
  const reachedBy = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const edge of graph.get(queue[i]) ?? []) {
      if (!within.has(edge.to) || reachedBy.has(edge.to)) continue;
      reachedBy.set(edge.to, edge);
      if (edge.to === start) {
        /** @type {ImportEdge[]} */
        const cycle = [];
        for (let at = edge; ; at = /** @type {ImportEdge} */ (reachedBy.get(at.from))) {
          cycle.push(at);
          if (at.from === start) return cycle.reverse();
        }
      }
      queue.push(edge.to);
    }
  }
  throw new Error(`${start} is in a cycle that does not come back to it`);
}

/**
 * The import graph of the repository's source files.
 * @param {string} root
 * @returns {Map<string, ImportEdge[]>}
 */
export function importGraph(root) {
  const files = globSync(SOURCE_GLOB, { cwd: root, absolute: true, ignore: IGNORED, dot: true });
  const known = new Set(files);
  const packages = workspaceExports(root);
  const isFile = (/** @type {string} */ file) => known.has(file);
  /** @type {Map<string, ImportEdge[]>} */
  const graph = new Map();
  for (const file of files) {
    /** @type {ImportEdge[]} */
    const edges = [];
    for (const site of importsOf(fs.readFileSync(file, 'utf8'), file)) {
      const to = resolveImport(file, site.specifier, packages, isFile);
      if (to && to !== file) edges.push({ from: file, to, line: site.line, column: site.column });
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * One line per cycle: where its first import is, and the files around it.
 * @param {ImportEdge[]} cycle
 * @param {string} root
 */
export function describeCycle(cycle, root) {
  const name = (/** @type {string} */ file) => path.relative(root, file).split(path.sep).join('/');
  const [first] = cycle;
  const files = [first.from, ...cycle.map((edge) => edge.to)].map(name).join(' → ');
  return `${name(first.from)}:${first.line}:${first.column}: import cycle: ${files}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const cycles = findCycles(importGraph(root));
  for (const cycle of cycles) console.error(describeCycle(cycle, root));
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): move what both sides need into a module that both import.`);
    process.exit(1);
  }
}
