/**
 * A page that fails while pre-rendering (a ReferenceError on the server, a throw in an
 * expression, a page past the time limit) is named by its source file, as a compile error is:
 * the renderer itself only knows the route, and the message alone rarely says which page.
 */
import { QuireError } from '../utils/errors.js';

/** `docs/en/guide/bad.mdx: error while pre-rendering /guide/bad: boom`; `file` is undefined for the 404 page. */
export function renderFailure(error: unknown, routePath: string, file: string | undefined): QuireError {
  const reason = error instanceof Error ? error.message : String(error);
  // Code that works in the browser meets a missing global here more often than anywhere else.
  const hint =
    error instanceof Error && error.name === 'ReferenceError'
      ? ' (pages are pre-rendered in Node, where browser globals such as window and alert do not exist: use them in effects or event handlers)'
      : '';
  return new QuireError(`error while pre-rendering ${routePath}: ${reason}${hint}`, { file, cause: error });
}
