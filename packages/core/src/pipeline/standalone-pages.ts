/**
 * Pages that need no bundler. Most documentation pages import nothing but what MDX itself adds:
 * the JSX runtime and the components provider, both already in the app entry. Such a page's
 * module becomes a function body (imports read from its argument, the default export returned),
 * in a script of its own that hands it to the app (`runtime/src/page/standalone-page.ts`); the server
 * renderer runs the same body. Rspack then bundles only the app and the pages with imports of
 * their own, so a cold build skips most of its bundling work, and a text edit of such a page
 * leaves the bundle, and so the bundle cache, untouched.
 *
 * Minifying the bodies is left out on purpose: gzip takes the whitespace away nearly as well,
 * and a minifier pass would cost CPU on every page.
 *
 * Nothing here is kept per page but names and hashes: bodies and scripts are made again from the
 * compiled code when needed (string edits), so a large site does not hold its pages' code twice.
 * Each script's hash is kept between builds by what the script is made of (the page's code by its
 * hash, its key and page data, its own data by the compile's key when that stands for it), so an
 * unchanged script is kept in the last output without reading the page's code or serializing its data.
 * While nothing any page takes from the others changed (`SiteStructure.crossPageKey`), a page whose own data
 * is the last build's takes its last script without that key being made: a one-page edit makes one.
 */
import { PAGE_QUEUE, type PageData } from '@quire/shared';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import { pageFunctionBody, standaloneScript } from '../markdown/page-function-body.js';
import { compilerFingerprint } from '../project/compile-cache.js';
import { type CompiledEntry, pageDataKey } from '../project/compile-service.js';
import { pageChunkName } from '../project/generate.js';
import type { Project } from '../project/project.js';
import type { RouteRecord } from '../routes/scan.js';
import { FILES_IN_FLIGHT, sha1 } from '../utils/files.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import { mapInParallel } from '../utils/in-parallel.js';
import type { OutputWriter } from '../utils/output-file.js';
import type { GzipSizes } from './first-load.js';

/** The routed pages that can skip the bundler, by their path under the docs folder. */
export async function findStandalonePages(project: Project): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const route of project.routes) {
    // What the compile step found, without a turn of the event loop per page.
    const standalone = project.compiler.standaloneNow(route.absolutePath) ?? (await project.compile(route.absolutePath)).standalone;
    if (standalone) keys.add(route.relativePath);
  }
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
  const { code, pageData } = await project.pageModuleParts(route.absolutePath);
  const body = pageFunctionBody(code);
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

const scriptFile = (entry: string, hash: string) => `static/js/${entry}.${hash.slice(0, 10)}.js`;

/**
 * What the hash file keeps of a page's script, by the page's path: its own data's key (`CompiledEntry.dataKey`, when
 * one stands for it), the key of all the script is made of, and the script's sha1.
 */
type KnownScript = readonly [dataKey: string | null, made: string, hash: string];

/** The hash file's entry naming the cross-page key its pages' scripts were made under. */
const CROSS_PAGE = '';

/**
 * Writes the scripts of the standalone pages (`keys`: their paths under the docs folder).
 * `hashFile`: where each script's hash is kept by what it is made of (`.quire/cache/standalone-scripts.json`).
 * `gzipSizes`: each script written is measured from its bytes at hand, on libuv's threads while the next are made.
 * `editedRoutes`: the pages an edit changed in their text alone (`pipeline/text-edits.ts`), when that is all it
 * changed: every other page's own data is its last, so its last script stands without its data's key.
 */
