/**
 * A page that fails while pre-rendering (a ReferenceError on the server, a throw in an
 * expression, a page past the time limit) is named by its source file, as a compile error is:
 * the renderer itself only knows the route, and the message alone rarely says which page.
 */
import { QuireError } from '../utils/errors.js';

/** `docs/en/guide/bad.mdx: error while pre-rendering /guide/bad: boom`; `file` is undefined for the 404 page. */
export function renderFailure(error: unknown, routePath: string, file: string | undefined): QuireError {
  const reason = error instanceof Error ? error.message : String(error);
  return new QuireError(`error while pre-rendering ${routePath}: ${reason}`, { file, cause: error });
}
