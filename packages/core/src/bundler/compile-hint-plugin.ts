/**
 * Marks the app entry's scripts for eager compilation with V8's file-level compile hint. Nearly every function in
 * them runs while the page hydrates; without the hint V8 compiles each one lazily, on the page's thread, the first
 * time it is called. With it, Chromium compiles the file while it streams in, off that thread. Other engines read the
 * line as a comment.
 */
import { type Rspack, rspack } from '@rsbuild/core';

/** V8 reads it only as the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The hint on the JavaScript files of entry `entry`; after minifying (which drops comments), before the content hashes. */
export class CompileHintPlugin {
  constructor(private readonly entry: string) {}

  apply(compiler: Rspack.Compiler): void {
    compiler.hooks.thisCompilation.tap('quire:compile-hint', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'quire:compile-hint', stage }, () => {
        for (const file of entryScripts(compilation, this.entry))
          compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source));
      });
    });
  }
}

/** The entry's own and shared initial chunks' `.js` files. */
function entryScripts(compilation: Rspack.Compilation, entry: string): string[] {
  const chunks = compilation.entrypoints.get(entry)?.chunks ?? [];
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}
