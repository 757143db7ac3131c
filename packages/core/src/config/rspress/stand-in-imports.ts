/**
 * Makes `import … from '@rspress/core'` (and the official plugins `stand-ins.ts` lists) in an
 * `rspress.config.ts` load Quire's stand-ins, installed or not. Node's module hooks cover ES
 * modules; a config in a folder without `"type": "module"` runs as CommonJS, whose `require`
 * those hooks do not see on Node 20, so `Module._load` answers for the same names. Both last for
 * the process: only a process that reads an Rspress config registers them.
 */
import Module, { register } from 'node:module';
import path from 'node:path';
import { STAND_INS } from './stand-ins.js';

const GLOBAL_KEY = 'quire.rspress-stand-ins';
/** The address of an Rspress config file (`load.ts`'s `isRspressConfig`), with tsx's query. */
const RSPRESS_CONFIG_URL = /^file:.*\/rspress(\.[\w-]+)*\.config\.[cm]?[jt]s([?#].*)?$/;
let registered = false;

/** An ES module re-exporting one stand-in's names from the object this process keeps. */
function moduleSource(specifier: string): string {
  const names = Object.keys(STAND_INS[specifier]);
  const from = `globalThis[Symbol.for(${JSON.stringify(GLOBAL_KEY)})][${JSON.stringify(specifier)}]`;
  return `const m = ${from};\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}\n`;
}

const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

type Load = (request: string, parent: unknown, isMain: boolean) => unknown;

export function useRspressStandIns(): void {
  if (registered) return;
  registered = true;
  (globalThis as Record<symbol, unknown>)[Symbol.for(GLOBAL_KEY)] = STAND_INS;
  const urls = Object.fromEntries(Object.keys(STAND_INS).map((s) => [s, dataUrl(moduleSource(s))]));
  register(
    dataUrl(
      `const urls = ${JSON.stringify(urls)};\nexport async function resolve(specifier, context, next) {\n  return Object.hasOwn(urls, specifier) ? { url: urls[specifier], shortCircuit: true } : next(specifier, context);\n}\n${CONFIG_DIRNAME_HOOK}`,
    ),
  );
  const modules = Module as unknown as { _load: Load };
  const load = modules._load;
  modules._load = function standInOr(this: unknown, request, parent, isMain) {
    return Object.hasOwn(STAND_INS, request) ? STAND_INS[request] : load.call(this, request, parent, isMain);
  };
}

/**
 * A load hook giving an Rspress config file its own `__dirname` and `__filename`, as Rspress's
 * loader does: a function of the config (a plugin option called during the build) reads them long
 * after the file ran. Prepended on the first line so that positions in later lines stay the file's;
 * a config that declares either name itself is left as it is.
 */
const CONFIG_DIRNAME_HOOK = `
const CONFIG = ${RSPRESS_CONFIG_URL.toString()};
const DECLARES = /\\b(?:const|let|var|function|class)\\s+__(?:dirname|filename)\\b|\\bas\\s+__(?:dirname|filename)\\b/;
export async function load(url, context, next) {
  const loaded = await next(url, context);
  if (!CONFIG.test(url) || loaded.source == null) return loaded;
  const source = typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source);
  if (DECLARES.test(source)) return loaded;
  const { fileURLToPath } = await import('node:url');
  const { dirname } = await import('node:path');
  const file = fileURLToPath(url.replace(/[?#].*$/, ''));
  const names = 'var __dirname = ' + JSON.stringify(dirname(file)) + ', __filename = ' + JSON.stringify(file) + ';';
  return { ...loaded, source: names + source };
}
`;

/**
 * Runs `load` with `__dirname` and `__filename` of `file` defined globally, as Rspress's config
 * loader defines them in an ES module config (`root: path.join(__dirname, 'docs')`); a config
 * that declares its own keeps them. Only while the config's module runs.
 */
export async function withConfigDirname<T>(file: string, load: () => Promise<T>): Promise<T> {
  const scope = globalThis as { __dirname?: string; __filename?: string };
  const before = { dirname: scope.__dirname, filename: scope.__filename };
  scope.__dirname = path.dirname(file);
  scope.__filename = file;
  try {
    return await load();
  } finally {
    scope.__dirname = before.dirname;
    scope.__filename = before.filename;
    if (before.dirname === undefined) delete scope.__dirname;
    if (before.filename === undefined) delete scope.__filename;
  }
}
