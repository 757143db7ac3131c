/**
 * A playground block's code as a function body the browser can run: TypeScript and JSX removed,
 * its imports turned into `require()` calls, with the modules it imports listed. The build uses
 * the same function, so a block that would not compile in the browser stops the build instead.
 */
import { transform } from 'sucrase';

export interface CompiledCode {
  /** CommonJS code: run with `require`, `exports`, `module` and `React` in scope. */
  code: string;
  /** The modules the code imports, in order, each once. */
  imports: string[];
}

/** Code that does not compile, with its place in the code (line from 1, column from 1). */
export class PlaygroundSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'PlaygroundSyntaxError';
  }
}

/** Languages a playground block may be written in; the `t` ones are TypeScript. */
export const PLAYGROUND_LANGUAGES = ['jsx', 'tsx', 'js', 'ts'] as const;

const REQUIRE = /\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g;

export function compilePlaygroundCode(source: string, language: string): CompiledCode {
  const typescript = language === 'tsx' || language === 'ts';
  let code: string;
  try {
    // `production` leaves out the JSX source positions, which name a file the reader never sees.
    code = transform(source, {
      transforms: typescript ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
    }).code;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\(\d+:\d+\)$/, '');
    throw new PlaygroundSyntaxError(message, loc?.line ?? 1, (loc?.column ?? 0) + 1);
  }
  const imports = new Set<string>();
  for (const found of code.matchAll(REQUIRE)) imports.add(found[2] as string);
  return { code, imports: [...imports] };
}
