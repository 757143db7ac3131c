/**
 * The values a site theme's own modules export: the entry's exports, and those of the project's
 * modules it re-exports whole (`export * from './parts'`); a package's re-exports are the default
 * theme's names, not the site's. Read with a TypeScript and JSX parser, not the bundler, because
 * the layout's part names must be known before the entry is compiled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { QuireError } from '../utils/errors.js';
import type { ThemeExport } from './theme-parts.js';

type Statement = ReturnType<typeof parse>['program']['body'][number];

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The file a relative specifier names: as written, with an extension, or the folder's index. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}

function parseModule(source: string, file: string): Statement[] {
  try {
    return parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx', 'decorators-legacy'] }).program.body;
  } catch (error) {
    const place = (error as { loc?: { line: number; column: number } }).loc;
    const reason = (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
    throw new QuireError(reason, { file, position: place && { line: place.line, column: place.column + 1 } });
  }
}

const nameOf = (node: { type: string; name?: string; value?: string }) => (node.type === 'Identifier' ? (node.name ?? '') : (node.value ?? ''));

/** The names a declaration binds (`export const a = 1, { b } = c` → a, b). */
function declaredNames(declaration: Extract<Statement, { type: 'ExportNamedDeclaration' }>['declaration']): string[] {
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : patternNames(d.id)));
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) return [declaration.id.name];
  return [];
}

function patternNames(node: { type: string }): string[] {
  const pattern = node as { type: string; [key: string]: unknown };
  if (pattern.type === 'Identifier') return [pattern.name as string];
  if (pattern.type === 'ObjectPattern')
    return (pattern.properties as Array<{ type: string; value?: { type: string }; argument?: { type: string } }>).flatMap((p) =>
      patternNames((p.type === 'RestElement' ? p.argument : p.value) as { type: string }),
    );
  if (pattern.type === 'ArrayPattern') return (pattern.elements as Array<{ type: string } | null>).flatMap((e) => (e ? patternNames(e) : []));
  if (pattern.type === 'AssignmentPattern') return patternNames(pattern.left as { type: string });
  if (pattern.type === 'RestElement') return patternNames(pattern.argument as { type: string });
  return [];
}

export interface ThemeReadOptions {
  /** How a file is named in errors and in each export's place (relative to the project). */
  displayFile: (file: string) => string;
  /** A file's text (the bundler hands the entry's over). */
  read: (file: string) => string;
}

/** Every value `entryFile` exports from its own code or the project's modules it re-exports, and the files read. */
export function siteThemeExports(entryFile: string, { displayFile, read }: ThemeReadOptions): { exports: ThemeExport[]; files: string[] } {
  const files: string[] = [];
  const visit = (file: string, viaStar: string | undefined, seen: Set<string>): ThemeExport[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    files.push(file);
    const shown = displayFile(file);
    const found: ThemeExport[] = [];
    const starred: ThemeExport[] = [];
    for (const statement of parseModule(read(file), shown)) {
      const position = { line: statement.loc?.start.line ?? 1, column: (statement.loc?.start.column ?? 0) + 1 };
      const add = (name: string, local: string, from: string | undefined) =>
        // A name found through `export *` is re-exported by the entry from that star's module.
        found.push({ name, local: viaStar === undefined ? local : name, from: viaStar ?? from, file: shown, position });
      if (statement.type === 'ExportNamedDeclaration' && statement.exportKind !== 'type') {
        for (const name of declaredNames(statement.declaration)) add(name, name, undefined);
        for (const specifier of statement.specifiers) {
          if (specifier.type !== 'ExportSpecifier' || specifier.exportKind === 'type') continue;
          add(nameOf(specifier.exported), nameOf(specifier.local), statement.source?.value);
        }
      } else if (statement.type === 'ExportAllDeclaration' && statement.exportKind !== 'type') {
        const specifier = statement.source.value;
        const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
        if (target) starred.push(...visit(target, viaStar ?? specifier, seen));
      }
    }
    // A module's own export wins over a name it re-exports whole, as in JavaScript.
    return [...found, ...starred];
  };
  const exports = visit(entryFile, undefined, new Set());
  const unique = new Map<string, ThemeExport>();
  for (const entry of exports) if (!unique.has(entry.name)) unique.set(entry.name, entry);
  return { exports: [...unique.values()], files };
}
