/**
 * Dev: a page that does not compile is reported as the compiler reports it, `file:line:column:
 * reason` and the lines around it, not as a module build error of the bundler, whose report
 * begins with the wrong place (`a.mdx:1:1`), the loader's path, and ends with the import trace.
 * After each compile the build's errors go to `report` (an empty list: none left), for the
 * browser.
 */
import { type Rspack, rspack } from '@rsbuild/core';

/** The error a loader failed with, which Rspack keeps beside the module build error it makes of it. */
type ModuleBuildError = InstanceType<typeof rspack.WebpackError> & { error?: { name?: string; message?: string } };

export class ContentErrorsPlugin {
  constructor(private readonly report: (messages: string[]) => void) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.afterCompile.tap('QuireContentErrors', (compilation) => {
      const errors = [...compilation.errors] as ModuleBuildError[];
      const plain = errors.map((error) =>
        error.name === 'ModuleBuildError' && error.error?.name === 'QuireError' && error.error.message
          ? new rspack.WebpackError(error.error.message)
          : error,
      );
      if (plain.some((error, i) => error !== errors[i])) compilation.errors = plain;
      this.report(plain.map((error) => error.message));
    });
  }
}
