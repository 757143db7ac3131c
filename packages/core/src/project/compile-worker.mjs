/**
 * A compile thread: loads the MDX compiler and answers `{ id, source, options }` with the
 * compiled page, or with the error's fields so the main thread can throw the same QuireError.
 *
 * A worker thread does not inherit the CLI's tsx loader, so it registers its own for the
 * compiler's TypeScript sources. The libraries are imported first, natively: through tsx's
 * hooks the same imports take noticeably longer.
 */
import { parentPort } from 'node:worker_threads';

await Promise.all([
  import('@mdx-js/mdx'),
  import('shiki'),
  import('remark-gfm'),
  import('remark-frontmatter'),
  import('remark-mdx'),
  import('remark-parse'),
  import('yaml'),
]);
const { register } = await import('tsx/esm/api');
register();
/** @type {typeof import('../markdown/compile.ts')} */
const { compileMdx } = await import('../markdown/compile.ts');
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.on('message', async (/** @type {{ id: number, source: string, options: import('../markdown/compile.ts').CompileOptions }} */ job) => {
  try {
    port.postMessage({ type: 'compiled', id: job.id, page: await compileMdx(job.source, job.options) });
  } catch (caught) {
    const error = /** @type {Error & { reason?: string, file?: string, position?: unknown }} */ (caught instanceof Error ? caught : new Error(String(caught)));
    port.postMessage({
      type: 'failed',
      id: job.id,
      error: {
        quire: error.name === 'QuireError',
        message: error.message,
        reason: error.reason,
        file: error.file,
        position: error.position,
        stack: error.stack,
      },
    });
  }
});
