/**
 * The part of the bundle cache's key that is not a file the bundler read: each page's module
 * text (page data, sidebar and translations included), the names of the files in the docs'
 * `public/` folder (the bundler copies them into the output; their content is checked as
 * inputs, but a file added since is no input of the last bundle), the resolved config, the
 * framework's node code (it shapes the bundler config and the loader) and the lockfiles, which
 * stand for everything under `node_modules`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveThemeEntry } from '../bundler/theme-entry.js';
import { pageModuleCode } from '../project/page-module.js';
import type { Project } from '../project/project.js';
import type { RouteRecord } from '../routes/scan.js';
import { listFiles, listRelativeFiles, sha1 } from '../utils/files.js';
import { compareText } from '../utils/compare-text.js';

const coreSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCKFILES = ['pnpm-lock.yaml', 'package-lock.json', 'yarn.lock', 'bun.lock', 'bun.lockb'];

/** Lockfiles in `dir` and every folder above it. */
function lockfilesAbove(dir: string): string[] {
  const found: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    for (const name of LOCKFILES) if (existsSync(path.join(current, name))) found.push(path.join(current, name));
    if (path.dirname(current) === current) return found;
  }
}

let frameworkHash: string | undefined;

/** Changes with the framework's own node code and with any install (a lockfile changes). */
export function frameworkFingerprint(projectRoot: string): string {
  frameworkHash ??= sha1(
    listFiles(coreSrc)
      .sort()
      .map((f) => `${f}\0${sha1(readFileSync(f))}`)
      .join('\n'),
  );
  const locks = [...new Set([...lockfilesAbove(coreSrc), ...lockfilesAbove(projectRoot)])].sort();
  return sha1([frameworkHash, ...locks.map((f) => `${f}\0${sha1(readFileSync(f))}`)].join('\n'));
}

/** Everything that shapes the bundler's setup: framework, installs, config, theme entry. */
export function bundlerSetupKey(project: Project): string {
  return sha1(
    [
      frameworkFingerprint(project.projectRoot),
      process.env.NODE_ENV ?? '',
      JSON.stringify(project.config),
      // Found by looking for files, not by the bundler: a theme folder added later is no input yet.
      resolveThemeEntry(project),
    ].join('\n'),
  );
}

/** Per routed page (absolute path): sha1 of its module, and of the page data in it. */
export interface PageModuleHashes {
  /** The whole module the MDX loader hands the bundler (the bundle key). */
  modules: Map<string, string>;
  /** The page data alone: what the module stamps track (`module-stamps.ts`). */
  data: Map<string, string>;
}

/** `routes`: the pages the bundler builds (not the standalone ones, `standalone-pages.ts`). */
export async function pageModuleHashes(project: Project, routes: readonly RouteRecord[] = project.routes): Promise<PageModuleHashes> {
  const hashes: PageModuleHashes = { modules: new Map(), data: new Map() };
  for (const route of routes) {
    const { code, pageData } = await project.pageModuleParts(route.absolutePath);
    hashes.modules.set(route.absolutePath, sha1(pageModuleCode(code, pageData)));
    hashes.data.set(route.absolutePath, sha1(JSON.stringify(pageData)));
  }
  return hashes;
}

/**
 * A page the bundler does not build (no module hash) counts by its route alone: its text can
 * change without making the last bundle stale.
 */
export function bundleKey(project: Project, setupKey: string, moduleHashes: ReadonlyMap<string, string>): string {
  const pages = [...project.routes]
    .sort((a, b) => compareText(a.relativePath, b.relativePath))
    .map((r) => `${r.relativePath}\0${r.routePath}\0${moduleHashes.get(r.absolutePath) ?? 'standalone'}`);
  const publicFiles = listRelativeFiles(publicDir(project)).sort();
  return sha1([setupKey, `public\0${publicFiles.join('\0')}`, ...pages].join('\n'));
}

/** The folder whose files the bundler copies into the output as they are. */
function publicDir(project: Project): string {
  return path.join(project.docsRoot, 'public');
}

/**
 * The files of `inputs` the bundle cache must check by content: not the routed pages' sources
 * (also their entry modules, `pageEntryRequest`) or stamps (`.quire/stamps/`), whose content
 * reaches the key through the page modules' hashes; checking them again would read and hash
 * three files per page in a build with nothing to do.
 */
export function inputsOutsideKey(project: Project, inputs: Iterable<string>): string[] {
  const sources = new Set(project.routes.map((r) => r.absolutePath));
  const stamps = path.join(project.tempDir, 'stamps') + path.sep;
  return [...inputs].filter((file) => !sources.has(file) && !file.startsWith(stamps));
}
