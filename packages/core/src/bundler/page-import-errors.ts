/**
 * A page that imports a module that is not there, or a name its module does not export, fails in
 * the bundler at a line of the compiled JavaScript, once per environment. Each such error is
 * reported once, at the line of the page's own `import`, as `file:line:column: reason`. A name
 * that Quire's stand-ins for Rspress's modules lack is reported so from any module (a site's
 * component or theme too), with Quire's equivalent (`markdown/rspress-api.ts`), and a bundler
 * warning about one becomes an error, so no such name is ever `undefined` at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { formatLocation, type SourcePosition } from '../utils/errors.js';
import { isRspressModule, rspressImportProblem } from '../markdown/rspress-api.js';

type BundlerError = InstanceType<typeof rspack.WebpackError> & { module?: { resource?: string } };

/** What the bundler could not find: the module asked for and, for a missing export, the name. */
export function missingImport(message: string): { request: string; name?: string } | undefined {
  const unresolved = /Module not found: Can't resolve '([^']+)'/.exec(message);
  if (unresolved) return { request: unresolved[1] };
  const unexported = /export '([^']+)' \(imported as '[^']+'\) was not found in '([^']+)'/.exec(message);
  return unexported ? { request: unexported[2], name: unexported[1] } : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The place of `name` in the first `import` (or `export … from`) statement in `source` from
 * `request` that names it (a statement may span lines), else of the first such statement.
 */
export function importPlace(source: string, request: string, name?: string): SourcePosition | undefined {
  const statement = new RegExp(`^[ \\t]*(?:import|export)\\b[^;'"]*?(['"])${escapeRegExp(request)}\\1`, 'gm');
  const statements = [...source.matchAll(statement)];
  const named = name === undefined ? -1 : statements.findIndex((m) => new RegExp(`\\b${escapeRegExp(name)}\\b`).test(m[0]));
  const match = statements[named === -1 ? 0 : named];
  if (!match) return undefined;
  const at = match.index + (named === -1 ? match[0].search(/\S/) : match[0].search(new RegExp(`\\b${escapeRegExp(name ?? '')}\\b`)));
  const before = source.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/** `seen`: messages reported by an earlier environment of the same run, shared by the environments' plugins. */
export class PageImportErrorsPlugin {
  constructor(
    private readonly projectRoot: string,
    private readonly seen: Set<string>,
  ) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.afterCompile.tap('QuirePageImportErrors', (compilation) => {
      const promoted = compilation.warnings.filter((warning) => this.rspressName(warning));
      if (promoted.length) compilation.warnings = compilation.warnings.filter((warning) => !promoted.includes(warning));
      const errors = [...compilation.errors, ...promoted] as BundlerError[];
      const kept: Array<InstanceType<typeof rspack.WebpackError>> = [];
      for (const error of errors) {
        const mapped = this.atImport(error);
        if (!mapped) kept.push(error);
        else if (!this.seen.has(mapped)) {
          this.seen.add(mapped);
          kept.push(new rspack.WebpackError(mapped));
        }
      }
      if (kept.length !== errors.length || kept.some((error, i) => error !== errors[i])) compilation.errors = kept;
    });
  }

  /** A missing name of Rspress's modules that `error` reports, in whatever module. */
  private rspressName(error: { message: string }): { request: string; name: string } | undefined {
    const missing = missingImport(error.message);
    return missing?.name !== undefined && isRspressModule(missing.request) ? { request: missing.request, name: missing.name } : undefined;
  }

  /** The error at the page's import line, or undefined for an error of another kind or file. */
  private atImport(error: BundlerError): string | undefined {
    const file = error.module?.resource;
    const rspress = this.rspressName(error);
    if (!file || (!rspress && !/\.mdx?$/.test(file))) return undefined;
    const missing = missingImport(error.message);
    if (!missing) return undefined;
    let source = '';
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {}
    const position = importPlace(source, missing.request, missing.name);
    const exported = /possible exports: ([^)]*)/.exec(error.message)?.[1];
    const reason = rspress
      ? (rspressImportProblem(rspress.request, rspress.name) ?? `"${rspress.name}" is not exported by "${rspress.request}"`)
      : missing.name
        ? `"${missing.name}" is not exported by "${missing.request}"${exported ? ` (it exports ${exported})` : ''}`
        : `cannot find the module "${missing.request}" imported here`;
    return `${formatLocation(path.relative(this.projectRoot, file), position)}${reason}`;
  }
}
