/**
 * `compileMdx` behind a dynamic import: the compiler (unified, remark, rehype, shiki) is slow to
 * load, and `quire dev` must answer its first page before any MDX is compiled. The first call
 * loads it; a build pays the same once, just later. `quire dev` serving pages from the disk cache
 * warms it up itself (`Project.warmUpCompiler`), so the first edit does not pay for it. With `timeout`,
 * the page fails past that many milliseconds (`compile-time-limit.ts`).
 */
import type { CompiledPage, CompileOptions, MarkdownExtensions } from './compile.js';
import type { StoredHighlights } from './highlight-memo.js';
import { compileWithin } from './compile-time-limit.js';

let compiler: Promise<typeof import('./compile.js')> | undefined;

export async function compileMdx(
  source: string,
  options: CompileOptions,
  extensions?: MarkdownExtensions,
  stored?: StoredHighlights,
  timeout?: number,
): Promise<CompiledPage> {
  compiler ??= import('./compile.js');
  const { compileMdx: compileNow } = await compiler;
  // The time limit starts once the compiler is loaded: loading it is no page's time.
  if (timeout === undefined) return compileNow(source, options, extensions, stored);
  return compileWithin(timeout, options.filePath, (watch) => compileNow(source, options, extensions, stored, watch));
}

/** Whether the compiler has been asked for in this process (it may still be loading). */
export function compilerRequested(): boolean {
  return compiler !== undefined;
}
