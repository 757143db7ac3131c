/**
 * A render thread: requires the server bundle (CommonJS, see `rsbuild-config.ts`) and answers
 * `{ id, routePath }` with the page's app HTML, as UTF-8 bytes in a shared buffer (`render-fn.ts`
 * says why), a slot the main thread hands back once the page is written; section sidebars are read from the output.
 */
import { createRequire } from 'node:module';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { roomFor } from './buffer-pool.js';
import { readOutputFile } from './read-output.js';
import type { PageScript } from './render-pool.js';

interface ServerBundle {
  render: (path: string) => Promise<{ appHtml: string; pageData: unknown }>;
  themeComponents: string[];
  setSidebarReader: (read: (file: string) => Promise<unknown>) => void;
  setPageSource: (find: (key: string) => string | undefined) => void;
}

const data = workerData as { ssrEntry: string; outDir: string; keptDir?: string };
const bundle = createRequire(import.meta.url)(data.ssrEntry) as ServerBundle;

bundle.setSidebarReader(async (file) => JSON.parse(readOutputFile(file, data.outDir, data.keptDir)));
// A page the build did not bundle: the request brings its script, kept for this render only.
const pages = new Map<string, string>();
bundle.setPageSource((key) => pages.get(key));
const port = parentPort as MessagePort;
const utf8 = new TextEncoder();

interface RenderJob {
  type: 'render';
  id: number;
  routePath: string;
  page?: PageScript;
}

/** The main thread has written the page whose app HTML is in this slot. */
interface Release {
  type: 'release';
  slot: number;
}

/**
 * Shared buffers the pages' app HTML is written into, each reused once the main thread releases it:
 * a buffer per page handed over lives on past a young-generation collection on the main thread and
 * makes V8 collect its whole heap every few seconds for their memory.
 */
const slots: Array<{ buffer: SharedArrayBuffer; free: boolean }> = [];

/** A free slot of at least `bytes`, grown or added when none is; `grown` when the main thread has not seen its buffer. */
function takeSlot(bytes: number): { slot: number; grown: boolean } {
  let slot = slots.findIndex((s) => s.free && s.buffer.byteLength >= bytes);
  if (slot >= 0) {
    slots[slot].free = false;
    return { slot, grown: false };
  }
  slot = slots.findIndex((s) => s.free);
  if (slot < 0) slot = slots.length;
  slots[slot] = { buffer: new SharedArrayBuffer(roomFor(bytes)), free: false };
  return { slot, grown: true };
}

port.postMessage({ type: 'ready', themeComponents: bundle.themeComponents });

/**
 * Renders one request, after saying it started: pages render one at a time, so a page that
 * never finishes (or ends the thread) is the last one started, and the pool can name it.
 */
async function render({ id, routePath, page }: RenderJob): Promise<void> {
  port.postMessage({ type: 'started', id });
  try {
    if (page) pages.set(page.key, page.script);
    const { appHtml, pageData } = await bundle.render(routePath);
    const bytes = Buffer.byteLength(appHtml);
    const { slot, grown } = takeSlot(bytes);
    utf8.encodeInto(appHtml, new Uint8Array(slots[slot].buffer, 0, bytes));
    port.postMessage({ type: 'rendered', id, slot, bytes, buffer: grown ? slots[slot].buffer : undefined, pageData });
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ type: 'failed', id, name, message, stack });
  } finally {
    if (page) pages.delete(page.key);
  }
}

let queue = Promise.resolve();
port.on('message', (message: RenderJob | Release) => {
  if (message.type === 'release') slots[message.slot].free = true;
  else queue = queue.then(() => render(message));
});
