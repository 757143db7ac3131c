/**
 * A render thread: requires the server bundle (CommonJS, see `rsbuild-config.ts`) and answers
 * `{ id, routePath }` with the page's app HTML, as UTF-8 bytes in a buffer handed over (not
 * copied) to the main thread (`render-fn.ts` says why); section sidebars are read from the output.
 */
import { createRequire } from 'node:module';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface PageSource {
  key: string;
  file: string;
}

interface ServerBundle {
  render: (path: string) => Promise<{ appHtml: string; pageData: unknown }>;
  themeComponents: string[];
  setSidebarReader: (read: (file: string) => Promise<unknown>) => void;
  setPageSource: (find: (key: string) => string | undefined) => void;
}

const data = workerData as { ssrEntry: string; outDir: string; keptDir?: string };
const bundle = createRequire(import.meta.url)(data.ssrEntry) as ServerBundle;

/** A file of the output: written into `outDir` before rendering starts, or kept in the last output. */
async function readOutput(file: string): Promise<string> {
  try {
    return await readFile(path.join(data.outDir, file), 'utf8');
  } catch (error) {
    if (!data.keptDir || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return readFile(path.join(data.keptDir, file), 'utf8');
  }
}
bundle.setSidebarReader(async (file) => JSON.parse(await readOutput(file)));
// A page the build did not bundle: the request names its script in the output, read for this render only.
const pages = new Map<string, string>();
bundle.setPageSource((key) => pages.get(key));
const port = parentPort as MessagePort;
const utf8 = new TextEncoder();

interface RenderJob {
  id: number;
  routePath: string;
  page?: PageSource;
}

port.postMessage({ type: 'ready', themeComponents: bundle.themeComponents });

/**
 * Renders one request, after saying it started: pages render one at a time, so a page that
 * never finishes (or ends the thread) is the last one started, and the pool can name it.
 */
async function render({ id, routePath, page }: RenderJob): Promise<void> {
  port.postMessage({ type: 'started', id });
  try {
    if (page) pages.set(page.key, await readOutput(page.file));
    const { appHtml, pageData } = await bundle.render(routePath);
    // A buffer of its own (never a pooled Buffer's), so handing it over detaches nothing else.
    const bytes = utf8.encode(appHtml);
    port.postMessage({ type: 'rendered', id, result: { appHtml: bytes, pageData } }, [bytes.buffer]);
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', id, name, message, stack });
  } finally {
    if (page) pages.delete(page.key);
  }
}

let queue = Promise.resolve();
port.on('message', (job: RenderJob) => {
  queue = queue.then(() => render(job));
});
