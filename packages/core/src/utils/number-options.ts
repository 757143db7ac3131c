/** The command line's number options (`--port`, `--compile-threads`, `--render-threads`), read strictly. */
import { QuireError } from './errors.js';

/** A whole number from `min` to `max` from its text; anything else fails, naming the option. */
export function parseWholeNumber(text: string, option: string, min: number, max: number): number {
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) throw new QuireError(`${option} must be a whole number from ${min} to ${max} (got "${text}")`);
  return value;
}

/** A TCP port from its text (0: any free port). */
export function parsePort(text: string | undefined): number | undefined {
  return text === undefined ? undefined : parseWholeNumber(text, '--port', 0, 65535);
}

/** At most this many threads of a kind (memory). */
export const MAX_THREADS = 16;
