/**
 * A render thread: imports the server bundle and answers `{ id, routePath }` with the page's
 * app HTML. Plain JavaScript on purpose: a worker thread does not inherit the CLI's tsx
 * loader, which would otherwise transform the multi-megabyte server bundle on every import
 * (about a second per build).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/** @type {{ render: (path: string) => Promise<unknown>, themeComponents: string[] }} */
const bundle = await import(pathToFileURL(workerData.ssrEntry).href);
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.postMessage({ type: 'ready', themeComponents: bundle.themeComponents });
port.on('message', async (/** @type {{ id: number, routePath: string }} */ { id, routePath }) => {
  try {
    port.postMessage({ type: 'rendered', id, result: await bundle.render(routePath) });
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', id, message, stack });
  }
});
