/** The `--port` option of `quire dev` and `quire preview`, read strictly. */
import { QuireError } from './errors.js';

/** A TCP port from its text (0: any free port); anything else fails, naming the option. */
export function parsePort(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port <= 65535)) throw new QuireError(`--port must be a whole number from 0 to 65535 (got "${text}")`);
  return port;
}
