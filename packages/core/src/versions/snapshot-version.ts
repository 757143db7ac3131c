/**
 * `quire version <name>`: freezes the docs of the default version as a named version, as
 * Docusaurus's `docs:version` does: its folder is copied to `docs/<name>/` and the name joins
 * `multiVersion.versions` just before the default one, so the default version's folder stays
 * the one writers edit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { UNROUTED_FOLDERS } from '../routes/scan.js';
import { QuireError } from '../utils/errors.js';

const VERSION_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

export interface SnapshotResult {
  /** The new version's folder, relative to the project. */
  folder: string;
  /** The versions list as it now reads. */
  versions: string[];
  /** Whether the config file's `versions` list was rewritten; otherwise the writer adds the name. */
  configUpdated: boolean;
}

export async function snapshotVersion(options: { cwd: string; configFile?: string; name: string }): Promise<SnapshotResult> {
  const { config, projectRoot, configFile } = await loadConfig(options.cwd, options.configFile);
  const { name } = options;
  const where = configFile ? path.relative(options.cwd, configFile) : undefined;
  if (config.multiVersion.versions.length === 0) {
    throw new QuireError('the site has no versions: set multiVersion: { default, versions } and move the docs into docs/<version>/ first', {
      file: where,
    });
  }
  if (!VERSION_NAME.test(name) || config.langs.includes(name) || UNROUTED_FOLDERS.includes(name)) {
    throw new QuireError(`"${name}" cannot name a version: use a-z, A-Z, 0-9, ".", "-" and "_", and no language code or reserved folder name`);
  }
  if (config.multiVersion.versions.includes(name)) throw new QuireError(`the version "${name}" exists already`, { file: where });
  const docsRoot = path.resolve(projectRoot, config.root);
  const source = path.join(docsRoot, config.multiVersion.default);
  const target = path.join(docsRoot, name);
  if (fs.existsSync(target)) throw new QuireError(`${path.relative(options.cwd, target)} exists already`);
  fs.cpSync(source, target, { recursive: true, errorOnExist: true, force: false });
  const versions = [...config.multiVersion.versions];
  versions.splice(versions.indexOf(config.multiVersion.default), 0, name);
  const configUpdated = configFile ? rewriteVersions(configFile, config.multiVersion.versions, versions) : false;
  return { folder: path.relative(options.cwd, target), versions, configUpdated };
}

/** Rewrites the one `versions: [...]` list of the config file that holds exactly the configured names; false when there is none such. */
function rewriteVersions(file: string, before: readonly string[], after: readonly string[]): boolean {
  const text = fs.readFileSync(file, 'utf8');
  const lists = [...text.matchAll(/versions\s*:\s*\[([^\]]*)\]/g)].filter((m) => {
    const names = [...m[1].matchAll(/(['"])([^'"]*)\1/g)].map((n) => n[2]);
    return names.join('\0') === before.join('\0');
  });
  if (lists.length !== 1) return false;
  const [match] = lists;
  const quote = /"/.test(match[1]) ? '"' : "'";
  const list = `versions: [${after.map((v) => `${quote}${v}${quote}`).join(', ')}]`;
  fs.writeFileSync(file, text.slice(0, match.index) + list + text.slice((match.index ?? 0) + match[0].length));
  return true;
}
