/**
 * A compile thread: loads the MDX compiler and answers `{ id, source, options }` with the
 * compiled page, or with the error's fields so the main thread can throw the same QuireError.
 *
 * The compiler comes as one plain ES module bundled by the pool (`workerData.compiler`). Without
 * it, the thread registers tsx for the TypeScript sources (a worker does not inherit the CLI's
 * loader), after importing the libraries natively: through tsx's hooks they load slower.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @returns {Promise<typeof import('../markdown/compile.ts')>} */
async function loadCompiler() {
  if (workerData?.compiler) return import(workerData.compiler);
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
  return import('../markdown/compile.ts');
}

const { compileMdx } = await loadCompiler();
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
