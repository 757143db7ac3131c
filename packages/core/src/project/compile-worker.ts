/**
 * A compile thread: loads the MDX compiler and answers `{ id, source, options }` with the
 * compiled page, or with the error's fields so the main thread can throw the same QuireError.
 *
 * A site whose config has Markdown extensions (`workerData.site`) gives functions, which do not
 * cross threads: the thread loads the config itself and refuses extensions other than the build
 * process's. A thread started before the config was loaded (`setupLater`, the dev server's) is told
 * the site by its first message, having loaded the compiler meanwhile and compiled a sample page to warm it up.
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { type CompileOptions, compileMdx, type MarkdownExtensions } from '../markdown/compile.js';
import type { StoredHighlights } from '../markdown/highlight-memo.js';
import { languageTable } from '../markdown/highlighter.js';
import { warmLanguages } from '../markdown/warm-languages.js';
import { WARM_UP_SOURCE, warmUpOptions } from '../markdown/warm-up-page.js';
import type { PluginActivity } from '../markdown/site-plugins.js';
import type { CompileSite, ThreadSetup } from './compile-pool.js';
import { IdleWork } from './idle-work.js';

type ThreadData = ThreadSetup | { setupLater: true };

const data = workerData as ThreadData | undefined;

async function loadExtensions(site: CompileSite): Promise<MarkdownExtensions> {
  const { loadConfig } = await import('../config/load.js');
  const { config } = await loadConfig(site.projectRoot, site.configFile);
  if (config.extensions.markdownIdentity !== site.identity) {
    throw new Error(
      'the site config gave other Markdown plugins when a compile thread loaded it again (does it build them from changing values, such as the time?)',
    );
  }
  return config.extensions.markdown;
}

const port = parentPort as MessagePort;

/** Answers to this thread's lookups of stored highlighted blocks, by lookup id. */
const lookups = new Map<number, (html: string | undefined) => void>();
let nextLookup = 0;

/**
 * Code blocks highlighted in earlier runs, asked of the build's main thread, which holds the
 * compile cache: a page edited outside its code blocks then compiles without loading a grammar.
 */
const storedHighlights: StoredHighlights = {
  find: (key) =>
    new Promise<string | undefined>((resolve) => {
      const id = nextLookup++;
      lookups.set(id, resolve);
      port.postMessage({ type: 'find', id, key });
    }),
};

let setUp = (_setup: ThreadSetup): void => undefined;
const setupLater = data !== undefined && 'setupLater' in data;
const setup = setupLater ? new Promise<ThreadSetup>((resolve) => (setUp = resolve)) : Promise.resolve(data as ThreadSetup | undefined);

/** The thread's site, once known; a config that fails to load or differs rejects it, which ends the thread. */
const site = setup.then(async (known) => ({
  extensions: known?.site ? await loadExtensions(known.site) : undefined,
  stored: known?.stored ? storedHighlights : undefined,
}));

type Message =
  | { type: 'setup'; setup: ThreadSetup }
  | { type: 'found'; id: number; html?: string }
  | { type: 'warm'; files: string[] }
  | { type?: undefined; id: number; source: string; options: CompileOptions };

/** The warm-up, done only while no page compiles (`idle-work.ts`). */
const idle = new IdleWork();
// Needs no site: the framework's own pipeline is what is cold, whatever the site adds.
if (setupLater) idle.add(async () => void (await compileMdx(WARM_UP_SOURCE, warmUpOptions(process.cwd()))));

port.on('message', (message: Message) => {
  if (message.type === 'setup') return setUp(message.setup);
  if (message.type === 'found') {
    lookups.get(message.id)?.(message.html);
    lookups.delete(message.id);
    return;
  }
  if (message.type === 'warm') {
    // The highlighter and the grammars of those pages, made while the thread waits for its first page.
    idle.add(async () => {
      const { extensions } = await site;
      await warmLanguages(message.files, languageTable(extensions?.shiki.langs ?? []));
    });
    return;
  }
  void idle.page(() => compilePage(message));
});

async function compilePage(job: { id: number; source: string; options: CompileOptions }): Promise<void> {
  const { extensions, stored } = await site;
  port.postMessage({ type: 'started', id: job.id });
  // Sent as it happens, so the build's thread knows which plugin a page that never returns is in.
  const watch = (activity: PluginActivity | undefined) => port.postMessage({ type: 'activity', id: job.id, activity });
  try {
    port.postMessage({ type: 'compiled', id: job.id, page: await compileMdx(job.source, job.options, extensions, stored, watch) });
  } catch (caught) {
    const error: Error & { reason?: string; file?: string; position?: unknown } = caught instanceof Error ? caught : new Error(String(caught));
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
}
