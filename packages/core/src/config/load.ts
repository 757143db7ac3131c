/**
 * Finds and loads `site.config.ts` (TypeScript, through tsx) and validates it; without one, an
 * Rspress 2 project's `rspress.config.ts`, translated into Quire's config (`rspress/from-rspress.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { QuireError } from '../utils/errors.js';
import { CodeIdentity } from './code-identity.js';
import { importTracked } from './import-tracked.js';
import { applyConfigHooks } from './plugin-driver.js';
import { fromRspressConfig } from './rspress/from-rspress.js';
import { missingImportError } from './rspress/missing-import.js';
import type { RspressUserConfig } from './rspress/rspress-types.js';
import { useRspressStandIns, withConfigDirname } from './rspress/stand-in-imports.js';
import type { Reporter } from '../utils/task.js';
import type { UserConfig } from './types.js';
import { checkPlugins, type ResolvedConfig, resolveConfig } from './validate.js';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
/** Read when the folder has no Quire config: the names Rspress 2 looks up, first found first, in its order. */
export const RSPRESS_CONFIG_FILES = ['js', 'ts', 'mjs', 'mts', 'cjs', 'cts'].map((extension) => `rspress.config.${extension}`);

/** An Rspress config by its name: `rspress.config.ts`, or a variant such as `rspress.dark.config.ts`. */
export const isRspressConfig = (file: string): boolean => /^rspress(\.[\w-]+)*\.config\.[cm]?[jt]s$/.test(path.basename(file));

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute project folder (where the config file lives). */
  projectRoot: string;
  configFile?: string;
  /** The files the config's import loaded besides the config file itself. */
  imported: string[];
  /** Printed once by the command: that it reads an Rspress config. */
  notice?: string;
  /** Printed once by the command as warnings: each Rspress field left out. */
  warnings: string[];
}

/** Which command loads the config: plugins' hooks receive `isProd`, true for a build. */
export type ConfigMode = 'build' | 'dev';

/** The config file a command run in `cwd` reads: the one named, else the first of the known names found there. */
export function configFileIn(cwd: string, explicitFile?: string): string | undefined {
  const found = (names: string[]) => names.map((f) => path.join(cwd, f)).find((f) => fs.existsSync(f));
  return explicitFile ? path.resolve(cwd, explicitFile) : (found(CONFIG_FILES) ?? found(RSPRESS_CONFIG_FILES));
}

export async function loadConfig(cwd: string, explicitFile?: string, mode: ConfigMode = 'build'): Promise<LoadedConfig> {
  const file = configFileIn(cwd, explicitFile);
  if (explicitFile && !fs.existsSync(file as string)) throw new QuireError(`config file not found: ${file}`);
  if (!file) return { config: resolveConfig({}), projectRoot: cwd, imported: [], warnings: [] };
  const rspress = isRspressConfig(file);
  if (rspress) useRspressStandIns();
  let mod: Record<string, unknown>;
  let imported: Set<string>;
  try {
    ({ mod, imported } = await (rspress ? withConfigDirname(file, () => importTracked(file)) : importTracked(file)));
  } catch (error) {
    throw (
      missingImportError(error, file, readIfThere) ?? new QuireError(`could not load config: ${(error as Error).message}`, { file, cause: error })
    );
  }
  const exported = defaultExportOf(mod);
  if (exported === undefined) {
    throw new QuireError('the config file has no default export (write `export default defineConfig({ … })`)', { file });
  }
  imported.delete(file);
  const { user, notice, warnings } = rspress ? await fromRspress(exported, file) : { user: exported as UserConfig, warnings: [] };
  const hooked = await withConfigHooks(user, file, mode);
  return {
    config: resolveConfig(hooked, file, new CodeIdentity([...imported], file)),
    projectRoot: path.dirname(file),
    configFile: file,
    imported: [...imported],
    notice,
    warnings,
  };
}

function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** An Rspress config (an object, a promise of one, or a function giving either) as Quire's, with a notice per field left out. */
async function fromRspress(exported: unknown, file: string): Promise<{ user: UserConfig; notice: string; warnings: string[] }> {
  const rs = (await (typeof exported === 'function' ? exported() : exported)) as RspressUserConfig;
  const { config, warnings } = fromRspressConfig(rs, path.dirname(file));
  const name = path.basename(file);
  return {
    user: config,
    notice: `reading the Rspress config ${name}: ${warnings.length ? `${warnings.length} of its fields have no equivalent in Quire (below)` : 'Quire takes every field it sets'}`,
    warnings: warnings.map((w) => `${name}: "${w.field}": ${w.reason}`),
  };
}

/** Prints what the loaded config says once: reading an Rspress config, and each field it left out. */
export function reportConfigNotices({ notice, warnings }: LoadedConfig, reporter: Pick<Reporter, 'info' | 'warning'>): void {
  if (notice) reporter.info(`  ${notice}`);
  for (const warning of warnings) reporter.warning(`  ! ${warning}`);
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
function defaultExportOf(mod: Record<string, unknown>): unknown {
  const wrapped = mod.default as { __esModule?: boolean; default?: unknown } | undefined;
  const exports = wrapped?.__esModule === true ? wrapped : mod;
  return exports.default;
}
