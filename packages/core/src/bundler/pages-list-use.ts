/**
 * Dev: whether some module of the site imports `usePages`, whose list needs every page compiled
 * (`dev/dev.ts`). The bundler's module graph tells after each compile which modules import the
 * runtime module Rspress's names resolve to; the dev graph keeps only each import statement, not
 * the names it takes, so an importer's compiled code says whether it names `usePages`.
 */
import type { Rspack } from '@rsbuild/core';

/**
 * Whether a module's compiled code may take `usePages`: it names it (an import, or a namespace's
 * member), or re-exports a module whole (`export *`), whose importers then may.
 */
export function mayTakeUsePages(code: string): boolean {
  return /\busePages\b|\bexport\s*\*/.test(code);
}

export class PagesListUsePlugin {
  constructor(
    /** The file of the runtime module that exports `usePages`. */
    private readonly runtimeFile: string,
    private readonly report: (used: boolean) => void,
  ) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.afterCompile.tap('QuirePagesListUse', (compilation) => {
      const runtime = [...compilation.modules].find((module) => module.nameForCondition?.() === this.runtimeFile);
      const importers = runtime ? compilation.moduleGraph.getIncomingConnections(runtime).map((c) => c.originModule) : [];
      this.report(importers.some((module) => mayTakeUsePages(String(module?.originalSource()?.source() ?? ''))));
    });
  }
}
