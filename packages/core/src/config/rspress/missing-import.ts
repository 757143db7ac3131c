/**
 * A config that cannot load because an import is not there: the error names the `import` as
 * `file:line:column` and, for an Rspress package Quire does not stand in for, what to use instead.
 */
import { fileURLToPath } from 'node:url';
import { QuireError, type SourcePosition } from '../../utils/errors.js';

/** Rspress packages (official and the usual community ones) that Quire has no stand-in for, with what takes their place. */
export const RSPRESS_REPLACEMENTS: Readonly<Record<string, string>> = {
  '@rspress/plugin-preview': "Quire's port, pluginPreview() of the package @quire/plugin-preview (the same options but iframeOptions)",
  'rspress-plugin-file-tree': "Quire's port, pluginFileTree() of the package @quire/plugin-file-tree",
  '@rspress/plugin-twoslash': "Quire's port, pluginTwoslash() of the package @quire/plugin-twoslash (the same options)",
  '@rspress/plugin-playground': "Quire's port, pluginPlayground() of the package @quire/plugin-playground (no Monaco or Babel options)",
  '@rspress/plugin-algolia':
    'Quire has its own search, built in (search.mode "remote" for a search service of your own): remove the plugin, and its Search component from the theme',
  '@rspress/plugin-api-docgen': "not ported: remove it; a page can show a component's props in a table of its own",
};

/** The package a module specifier names: `@scope/name` or `name`, without a subpath. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What Node could not load: the specifier and the file that imported it, from an ES module or CommonJS loader error. */
export function unresolvedImport(error: unknown): { specifier: string; importer?: string } | undefined {
  const message = (error as { message?: string } | undefined)?.message ?? '';
  const esm = /Cannot find (?:package|module) '([^']+)' imported from (\S+)/.exec(message);
  if (esm) return { specifier: esm[1], importer: esm[2] };
  const cjs = /Cannot find module '([^']+)'/.exec(message);
  if (!cjs) return undefined;
  const requiredFrom = /Require stack:\n- (\S+)/.exec(message)?.[1];
  return { specifier: cjs[1], importer: requiredFrom };
}

/** The place of the `import … from` (or `import '…'`, `require('…')`) statement of `specifier` in `source`, its first line. */
export function importStatementPlace(source: string, specifier: string): SourcePosition | undefined {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Node names a package it cannot find without the subpath the import wrote (`pkg` for `pkg/sub`).
  const quoted = (group: number) => `(['"])${escaped}(?:/[^'"]*)?\\${group}`;
  const statement = new RegExp(
    `^([ \\t]*)(?:(?:import|export)\\b[^;'"]*?\\bfrom\\s*${quoted(2)}|import\\s*${quoted(3)}|.*\\brequire\\(\\s*${quoted(4)})`,
    'm',
  );
  const found = statement.exec(source);
  if (!found) return undefined;
  const line = source.slice(0, found.index).split('\n').length;
  return { line, column: found[1].length + 1 };
}

/** Where a module that is not installed is asked for, and what to do; undefined for any other load error. */
export function missingImportError(error: unknown, configFile: string, readSource: (file: string) => string | undefined): QuireError | undefined {
  const missing = unresolvedImport(error);
  if (!missing) return undefined;
  // tsx names an importer with a query of its own (`?namespace=…`), and an ES module loader as a URL.
  const importer = missing.importer?.replace(/\?.*$/, '');
  const file = importer?.startsWith('file://') ? fileURLToPath(importer) : (importer ?? configFile);
  const source = readSource(file);
  // A specifier Node resolved to a path names that path; the statement still holds what was written.
  const written = /^[./]/.test(missing.specifier) ? undefined : missing.specifier;
  const position = written && source !== undefined ? importStatementPlace(source, written) : undefined;
  const name = packageOf(missing.specifier);
  const instead = RSPRESS_REPLACEMENTS[name];
  const reason = instead
    ? `"${missing.specifier}" is an Rspress package Quire does not provide: ${instead}`
    : written
      ? `cannot find the package "${name}" imported here: install the site's dependencies (its package.json), or remove the import`
      : `cannot find the module "${missing.specifier}" imported here`;
  return new QuireError(`could not load config: ${reason}`, { file, position, cause: error });
}
