/** Finds and loads `site.config.ts` (TypeScript, through tsx) and validates it. */
import fs from 'node:fs';
import path from 'node:path';
import { QuireError } from '../utils/errors.js';
import { CodeIdentity } from './code-identity.js';
import { importTracked } from './import-tracked.js';
import { applyConfigHooks } from './plugin-driver.js';
import type { UserConfig } from './types.js';
import { checkPlugins, type ResolvedConfig, resolveConfig } from './validate.js';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
/** An Rspress site's config, which Quire does not read: its fields move to `site.config.ts`. */
const RSPRESS_CONFIG_FILES = ['rspress.config.ts', 'rspress.config.mts', 'rspress.config.js', 'rspress.config.mjs'];

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute project folder (where the config file lives). */
  projectRoot: string;
  configFile?: string;
}

/** Which command loads the config: plugins' hooks receive `isProd`, true for a build. */
export type ConfigMode = 'build' | 'dev';

export async function loadConfig(cwd: string, explicitFile?: string, mode: ConfigMode = 'build'): Promise<LoadedConfig> {
  const file = explicitFile ? path.resolve(cwd, explicitFile) : CONFIG_FILES.map((f) => path.join(cwd, f)).find((f) => fs.existsSync(f));
  if (explicitFile && !fs.existsSync(file as string)) throw new QuireError(`config file not found: ${file}`);
  if (!file) return { config: withoutConfigFile(cwd), projectRoot: cwd };
  let mod: Record<string, unknown>;
  let imported: Set<string>;
  try {
    ({ mod, imported } = await importTracked(file));
  } catch (error) {
    throw new QuireError(`could not load config: ${(error as Error).message}`, { file, cause: error });
  }
  const user = defaultExportOf(mod);
  if (user === undefined) {
    throw new QuireError('the config file has no default export (write `export default defineConfig({ … })`)', { file });
  }
  imported.delete(file);
  const hooked = await withConfigHooks(user, file, mode);
  return { config: resolveConfig(hooked, file, new CodeIdentity([...imported], file)), projectRoot: path.dirname(file), configFile: file };
}

/** The defaults, unless the folder holds an Rspress config: building without it would drop its settings unsaid. */
function withoutConfigFile(cwd: string): ResolvedConfig {
  const rspress = RSPRESS_CONFIG_FILES.find((f) => fs.existsSync(path.join(cwd, f)));
  if (rspress) {
    throw new QuireError(
      `Quire reads site.config.ts, not an Rspress config: write its settings into a site.config.ts beside it (the section "Coming from Rspress 2" of Quire's docs/FRAMEWORK.md lists what moves where)`,
      { file: rspress },
    );
  }
  return resolveConfig({});
}

/** The one line a command prints when a folder has no config file. */
export function defaultsNotice(projectRoot: string, config: ResolvedConfig): string {
  return `no site config in ${projectRoot}: using the defaults (pages in ${config.root}/, one language "${config.lang}"); write site.config.ts there to set the title, languages and more`;
}

/** The config as the plugins' `config` hooks return it (the plugins checked by shape first). */
async function withConfigHooks(user: UserConfig, file: string, mode: ConfigMode): Promise<UserConfig> {
  const plugins = checkPlugins(user, file);
  if (!plugins.some((p) => p.config)) return user;
  return applyConfigHooks(user, plugins, mode === 'build');
}

/**
 * The module's default export. In a folder without `"type": "module"` tsx loads the file as
 * CommonJS, and its exports arrive as the ES module's `default`, marked `__esModule`.
 */
function defaultExportOf(mod: Record<string, unknown>): UserConfig | undefined {
  const wrapped = mod.default as { __esModule?: boolean; default?: unknown } | undefined;
  const exports = wrapped?.__esModule === true ? wrapped : mod;
  return exports.default as UserConfig | undefined;
}
