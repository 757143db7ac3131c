/**
 * Runs the plugins' hooks, one plugin after the other in the order of `plugins` (Rspress runs
 * most hooks of all plugins at once; here a later plugin sees what an earlier one did). A hook
 * that throws fails with the plugin's and the hook's names: `plugin "x" failed in addPages: …`.
 */
import type { PageData } from '@quire/shared';
import { QuireError } from '../utils/errors.js';
import type { AdditionalPage, I18nTexts, QuirePlugin, RouteMeta, UserConfig } from './types.js';

type HookName = 'config' | 'beforeBuild' | 'afterBuild' | 'addPages' | 'extendPageData' | 'routeGenerated' | 'i18nSource';

/**
 * Runs one plugin's hook; its failure names the plugin. A hook whose promise is still pending when
 * the process has nothing left to run can never settle: it fails naming the plugin and the hook.
 */
async function runHook<T>(plugin: QuirePlugin, hook: HookName, call: () => T | Promise<T>): Promise<T> {
  let onIdle: () => void = () => undefined;
  const stranded = new Promise<never>((_, reject) => {
    onIdle = () =>
      reject(
        new QuireError(
          `plugins[${JSON.stringify(plugin.name)}].${hook} did not settle: the promise it returned waits for something that can no longer happen (nothing else was left to run)`,
        ),
      );
  });
  process.once('beforeExit', onIdle);
  const running = (async () => call())().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new QuireError(`plugin "${plugin.name}" failed in ${hook}: ${reason}`, { cause: error });
  });
  try {
    return await Promise.race([running, stranded]);
  } finally {
    process.off('beforeExit', onIdle);
  }
}

/** Where `value` holds what JSON cannot (`pageData.foo.bar: a BigInt cannot be serialized`), or undefined. */
export function notJson(value: unknown, at: string, seen = new Set<object>()): string | undefined {
  if (typeof value === 'bigint') return `${at}: a BigInt cannot be serialized (make it a number or a string)`;
  if (typeof value !== 'object' || value === null) return undefined;
  if (seen.has(value)) return `${at}: refers back to an object that holds it, which cannot be serialized`;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    const found = notJson(item, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`, seen);
    if (found) return found;
  }
  seen.delete(value);
  return undefined;
}

/** Why `value` is not `{ key: { lang: text } }`, or undefined when it is. */
export function notTexts(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`;
  for (const [key, texts] of Object.entries(value)) {
    if (typeof texts !== 'object' || texts === null) return `"${key}" is not an object`;
    for (const [lang, text] of Object.entries(texts)) if (typeof text !== 'string') return `"${key}"."${lang}" is not a string`;
  }
  return undefined;
}

/**
 * The `config` hooks, before the config is checked: each plugin's returns the config the next
 * one receives, and may add or remove plugins after itself. Returns the config with the final
 * plugin list. `plugins` must have been checked by shape (`checkPlugins`).
 */
export async function applyConfigHooks(user: UserConfig, plugins: readonly QuirePlugin[], isProd: boolean): Promise<UserConfig> {
  const list = [...plugins];
  let config = user;
  for (let i = 0; i < list.length; i++) {
    const plugin = list[i];
    if (!plugin.config) continue;
    const utils = {
      addPlugin: (added: QuirePlugin) => {
        if (list.some((p) => p.name === added?.name)) throw new Error(`the plugin "${added.name}" is already registered`);
        list.push(added);
      },
      removePlugin: (name: string) => {
        const at = list.findIndex((p) => p.name === name);
        if (at === -1) return;
        list.splice(at, 1);
        // The loop goes on with the plugin after this one, wherever it now is.
        if (at <= i) i--;
      },
    };
    const next = await runHook(plugin, 'config', () => plugin.config?.(config, utils, isProd));
    if (typeof next !== 'object' || next === null) {
      throw new QuireError(`plugin "${plugin.name}" failed in config: it must return the config (got ${next === null ? 'null' : typeof next})`);
    }
    config = next;
  }
  return { ...config, plugins: list };
}

export class PluginDriver {
  constructor(
    private readonly plugins: readonly QuirePlugin[],
    /** The user config as the `config` hooks left it: what the other hooks receive. */
    private readonly userConfig: UserConfig,
    private readonly isProd: boolean,
  ) {}

  /** Whether a plugin has an `extendPageData` hook (without one, a page's data is its compile's alone). */
  get extendsPageData(): boolean {
    return this.plugins.some((plugin) => plugin.extendPageData);
  }

  async beforeBuild(): Promise<void> {
    for (const plugin of this.plugins)
      if (plugin.beforeBuild) await runHook(plugin, 'beforeBuild', () => plugin.beforeBuild?.(this.userConfig, this.isProd));
  }

  async afterBuild(): Promise<void> {
    for (const plugin of this.plugins)
      if (plugin.afterBuild) await runHook(plugin, 'afterBuild', () => plugin.afterBuild?.(this.userConfig, this.isProd));
  }

  /** Every plugin's added pages, each with the name of the plugin that added it. */
  async addPages(): Promise<Array<{ plugin: string; page: AdditionalPage }>> {
    const added: Array<{ plugin: string; page: AdditionalPage }> = [];
    for (const plugin of this.plugins) {
      if (!plugin.addPages) continue;
      const pages = await runHook(plugin, 'addPages', () => plugin.addPages?.(this.userConfig, this.isProd));
      if (!Array.isArray(pages))
        throw new QuireError(`plugin "${plugin.name}" failed in addPages: it must return an array of pages (got ${typeof pages})`);
      for (const page of pages) added.push({ plugin: plugin.name, page });
    }
    return added;
  }

  /**
   * Lets every plugin change the page's data, in place. The data reaches the browser as JSON: a
   * value JSON cannot hold fails here, naming the plugin and the field, not later with neither.
   */
  async extendPageData(pageData: PageData): Promise<void> {
    for (const plugin of this.plugins) {
      if (!plugin.extendPageData) continue;
      await runHook(plugin, 'extendPageData', () => plugin.extendPageData?.(pageData as PageData & Record<string, unknown>, this.isProd));
      const bad = notJson(pageData, 'pageData');
      if (bad) throw new QuireError(`plugins[${JSON.stringify(plugin.name)}].extendPageData: ${bad}`);
    }
  }

  /** The texts each plugin's `i18nSource` returns, one after the other, starting from `texts`. */
  async i18nSource(texts: I18nTexts): Promise<I18nTexts> {
    let current = texts;
    for (const plugin of this.plugins) {
      const hook = plugin.i18nSource;
      if (!hook) continue;
      const next = await runHook(plugin, 'i18nSource', () => hook(structuredClone(current)));
      const bad = notTexts(next);
      if (bad) throw new QuireError(`plugin "${plugin.name}" failed in i18nSource: it must return { key: { lang: text } } (${bad})`);
      current = next;
    }
    return current;
  }

  /** Shows every plugin the final routes (copies: a plugin cannot change them). */
  async routeGenerated(routes: readonly RouteMeta[]): Promise<void> {
    for (const plugin of this.plugins) {
      if (plugin.routeGenerated)
        await runHook(plugin, 'routeGenerated', () =>
          plugin.routeGenerated?.(
            routes.map((r) => ({ ...r })),
            this.isProd,
          ),
        );
    }
  }
}
