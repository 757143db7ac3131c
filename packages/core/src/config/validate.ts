/**
 * Checks a user config against the schema (`schema.ts`), then the rules that relate fields to
 * each other or to files, and resolves what depends on them. Every failure is a `ConfigError`
 * naming the field path and the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { ConfigError, configErrorFrom } from './config-error.js';
import { CodeIdentity } from './code-identity.js';
import type { SiteExtensions } from './extensions.js';
import { list, loose } from './field-schemas.js';
import { resolveExtensions } from './resolve-extensions.js';
import { type CheckedConfig, pluginSchema, type QuirePlugin, type UserConfig, userConfigSchema } from './schema.js';

export { ConfigError } from './config-error.js';

type Checked<K extends keyof CheckedConfig> = Exclude<CheckedConfig[K], undefined>;

export interface ResolvedSearch {
  mode: 'local' | 'remote' | 'off';
  apiUrl?: string;
  /** Remote indexes, each with its tab label (a plain string is its own label). */
  searchIndexes?: Array<{ value: string; label: string }>;
  /** Absolute path of the search hooks module. */
  searchHooks?: string;
  /** One local index per version (and language), else one per language across versions. */
  versioned: boolean;
}

/**
 * The config the build reads: the schema's output with its defaults, the languages, and the
 * extensions in place of the plugins and Markdown plugins they came from.
 */
export type ResolvedConfig = Omit<
  CheckedConfig,
  'locales' | 'multiVersion' | 'markdown' | 'plugins' | 'builderConfig' | 'search' | 'translations' | 'globalUIComponents'
> & {
  locales: Checked<'locales'>;
  /** The locales' language codes, in order. */
  langs: string[];
  /** The versions and the default one; no versions (`versions: []`) without `multiVersion`. */
  multiVersion: Checked<'multiVersion'>;
  markdown: Pick<Checked<'markdown'>, 'showLineNumbers' | 'defaultWrapCode' | 'format' | 'allowInlineScripts' | 'strictCodeMeta'> & {
    /** `markdown.allowCodeFilesFrom` as absolute folders. */
    allowCodeFilesFrom: string[];
  };
  search: ResolvedSearch;
  translations: Required<Checked<'translations'>>;
  /** Plugins, Markdown extensions, Rsbuild config, global components and styles. */
  extensions: SiteExtensions;
};

/** `identity`: how the config's functions are told apart (`load.ts` knows what the config imported). */
export function resolveConfig(user: UserConfig, file?: string, identity = new CodeIdentity([], file)): ResolvedConfig {
  const parsed = v.safeParse(userConfigSchema, user);
  if (!parsed.success) throw configErrorFrom(parsed.issues, file);
  const { plugins, builderConfig, markdown, search, translations, globalUIComponents, ...config } = parsed.output;
  const fail = (field: string, reason: string): never => {
    throw new ConfigError(field, reason, file);
  };
  const locales = config.locales ?? [{ lang: config.lang, label: config.lang }];
  const langs = locales.map((l) => l.lang);
  const amongLocales = (lang: string, field: string) => {
    if (!langs.includes(lang)) fail(field, `must be one of the locales (${langs.join(', ')}), got "${lang}"`);
  };
  amongLocales(config.lang, 'lang');
  // The theme would ignore the texts and menus of a language the site does not have.
  config.themeConfig.locales?.forEach((l, i) => amongLocales(l.lang, `themeConfig.locales[${i}].lang`));
  const sourceLang = translations.sourceLang ?? config.lang;
  amongLocales(sourceLang, 'translations.sourceLang');
  const multiVersion = config.multiVersion ?? { default: '', versions: [] };
  if (config.multiVersion && !multiVersion.versions.includes(multiVersion.default)) {
    fail('multiVersion.default', `must be one of multiVersion.versions (got "${multiVersion.default}")`);
  }
  uniquePluginNames(plugins, fail);
  const base = file ? path.dirname(file) : process.cwd();
  return {
    ...config,
    locales,
    langs,
    multiVersion,
    markdown: {
      showLineNumbers: markdown.showLineNumbers,
      defaultWrapCode: markdown.defaultWrapCode,
      format: markdown.format,
      allowInlineScripts: markdown.allowInlineScripts,
      strictCodeMeta: markdown.strictCodeMeta,
      allowCodeFilesFrom: codeFileFolders(markdown.allowCodeFilesFrom, base, fail),
    },
    search: resolveSearch(search, base, fail),
    translations: { ...translations, sourceLang },
    extensions: resolveExtensions({ user, markdown, globalUIComponents, plugins, builderConfig }, { base, identity, fail }),
  };
}

const pluginsOnly = loose({ plugins: v.optional(list(pluginSchema), () => []) });

/** The plugins of a config, checked by shape before their `config` hooks run. */
export function checkPlugins(user: unknown, file?: string): QuirePlugin[] {
  const parsed = v.safeParse(pluginsOnly, user);
  if (!parsed.success) throw configErrorFrom(parsed.issues, file);
  return parsed.output.plugins;
}

type Fail = (field: string, reason: string) => never;

function uniquePluginNames(plugins: readonly QuirePlugin[], fail: Fail): void {
  const seen = new Set<string>();
  plugins.forEach(({ name }, i) => {
    if (seen.has(name)) fail(`plugins[${i}].name`, `repeats the plugin "${name}" (each plugin runs once)`);
    seen.add(name);
  });
}

/** Each folder of `markdown.allowCodeFilesFrom`, absolute; one that is not a folder is a mistake to name now, not at a page. */
function codeFileFolders(folders: readonly string[], base: string, fail: Fail): string[] {
  return folders.map((folder, i) => {
    const full = path.resolve(base, folder);
    if (!fs.existsSync(full) || !fs.statSync(full).isDirectory())
      fail(`markdown.allowCodeFilesFrom[${i}]`, `must name a folder relative to the config file (nothing at "${full}")`);
    return full;
  });
}

const HOOK_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

function resolveSearch(search: Checked<'search'>, base: string, fail: Fail): ResolvedSearch {
  if (search === false) return { mode: 'off', versioned: true };
  const { mode, apiUrl, searchIndexes } = search;
  if (mode === 'remote' && apiUrl === undefined) fail('search.apiUrl', 'must be a non-empty string (got undefined)');
  if (searchIndexes !== undefined && mode !== 'remote') fail('search.searchIndexes', `only applies when search.mode is 'remote' (mode is '${mode}')`);
  const seen = new Set<string>();
  searchIndexes?.forEach(({ value }, i) => {
    if (seen.has(value)) fail(`search.searchIndexes[${i}]`, `repeats the index "${value}"`);
    seen.add(value);
  });
  let searchHooks: string | undefined;
  if (search.searchHooks !== undefined) {
    const spec = path.resolve(base, search.searchHooks);
    searchHooks = HOOK_EXTENSIONS.map((ext) => spec + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (!searchHooks) fail('search.searchHooks', `must name a module relative to the config file (nothing at "${spec}")`);
  }
  return { mode, apiUrl: mode === 'remote' ? apiUrl : undefined, searchIndexes, searchHooks, versioned: search.versioned };
}