export async function writeStandaloneScripts(
  project: Project,
  keys: ReadonlySet<string>,
  output: Pick<OutputWriter, 'write' | 'keepKnown'>,
  { hashFile, gzipSizes, editedRoutes }: { hashFile: string | undefined; gzipSizes: GzipSizes; editedRoutes?: ReadonlySet<string> },
): Promise<Map<string, StandaloneScript>> {
  const known = hashFile ? readJsonMap<KnownScript | string>(hashFile) : new Map<string, KnownScript | string>();
  // The compiler's fingerprint covers how a script is made (`markdown/page-function-body.ts`).
  const format = `${compilerFingerprint()}\0${PAGE_QUEUE}`;
  const crossPage = sha1(`${format}\0${project.crossPageKey()}`);
  const sameOthers = known.get(CROSS_PAGE) === crossPage;
  type Written = { key: string; kept: KnownScript; script: StandaloneScript };
  /** The page's last script, kept in the output, when it stands: its own data and what it takes from the others as they were. */
  const lastScript = (route: RouteRecord): Written | undefined => {
    const key = route.relativePath;
    const last = known.get(key);
    if (typeof last !== 'object' || !sameOthers) return undefined;
    const entry = pageChunkName(key);
    if (!output.keepKnown(scriptFile(entry, last[2]), last[2])) return undefined;
    return { key, kept: last, script: { entry, file: scriptFile(entry, last[2]), hash: last[2] } };
  };
  // Its own data as it was by its key (an overview page's groups are other pages' data, which the key does not cover).
  const carried = (route: RouteRecord, compiled: CompiledEntry): Written | undefined => {
    const last = known.get(route.relativePath);
    if (typeof last !== 'object' || compiled.dataKey === undefined || last[0] !== compiled.dataKey) return undefined;
    return compiled.pageData.frontmatter.overview === true ? undefined : lastScript(route);
  };
  const madeAgain = async (route: RouteRecord, compiled: CompiledEntry): Promise<Written> => {
    const key = route.relativePath;
    const entry = pageChunkName(key);
    const last = known.get(key);
    const recorded = typeof last === 'object' ? last : undefined;
    // The page's own data by its key (not serialized when the compile's key stands for it), the fields from other pages
    // by the structure's key for them, else as JSON; the two are told apart, so neither is taken for the other.
    const othersKey = project.pageDataFromOthersKey(compiled.pageData);
    const others = othersKey === undefined ? `json\0${JSON.stringify(await project.pageDataFromOthers(compiled.pageData))}` : `key\0${othersKey}`;
    const made = sha1(`${format}\0${compiled.codeHash}\0${key}\0${pageDataKey(compiled)}\0${others}`);
    let hash = recorded?.[1] === made ? recorded[2] : undefined;
    if (hash === undefined || !output.keepKnown(scriptFile(entry, hash), hash)) {
      const source = await standaloneSource(project, route);
      const script = Buffer.from(standaloneScript(key, source.body, source.pageData));
      hash = sha1(script);
      await output.write(scriptFile(entry, hash), script);
      await gzipSizes.measure(scriptFile(entry, hash), script);
    }
    const dataKey = compiled.dataKey ?? null;
    const kept: KnownScript = recorded?.[0] === dataKey && recorded[1] === made && recorded[2] === hash ? recorded : [dataKey, made, hash];
    return { key, kept, script: { entry, file: scriptFile(entry, hash), hash } };
  };
  const routes = project.routes.filter((route) => keys.has(route.relativePath));
  const written: Written[] = new Array(routes.length);
  // The scripts carried over first, in one pass that waits on nothing (an edit's are nearly all); the rest after.
  const waiting = routes.flatMap((route, i) => {
    const unedited = editedRoutes !== undefined && !editedRoutes.has(route.routePath);
    const compiled = unedited ? undefined : project.compiler.settledEntry(route.absolutePath);
    const script = unedited ? lastScript(route) : compiled && carried(route, compiled);
    if (script) written[i] = script;
    return script ? [] : [i];
  });
  await mapInParallel(waiting, FILES_IN_FLIGHT, async (i) => {
    const compiled = await project.compile(routes[i].absolutePath);
    written[i] = carried(routes[i], compiled) ?? (await madeAgain(routes[i], compiled));
  });
  // In the routes' order, whatever order the writes ended in: the hash file is the same for the same site.
  const kept = new Map<string, KnownScript | string>([[CROSS_PAGE, crossPage], ...written.map(({ key, kept }) => [key, kept] as const)]);
  const scripts = new Map(written.map(({ key, script }) => [key, script]));
  if (hashFile) writeJsonMap(hashFile, kept, known);
  return scripts;
}

/** The bundler's assets with the standalone pages' scripts as those pages' files. */
export function withStandalonePages(assets: BuildAssets, scripts: ReadonlyMap<string, StandaloneScript>): BuildAssets {
  const pageFiles = new Map(assets.pageFiles);
  for (const script of scripts.values()) pageFiles.set(script.entry, [script.file]);
  return { ...assets, pageFiles };
}
