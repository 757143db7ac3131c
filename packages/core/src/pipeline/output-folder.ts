/**
 * Every build replaces its output folder whole (`swap-dist.ts`, `apply-output.ts`), so that folder
 * must be one of its own: never the project, its content, theme, `.quire/`, `node_modules/` or
 * `.git/`, nor a folder around any of them. An existing folder is replaced only when Quire wrote
 * it (the marker file every build writes into it), when it is empty, or when the site config says
 * `emptyOutDir: true`; otherwise another tool's `dist/` or a folder elsewhere on the machine would
 * be deleted without a word. `quire build` and `quire preview` check both before touching it.
 */
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_MANIFEST_FILE } from '@quire/shared';
import { ConfigError } from '../config/config-error.js';
import type { ResolvedConfig } from '../config/validate.js';
import { QuireError } from '../utils/errors.js';

/** The file that marks a folder as Quire's output, written by every build. */
export const OUTPUT_MARKER = '.quire-output';
export const OUTPUT_MARKER_TEXT = 'This folder is the output of `quire build`, which replaces it whole on every build.\n';

export type OutputFolderConfig = Pick<ResolvedConfig, 'outDir' | 'root' | 'themeDir' | 'langs' | 'emptyOutDir'>;

interface NeededFolder {
  folder: string;
  name: string;
}

/** Whether `file` lies strictly inside `folder`. */
function within(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

/** Where `file` really is: its nearest existing folder with every link followed, and the rest of the path. */
function realPathOf(file: string): string {
  const rest: string[] = [];
  let at = path.resolve(file);
  for (;;) {
    try {
      return path.join(realpathSync.native(at), ...rest);
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return path.resolve(file);
      rest.unshift(path.basename(at));
      at = parent;
    }
  }
}

/** The folders the project needs, which the output folder may neither be, lie in, nor contain. */
function neededFolders(config: OutputFolderConfig, projectRoot: string): NeededFolder[] {
  const docsRoot = path.resolve(projectRoot, config.root);
  // Content at the project's top (`root: '.'`): its language and public folders are the content.
  const content =
    docsRoot === projectRoot || within(docsRoot, projectRoot)
      ? [
          ...config.langs.map((lang) => ({ folder: path.join(docsRoot, lang), name: `the content folder of "${lang}"` })),
          { folder: path.join(docsRoot, 'public'), name: 'the public folder' },
        ]
      : [{ folder: docsRoot, name: `the content folder (root: "${config.root}")` }];
  return [
    ...content,
    { folder: path.resolve(projectRoot, config.themeDir), name: `the theme folder (themeDir: "${config.themeDir}")` },
    { folder: path.join(projectRoot, '.quire'), name: "Quire's own folder .quire" },
    { folder: path.join(projectRoot, 'node_modules'), name: 'node_modules' },
    { folder: path.join(projectRoot, '.git'), name: '.git' },
  ];
}

/**
 * The absolute output folder, once it is none of the folders the project needs (links followed);
 * a `ConfigError` on `outDir` naming the rule otherwise.
 */
export function checkedOutDir(config: OutputFolderConfig, projectRoot: string, configFile?: string): string {
  const outDir = path.resolve(projectRoot, config.outDir);
  const real = realPathOf(outDir);
  const fail = (what: string): never => {
    throw new ConfigError(
      'outDir',
      `("${config.outDir}") ${what}: every build replaces its output folder whole, so it must be a folder of its own, such as "dist"`,
      configFile,
    );
  };
  const root = realPathOf(projectRoot);
  if (real === root) fail('is the project folder');
  if (within(real, root)) fail('contains the project folder');
  for (const { folder, name } of neededFolders(config, projectRoot)) {
    const needed = realPathOf(folder);
    if (real === needed) fail(`is ${name}`);
    if (within(needed, real)) fail(`is inside ${name}`);
    if (within(real, needed)) fail(`contains ${name}`);
  }
  return outDir;
}

/** An output of Quire without its marker (a version from before it, or the marker deleted): it holds the site manifest every build writes. */
function isEarlierOutput(outDir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(outDir, SITE_MANIFEST_FILE), 'utf8')) as { routes?: unknown; search?: unknown };
    // The route table's one file before it came in shards, or the list of its shards.
    return (typeof manifest.routes === 'string' || Array.isArray(manifest.routes)) && Array.isArray(manifest.search);
  } catch {
    return false;
  }
}

/**
 * Throws unless a build may replace `outDir`: it does not exist, is an empty folder, holds the
 * marker (or an earlier version's output), or the config sets `emptyOutDir`.
 */
export function assertOutDirReplaceable(outDir: string, config: OutputFolderConfig, projectRoot: string): void {
  if (config.emptyOutDir) return;
  const stat = statSync(outDir, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    const names = readdirSync(outDir);
    if (!names.length || names.includes(OUTPUT_MARKER) || isEarlierOutput(outDir)) return;
  }
  const inside = within(realPathOf(projectRoot), realPathOf(outDir));
  const what = stat.isDirectory() ? `holds files Quire did not write (no ${OUTPUT_MARKER} file in it)` : 'is a file, not a folder Quire wrote';
  throw new QuireError(
    `the output folder${inside ? '' : ', outside the project,'} ${what}, and every build replaces it whole: move its files away or delete it, ` +
      'choose another outDir, or set emptyOutDir: true in the site config to let the build replace it',
    { file: inside ? path.relative(projectRoot, outDir) : outDir },
  );
}

/** The output folder a build may replace (both checks above). */
export function replaceableOutDir(config: OutputFolderConfig, projectRoot: string, configFile?: string): string {
  const outDir = checkedOutDir(config, projectRoot, configFile);
  assertOutDirReplaceable(outDir, config, projectRoot);
  return outDir;
}
