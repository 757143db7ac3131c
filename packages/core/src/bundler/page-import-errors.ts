/**
 * A page that imports a module that is not there, or a name its module does not export, fails in
 * the bundler at a line of the compiled JavaScript, once per environment. Each such error is
 * reported once, at the line of the page's own `import`, as `file:line:column: reason`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Rspack, rspack } from '@rsbuild/core';
import { formatLocation, type SourcePosition } from '../utils/errors.js';

type BundlerError = InstanceType<typeof rspack.WebpackError> & { module?: { resource?: string } };

/** What the bundler could not find: the module asked for and, for a missing export, the name. */
export function missingImport(message: string): { request: string; name?: string } | undefined {
  const unresolved = /Module not found: Can't resolve '([^']+)'/.exec(message);
  if (unresolved) return { request: unresolved[1] };
  const unexported = /export '([^']+)' \(imported as '[^']+'\) was not found in '([^']+)'/.exec(message);
  return unexported ? { request: unexported[2], name: unexported[1] } : undefined;
}

/** The place of the first `import` in `source` from `request` (naming `name`, when given). */
export function importPlace(source: string, request: string, name?: string): SourcePosition | undefined {
  const lines = source.split('\n');
  const quoted = new RegExp(`(['"])${request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  const line = lines.findIndex(
    (text) => /^\s*(import|export)\b/.test(text) && quoted.test(text) && (!name || new RegExp(`\\b${name}\\b`).test(text)),
  );
  return line === -1 ? undefined : { line: line + 1, column: lines[line].search(/\S/) + 1 };
}

/** `seen`: messages reported by an earlier environment of the same run, shared by the environments' plugins. */
export class PageImportErrorsPlugin {
  constructor(
    private readonly projectRoot: string,
    private readonly seen: Set<string>,
  ) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.afterCompile.tap('QuirePageImportErrors', (compilation) => {
      const errors = [...compilation.errors] as BundlerError[];
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

  /** The error at the page's import line, or undefined for an error of another kind or file. */
  private atImport(error: BundlerError): string | undefined {
    const file = error.module?.resource;
    if (!file || !/\.mdx?$/.test(file)) return undefined;
    const missing = missingImport(error.message);
    if (!missing) return undefined;
    let source = '';
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {}
    const position = importPlace(source, missing.request, missing.name);
    const exported = /possible exports: ([^)]*)/.exec(error.message)?.[1];
    const reason = missing.name
      ? `"${missing.name}" is not exported by "${missing.request}"${exported ? ` (it exports ${exported})` : ''}`
      : `cannot find the module "${missing.request}" imported here`;
    return `${formatLocation(path.relative(this.projectRoot, file), position)}${reason}`;
  }
}
