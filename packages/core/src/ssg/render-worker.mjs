/**
 * A render thread: requires the server bundle (CommonJS, see `rsbuild-config.ts`) and answers
 * `{ id, routePath }` with the page's app HTML; section sidebars are read from the output. Plain
 * JavaScript on purpose: a worker thread does not inherit the CLI's tsx loader, which would
 * otherwise transform the multi-megabyte server bundle on every import.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{ key: string, file: string }} PageSource */
/** @type {{ render: (path: string) => Promise<unknown>, themeComponents: string[], setSidebarReader: (read: (file: string) => Promise<unknown>) => void, setPageSource: (find: (key: string) => string | undefined) => void }} */
const bundle = createRequire(import.meta.url)(workerData.ssrEntry);
/**
 * A file of the output: written into `outDir` before rendering starts, or kept in the last output.
 * @param {string} file
 */
async function readOutput(file) {
  try {
    return await readFile(path.join(workerData.outDir, file), 'utf8');
  } catch (error) {
    if (!workerData.keptDir || /** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    return readFile(path.join(workerData.keptDir, file), 'utf8');
  }
}
bundle.setSidebarReader(async (file) => JSON.parse(await readOutput(file)));
// A page the build did not bundle: the request names its script in the output, read for this render only.
/** @type {Map<string, string>} */
const pages = new Map();
bundle.setPageSource((key) => pages.get(key));
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.postMessage({ type: 'ready', themeComponents: bundle.themeComponents });

/**
 * Renders one request, after saying it started: pages render one at a time, so a page that
 * never finishes (or ends the thread) is the last one started, and the pool can name it.
 * @param {{ id: number, routePath: string, page?: PageSource }} job
 */
async function render({ id, routePath, page }) {
  port.postMessage({ type: 'started', id });
  try {
    if (page) pages.set(page.key, await readOutput(page.file));
    port.postMessage({ type: 'rendered', id, result: await bundle.render(routePath) });
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', id, name, message, stack });
  } finally {
    if (page) pages.delete(page.key);
  }
}

let queue = Promise.resolve();
port.on('message', (/** @type {{ id: number, routePath: string, page?: PageSource }} */ job) => {
  queue = queue.then(() => render(job));
});
