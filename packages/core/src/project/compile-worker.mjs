/**
 * A compile thread: loads the MDX compiler and answers `{ id, source, options }` with the
 * compiled page, or with the error's fields so the main thread can throw the same QuireError.
 *
 * The compiler comes as one plain ES module bundled by the pool (`workerData.compiler`). Without
 * it, the thread registers tsx for the TypeScript sources (a worker does not inherit the CLI's
 * loader), after importing the libraries natively: through tsx's hooks they load slower.
 *
 * A site whose config has Markdown extensions (`workerData.site`) gives functions, which do not
 * cross threads: the thread loads the config itself, with the config loader the pool bundled
 * (`site.loader`) or through tsx, and refuses extensions other than the build process's.
 */
import { parentPort, workerData } from 'node:worker_threads';

let tsxRegistered = false;

/** Registers tsx for the TypeScript sources, once. */
async function registerTsx() {
  if (tsxRegistered) return;
  const { register } = await import('tsx/esm/api');
  register();
  tsxRegistered = true;
}

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
  await registerTsx();
  return import('../markdown/compile.ts');
}

/**
 * @param {{ projectRoot: string, configFile?: string, identity: string, loader?: string }} site
 * @returns {Promise<import('../markdown/compile.ts').MarkdownExtensions>}
 */
async function loadExtensions(site) {
  /** @type {typeof import('../config/load.ts')} */
  let loader;
  if (site.loader) loader = await import(site.loader);
  else {
    await registerTsx();
    loader = await import('../config/load.ts');
  }
  const { config } = await loader.loadConfig(site.projectRoot, site.configFile);
  if (config.extensions.markdownIdentity !== site.identity) {
    throw new Error(
      'the site config gave other Markdown plugins when a compile thread loaded it again (does it build them from changing values, such as the time?)',
    );
  }
  return config.extensions.markdown;
}

const { compileMdx } = await loadCompiler();
const extensions = workerData?.site ? await loadExtensions(workerData.site) : undefined;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.on('message', async (/** @type {{ id: number, source: string, options: import('../markdown/compile.ts').CompileOptions }} */ job) => {
  try {
    port.postMessage({ type: 'compiled', id: job.id, page: await compileMdx(job.source, job.options, extensions) });
  } catch (caught) {
    const error = /** @type {Error & { reason?: string, file?: string, position?: unknown }} */ (
      caught instanceof Error ? caught : new Error(String(caught))
    );
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
