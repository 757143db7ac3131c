/** Finds and loads `site.config.ts` (TypeScript, through tsx) and validates it. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { QuireError } from '../utils/errors.js';
import type { UserConfig } from './types.js';
import { type ResolvedConfig, resolveConfig } from './validate.js';

export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute project folder (where the config file lives). */
  projectRoot: string;
  configFile?: string;
}

export async function loadConfig(cwd: string, explicitFile?: string): Promise<LoadedConfig> {
  const file = explicitFile
    ? path.resolve(cwd, explicitFile)
    : CONFIG_FILES.map((f) => path.join(cwd, f)).find((f) => fs.existsSync(f));
  if (explicitFile && !fs.existsSync(file as string)) throw new QuireError(`config file not found: ${file}`);
  if (!file) return { config: resolveConfig({}), projectRoot: cwd };
  let mod: Record<string, unknown>;
  try {
    // A query string per load, so the dev server sees edits to the config.
    mod = await tsImport(`${pathToFileURL(file).href}?t=${Date.now()}`, import.meta.url);
  } catch (error) {
    throw new QuireError(`could not load config: ${(error as Error).message}`, { file, cause: error });
  }
  const user = defaultExportOf(mod);
  if (user === undefined) {
    throw new QuireError('the config file has no default export (write `export default defineConfig({ … })`)', { file });
  }
  return { config: resolveConfig(user, file), projectRoot: path.dirname(file), configFile: file };
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
