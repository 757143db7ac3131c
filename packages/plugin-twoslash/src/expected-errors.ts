/**
 * Twoslash refuses a sample whose TypeScript errors no `// @errors` line expects, but says only
 * the error codes and offsets in its own output. The writer needs the line of the block: the
 * sample is run again without that check, and the first unexpected error is mapped back through
 * the notations twoslash removed (`// @errors`, `// ^?`, cuts) to its place in the written code.
 */
import { TwoslashError, type TwoslashExecuteOptions, type TwoslashInstance, type TwoslashReturn } from 'twoslash';

/** An error at a place in the code block's text (1-based), which Quire reports at that place in the page. */
export class TwoslashCodeError extends Error {
  constructor(
    message: string,
    readonly codeLine: number,
    readonly codeColumn: number,
  ) {
    super(message);
    this.name = 'TwoslashCodeError';
  }
}

type Twoslasher = (code: string, extension?: string, options?: TwoslashExecuteOptions) => TwoslashReturn;

/** The offset in the written code of `offset` in twoslash's output, which lacks the `removals` ranges. */
export function writtenOffset(offset: number, removals: ReadonlyArray<readonly [number, number]>): number {
  let written = offset;
  for (const [start, end] of [...removals].sort((a, b) => a[0] - b[0])) if (start <= written) written += end - start;
  return written;
}

function lineAndColumn(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The error that names the first unexpected TypeScript error's place, or undefined when the sample has none. */
export function unexpectedError(
  twoslasher: Twoslasher,
  code: string,
  extension: string,
  options: TwoslashExecuteOptions,
): TwoslashCodeError | undefined {
  const lenient = twoslasher(code, extension, { ...options, handbookOptions: { ...options.handbookOptions, noErrorValidation: true } });
  const expected = lenient.meta.handbookOptions.errors;
  const first = lenient.errors.find((error) => error.code !== undefined && !expected.includes(Number(error.code)));
  if (!first) return undefined;
  const place = lineAndColumn(code, writtenOffset(first.start, lenient.meta.removals));
  const annotation = [...new Set(lenient.errors.map((error) => error.code))].join(' ');
  return new TwoslashCodeError(
    `twoslash: TypeScript error ${first.code} that no "// @errors" line expects: ${first.text} (write "// @errors: ${annotation}" above the code to show it, or "// @noErrors" to hide it)`,
    place.line,
    place.column,
  );
}

/** `twoslasher` that throws a `TwoslashCodeError` at the first unexpected error instead of twoslash's placeless one. */
export function locatingErrors(twoslasher: TwoslashInstance): Twoslasher {
  return (code, extension = 'ts', options = {}) => {
    try {
      return twoslasher(code, extension, options);
    } catch (error) {
      if (!(error instanceof TwoslashError) || !error.title.startsWith('Errors were thrown')) throw error;
      throw unexpectedError(twoslasher, code, extension, options) ?? error;
    }
  };
}
