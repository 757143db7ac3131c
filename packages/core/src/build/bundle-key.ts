/**
 * The part of the bundle cache's key that is not a file the bundler read: each page's module
 * text (page data, sidebar and translations included), the resolved config, the framework's
 * node code (it shapes the bundler config and the loader) and the lockfiles, which stand for
 * everything under `node_modules`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveThemeEntry } from '../bundler/theme-entry.js';
import type { Project } from '../project/project.js';
import { listFiles, sha1 } from '../utils/files.js';

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
function frameworkFingerprint(projectRoot: string): string {
  frameworkHash ??= sha1(listFiles(coreSrc).sort().map((f) => `${f}\0${sha1(readFileSync(f))}`).join('\n'));
  const locks = [...new Set([...lockfilesAbove(coreSrc), ...lockfilesAbove(projectRoot)])].sort();
  return sha1([frameworkHash, ...locks.map((f) => `${f}\0${sha1(readFileSync(f))}`)].join('\n'));
}

export async function bundleKey(project: Project): Promise<string> {
  const pages: string[] = [];
  for (const route of [...project.routes].sort((a, b) => a.relativePath.localeCompare(b.relativePath))) {
    const { code } = await project.pageModule(route.absolutePath);
    pages.push(`${route.relativePath}\0${route.routePath}\0${sha1(code)}`);
  }
  return sha1(
    [
      frameworkFingerprint(project.projectRoot),
      process.env.NODE_ENV ?? '',
      // Found by looking for files, not by the bundler: a theme folder added later is no input yet.
      resolveThemeEntry(project),
      JSON.stringify(project.config),
      ...pages,
    ].join('\n'),
  );
}
