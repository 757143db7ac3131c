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

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** Answers to this thread's lookups of stored highlighted blocks, by lookup id. */
const lookups = new Map();
let nextLookup = 0;

/**
 * Code blocks highlighted in earlier runs, asked of the build's main thread, which holds the
 * compile cache: a page edited outside its code blocks then compiles without loading a grammar.
 * @type {import('../markdown/highlight-memo.ts').StoredHighlights | undefined}
 */
const stored = workerData?.stored
  ? {
      find: (key) =>
        new Promise((resolve) => {
          const id = nextLookup++;
          lookups.set(id, resolve);
          port.postMessage({ type: 'find', id, key });
        }),
    }
  : undefined;

const { compileMdx } = await loadCompiler();
const extensions = workerData?.site ? await loadExtensions(workerData.site) : undefined;

port.on(
  'message',
  async (
    /** @type {{ type?: 'found', id: number, html?: string, source: string, options: import('../markdown/compile.ts').CompileOptions }} */ message,
  ) => {
    if (message.type === 'found') {
      lookups.get(message.id)?.(message.html);
      lookups.delete(message.id);
      return;
    }
    const job = message;
    port.postMessage({ type: 'started', id: job.id });
    // Sent as it happens, so the build's thread knows which plugin a page that never returns is in.
    /** @param {import('../markdown/site-plugins.ts').PluginActivity | undefined} activity */
    const watch = (activity) => port.postMessage({ type: 'activity', id: job.id, activity });
    try {
      port.postMessage({ type: 'compiled', id: job.id, page: await compileMdx(job.source, job.options, extensions, stored, watch) });
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
  },
);
