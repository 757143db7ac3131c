/**
 * Pages that need no bundler. Most documentation pages import nothing but what MDX itself adds:
 * the JSX runtime and the components provider, both already in the app entry. Such a page's
 * module becomes a function body (imports read from its argument, the default export returned),
 * in a script of its own that hands it to the app (`runtime/src/standalone-page.ts`); the server
 * renderer runs the same body. Rspack then bundles only the app and the pages with imports of
 * their own, so a cold build skips most of its bundling work, and a text edit of such a page
 * leaves the bundle, and so the bundle cache, untouched.
 *
 * Minifying the bodies is left out on purpose: gzip takes the whitespace away nearly as well,
 * and a minifier pass would cost CPU on every page.
 *
 * Nothing here is kept per page but names and hashes: bodies and scripts are made again from the
 * compiled code when needed (string edits), so a large site does not hold its pages' code twice.
 */
import { PAGE_QUEUE, type PageData } from '@quire/runtime/shared';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import type { CompiledPage } from '../markdown/compile.js';
import { pageChunkName } from '../project/generate.js';
import type { Project } from '../project/project.js';
import type { RouteRecord } from '../routes/scan.js';
import { jsonExpression } from '../utils/escape.js';
import { sha1 } from '../utils/files.js';
import type { WriteOutput } from '../utils/output-file.js';

/** What the app provides a page's body with: the one argument it destructures its imports from. */
const PROVIDED = new Set(['react/jsx-runtime', '@mdx-js/react']);
const IMPORT_LINE = /^import \{([^}]*)\} from "([^"]+)";$/;
const SPECIFIER = /^([\w$]+)(?: as ([\w$]+))?$/;
const EXPORT_LAST = /\nexport default ([\w$]+);\s*$/;

/**
 * The body of a function that runs a compiled page: its leading imports of what the app provides
 * become destructurings of `arguments[0]`, and its closing `export default X;` (the last statement
 * of every compiled page, `recma-export-last.ts`) becomes `return {default: X};`. Undefined for
 * any other shape, which keeps the page bundled.
 */
export function pageFunctionBody(code: string): string | undefined {
  const tail = EXPORT_LAST.exec(code);
  if (!tail) return undefined;
  const head: string[] = [];
  let at = 0;
  while (code.startsWith('import ', at)) {
    const end = code.indexOf('\n', at);
    const line = IMPORT_LINE.exec(code.slice(at, end));
    if (!line || !PROVIDED.has(line[2])) return undefined;
    const names: string[] = [];
    for (const specifier of line[1].split(',')) {
      const parts = SPECIFIER.exec(specifier.trim());
      if (!parts) return undefined;
      names.push(parts[2] ? `${parts[1]}: ${parts[2]}` : parts[1]);
    }
    head.push(`const {${names.join(', ')}} = arguments[0];`);
    at = end + 1;
  }
  const rest = code.slice(at, tail.index);
  // Any other module syntax left (none is expected of a page that uses no modules) keeps it bundled.
  if (/^(?:import|export)\b/m.test(rest)) return undefined;
  return `"use strict";\n${head.join('\n')}\n${rest}\nreturn {default: ${tail[1]}};`;
}

/** A page's script: pushes its key, its body as a function and its data for the app to take. */
export function standaloneScript(key: string, body: string, pageData: PageData): string {
  return `(self.${PAGE_QUEUE}=self.${PAGE_QUEUE}||[]).push([${JSON.stringify(key)},function(){${body}\n},${jsonExpression(pageData)}]);\n`;
}

/** Whether a compiled page can skip the bundler. */
export function isStandalone(compiled: CompiledPage): boolean {
  // Strictly false: a record compiled before the flag existed says nothing.
  return compiled.usesModules === false && pageFunctionBody(compiled.code) !== undefined;
}

/** The routed pages that can skip the bundler, by their path under the docs folder. */
export async function findStandalonePages(project: Project): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const route of project.routes) if (isStandalone((await project.compile(route.absolutePath)).compiled)) keys.add(route.relativePath);
  return keys;
}

/** What a standalone page's script carries, and what the render thread runs for it. */
export interface StandaloneSource {
  /** Path under the docs folder: the key the runtime finds the page by. */
  key: string;
  body: string;
  pageData: PageData;
}

export async function standaloneSource(project: Project, route: RouteRecord): Promise<StandaloneSource> {
  const { compiled, pageData } = await project.pageModuleParts(route.absolutePath);
  const body = pageFunctionBody(compiled.code);
  if (body === undefined) throw new Error(`${route.relativePath} is not a standalone page`);
  return { key: route.relativePath, body, pageData };
}

export interface StandaloneScript {
  /** Entry name, as a bundled page's would be (`pageChunkName`). */
  entry: string;
  /** The script, relative to the output folder. */
  file: string;
  /** sha1 of the script: what the page's rendered HTML depends on besides the server bundle. */
  hash: string;
}

/** Writes the scripts of the standalone pages (`keys`: their paths under the docs folder). */
export async function writeStandaloneScripts(
  project: Project,
  keys: ReadonlySet<string>,
  write: WriteOutput,
): Promise<Map<string, StandaloneScript>> {
  const scripts = new Map<string, StandaloneScript>();
  for (const route of project.routes) {
    if (!keys.has(route.relativePath)) continue;
    const { key, body, pageData } = await standaloneSource(project, route);
    const script = standaloneScript(key, body, pageData);
    const hash = sha1(script);
    const entry = pageChunkName(key);
    const file = `static/js/${entry}.${hash.slice(0, 10)}.js`;
    await write(file, script);
    scripts.set(key, { entry, file, hash });
  }
  return scripts;
}

/** The bundler's assets with the standalone pages' scripts as those pages' files. */
export function withStandalonePages(assets: BuildAssets, scripts: ReadonlyMap<string, StandaloneScript>): BuildAssets {
  const pageFiles = new Map(assets.pageFiles);
  for (const script of scripts.values()) pageFiles.set(script.entry, [script.file]);
  return { ...assets, pageFiles };
}
