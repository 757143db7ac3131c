/**
 * Pages plugins add from code (`addPages`) as routes. A page given as `content` is written to
 * `.quire/<command>/added-pages/<lang>/…` (only when its text changed, so its file time, which stands for
 * its last-updated time outside git, stays put) and compiled like a content file; one given as
 * `filepath` is compiled from that file, which must lie inside the project as content files do.
 * Route names follow the content files' rule (`routes/url-safe-name.ts`). The language is the
 * route's prefix, else the default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeRoutePath } from '@quire/shared';
import type { AdditionalPage } from '../config/types.js';
import type { RouteRecord } from '../routes/scan.js';
import { compareText } from '../utils/compare-text.js';
import { urlUnsafeReason } from '../routes/url-safe-name.js';
import { QuireError } from '../utils/errors.js';
import { outsideProject } from '../utils/project-boundary.js';
import { writeIfChanged } from './generate.js';

export interface AddedPagesOptions {
  projectRoot: string;
  docsRoot: string;
  /** The command's folder under `.quire` (`Project.generatedDir`). */
  generatedDir: string;
  langs: readonly string[];
  defaultLang: string;
  /** A versioned site's default version, which added pages belong to. */
  defaultVersion: string;
}

/** The folder content pages are written to. */
export const addedPagesDir = (generatedDir: string): string => path.join(generatedDir, 'added-pages');

function fail(plugin: string, reason: string): never {
  throw new QuireError(`plugins[${JSON.stringify(plugin)}].addPages: ${reason}`);
}

/** One added page as a route; `plugin` names it in errors. */
export function addedRoute(plugin: string, page: AdditionalPage, options: AddedPagesOptions): RouteRecord {
  if (typeof page !== 'object' || page === null) fail(plugin, `a page must be an object (got ${page === null ? 'null' : typeof page})`);
  if (typeof page.routePath !== 'string' || !page.routePath.startsWith('/')) {
    fail(plugin, `a page's routePath must start with "/" (got ${JSON.stringify(page.routePath)})`);
  }
  // Checked as written: normalizing would drop a `#` or `?` and what follows it.
  const unsafe = urlUnsafeReason(page.routePath.split('/').filter(Boolean).join('/'));
  if (unsafe) fail(plugin, `the page at "${page.routePath}": ${unsafe}`);
  const routePath = normalizeRoutePath(page.routePath);
  const first = routePath.split('/')[1] ?? '';
  const lang = options.langs.includes(first) && first !== options.defaultLang ? first : options.defaultLang;
  const inLang = lang === options.defaultLang ? routePath : routePath.slice(lang.length + 1) || '/';
  if (/(^|\/)\.\.?(\/|$)|[\\\0]/.test(inLang)) fail(plugin, `a page's routePath must be a plain path (got "${page.routePath}")`);
  let absolutePath: string;
  if (typeof page.content === 'string' && page.filepath === undefined) {
    // A route written with a trailing slash is a folder's index page.
    const name = inLang === '/' || page.routePath.endsWith('/') ? `${inLang.replace(/\/$/, '')}/index` : inLang;
    absolutePath = path.join(addedPagesDir(options.generatedDir), lang, `${name.slice(1)}.mdx`);
    writeIfChanged(absolutePath, page.content);
  } else if (typeof page.filepath === 'string' && page.content === undefined) {
    absolutePath = page.filepath;
    if (!path.isAbsolute(absolutePath) || !/\.mdx?$/.test(absolutePath) || !fs.existsSync(absolutePath)) {
      fail(plugin, `the page at ${routePath} must name an existing .md or .mdx file by its absolute path (got "${absolutePath}")`);
    }
    // The boundary of content files: a plugin's page is published like one.
    const outside = outsideProject(absolutePath, options.projectRoot);
    if (outside) fail(plugin, `the page at ${routePath}: ${outside}; a page's file must lie inside the project (or give its text as content)`);
  } else {
    return fail(plugin, `the page at ${routePath} must have either content (MDX text) or filepath`);
  }
  // The key the bundler's page entry finds the page by (`mdx-loader.ts`): its path from the docs folder.
  const relativePath = path.relative(options.docsRoot, absolutePath).split(path.sep).join('/');
  return { routePath, lang, version: options.defaultVersion, relativePath, absolutePath, addedBy: plugin };
}

/** The scanned routes with the added ones, in route order; an added route that exists already fails. */
export function withAddedRoutes(scanned: readonly RouteRecord[], added: readonly RouteRecord[]): RouteRecord[] {
  const byPath = new Map(scanned.map((r) => [r.routePath, r]));
  for (const route of added) {
    const existing = byPath.get(route.routePath);
    if (existing) {
      const what = existing.addedBy ? `plugin "${existing.addedBy}" added it too` : `${existing.relativePath} is that page`;
      fail(route.addedBy ?? '', `the route ${route.routePath} exists already (${what})`);
    }
    byPath.set(route.routePath, route);
  }
  return [...byPath.values()].sort((a, b) => compareText(a.routePath, b.routePath));
}
