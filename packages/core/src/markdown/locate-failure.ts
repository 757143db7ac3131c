/**
 * Some parser failures are internal assertions that carry no place ("expected heading on
 * stack"). The writer still needs a line: the file is parsed again, a growing number of lines
 * at a time, and the first line count that fails the same way is where the trouble starts.
 */
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { parseMdx } from './parse.js';

function failsWith(source: string, reason: string): boolean {
  try {
    parseMdx(source, 'prefix.mdx');
    return false;
  } catch (error) {
    return (error as QuireError).reason === reason;
  }
}

/** The first line at which parsing fails with `reason`, or undefined when parsing does not. */
export function locateParseFailure(source: string, reason: string): SourcePosition | undefined {
  const lines = source.split('\n');
  const failsAt = (count: number) => failsWith(lines.slice(0, count).join('\n'), reason);
  if (!failsAt(lines.length)) return undefined;
  // Bisection assumes a prefix that fails keeps failing when it grows, which holds for the
  // assertions this is for; the result is checked, so a wrong guess only loses the place.
  let low = 1;
  let high = lines.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (failsAt(mid)) high = mid;
    else low = mid + 1;
  }
  return failsAt(low) ? { line: low, column: 1 } : undefined;
}

/** The error with a place found by re-parsing, when it had none. */
export function withLocatedFailure(error: QuireError, source: string): QuireError {
  if (error.position || !error.file) return error;
  const position = locateParseFailure(source, error.reason);
  if (!position) return error;
  return new QuireError(`the MDX parser failed here: ${error.reason}`, { file: error.file, position, cause: error.cause ?? error });
}
