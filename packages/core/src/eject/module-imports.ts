/**
 * The import and re-export declarations of a theme source file, read with a pattern: the
 * default theme's sources are formatted by Biome, one declaration per statement, which is all
 * `quire eject` reads.
 */

export interface ImportDeclaration {
  /** Where the declaration starts and ends in the text. */
  start: number;
  end: number;
  /** `import` or `export`. */
  keyword: 'import' | 'export';
  /** What sits between the keyword and `from` (`type { A, B as C }`), empty for `import './x.css'`. */
  clause: string;
  specifier: string;
}

/** A clause: `type`, then a default name and/or `{ … }`, `* as name` or `*`. */
const CLAUSE = String.raw`(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)`;
const DECLARATION = new RegExp(String.raw`^(import|export)\s+(?:(${CLAUSE})\s+from\s+)?['"]([^'"]+)['"];?`, 'gm');

export function importDeclarations(source: string): ImportDeclaration[] {
  const found: ImportDeclaration[] = [];
  for (const match of source.matchAll(DECLARATION)) {
    const [text, keyword, clause = '', specifier] = match;
    // `export function f` and `export const x` have no `from`; `export * from` and `export {…} from` do.
    if (keyword === 'export' && !clause) continue;
    found.push({ start: match.index, end: match.index + text.length, keyword: keyword as 'import' | 'export', clause: clause.trim(), specifier });
  }
  return found;
}

/**
 * The names a declaration takes from its module (`{ A, B as C, type D }` → A, B, D), or
 * undefined when it takes what names cannot describe (a default, a namespace, `export *`, a side effect).
 */
export function importedNames(clause: string): string[] | undefined {
  if (!/^(?:type\s+)?\{[^}]*\}$/.test(clause.trim())) return undefined;
  return namePairs(clause).map((pair) => pair.local);
}

export interface ExportedName {
  /** The module it comes from, as the entry names it. */
  specifier: string;
  /** Exported as a type only (`export type { A }`, `export { type A }`). */
  type: boolean;
}

/** The names a package entry exports and the module each comes from (`export { Nav } from './Nav/Nav'` → Nav → ./Nav/Nav). */
export function exportedNames(entrySource: string): Map<string, ExportedName> {
  const names = new Map<string, ExportedName>();
  const imported = new Map<string, ExportedName>();
  for (const declaration of importDeclarations(entrySource)) {
    const target = declaration.keyword === 'export' ? names : imported;
    // The exported name of a re-export; the local name of an import.
    for (const pair of namePairs(declaration.clause)) target.set(pair.name, { specifier: declaration.specifier, type: pair.type });
  }
  // `export { Badge, Tabs };` of names the entry imported.
  for (const match of entrySource.matchAll(/^export\s*(\{[^}]*\})\s*;?\s*$/gm)) {
    for (const pair of namePairs(match[1])) {
      const from = imported.get(pair.local);
      if (from) names.set(pair.name, { specifier: from.specifier, type: from.type || pair.type });
    }
  }
  return names;
}

/** `type { A, B as C }` or `{ A, type D }`: each name as imported (`local` of an export list), as it is bound or exported, and whether it is a type. */
function namePairs(clause: string): Array<{ local: string; name: string; type: boolean }> {
  const braces = /^(type\s+)?\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return [];
  return braces[2]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const type = Boolean(braces[1]) || part.startsWith('type ');
      const [local, name = local] = part
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      return { local, name, type };
    });
}
