/**
 * Writes the modules the browser bundle imports instead of node code: the route table and
 * the site data. Files are only rewritten when their text changes, so the dev server's
 * watcher does not rebuild for nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageData, SiteData, SitePageInfo } from '@quire/shared';
import type { ResolvedConfig } from '../config/validate.js';
import type { RouteRecord } from '../routes/scan.js';
import { jsonExpression } from '../utils/escape.js';
import { sha1 } from '../utils/files.js';

const chunkNames = new Map<string, string>();

/** Stable, short chunk name for a page: the SSG looks its files up by this name. Kept once made: several steps ask for every page's. */
export function pageChunkName(relativePath: string): string {
  let name = chunkNames.get(relativePath);
  if (name === undefined) {
    name = `p-${sha1(relativePath).slice(0, 10)}`;
    chunkNames.set(relativePath, name);
  }
  return name;
}

/**
 * The generated route table: one lazy `import()` per page, except (server bundle of a build) the
 * pages that are not bundled (`build/standalone-pages.ts`), which `loaderModule` loads from the
 * code the render request brings.
 */
export function routesModule(routes: readonly RouteRecord[], standalone?: { keys: ReadonlySet<string>; loaderModule: string }): string {
  const lines = routes.map((r) => {
    const head = `path: ${JSON.stringify(r.routePath)}, lang: ${JSON.stringify(r.lang)}, version: ${JSON.stringify(r.version)}, filePath: ${JSON.stringify(r.relativePath)}`;
    if (standalone?.keys.has(r.relativePath)) return `  { ${head}, preload: () => loadStandalonePage(${JSON.stringify(r.relativePath)}) },`;
    const target = JSON.stringify(r.absolutePath);
    const chunk = pageChunkName(r.relativePath);
    return `  { ${head}, preload: () => import(/* webpackChunkName: "${chunk}" */ ${target}) },`;
  });
  const loader = standalone?.keys.size ? `import { loadStandalonePage } from ${JSON.stringify(standalone.loaderModule)};\n` : '';
  return `${loader}export const routes = [\n${lines.join('\n')}\n];\n`;
}

/**
 * The query that makes a page's own file the entry module of that page in a production browser
 * build (`pageEntryRequest`); the MDX loader answers it with `pageEntryModule`. A query on the
 * page's file instead of a file of its own under `.quire/`, because writing a file per page held
 * up the bundler process's main thread; the module id is hashed from the page's path.
 */
export const PAGE_ENTRY_QUERY = '?quire-page-entry';

/** What a page's entry imports: the page's file with the entry query. */
export function pageEntryRequest(absolutePath: string): string {
  return `${absolutePath}${PAGE_ENTRY_QUERY}`;
}

/** The runtime's page registry, aliased by the bundler config (`bundler/rsbuild-config.ts`). */
export const PAGE_REGISTRY_MODULE = '@quire/virtual-page-registry';

/**
 * The entry module of one page in a production browser build: it registers the page with
 * the runtime, so the HTML that loads it needs no route table to hydrate. It names the page
 * beside it and the registry by its alias, no absolute path: Rspack's hash of a module's text
 * is part of its chunk's first hash, which must not follow the folder the site is built in.
 */
export function pageEntryModule(absolutePath: string, relativePath: string): string {
  return `import * as page from ${JSON.stringify(`./${path.basename(absolutePath)}`)};
import { registerPage } from ${JSON.stringify(PAGE_REGISTRY_MODULE)};
registerPage(${JSON.stringify(relativePath)}, page);
`;
}

/** The page entries of a production browser build: entry name (`pageChunkName`) → request. */
export function pageEntries(routes: readonly RouteRecord[]): Record<string, string> {
  return Object.fromEntries(routes.map((route) => [pageChunkName(route.relativePath), pageEntryRequest(route.absolutePath)]));
}

export function createSiteData(config: ResolvedConfig, searchIndexes: SiteData['search']['indexes'] = []): SiteData {
  return {
    title: config.title,
    description: config.description,
    icon: config.icon,
    logo: config.logo,
    logoText: config.logoText,
    lang: config.lang,
    locales: config.locales,
    base: config.base,
    multiVersion: config.multiVersion,
    themeConfig: config.themeConfig as Record<string, unknown>,
    markdown: config.markdown,
    search: {
      mode: config.search.mode,
      apiUrl: config.search.apiUrl,
      searchIndexes: config.search.searchIndexes,
      // The module's path stays out of the browser: the bundler aliases it instead.
      hooks: config.search.searchHooks !== undefined,
      indexes: searchIndexes,
    },
    redirects: config.redirects.map((r) => ({ from: Array.isArray(r.from) ? r.from : [r.from], to: r.to })),
    folderRedirects: {},
  };
}

export function siteDataModule(data: SiteData): string {
  return `export default ${jsonExpression(data)};\n`;
}

/**
 * The site data of a production build's bundles, browser and server. The search index file names
 * are left out (each document names them on its root element, `ssg/html.ts`): they change with
 * any text edit, which would otherwise change the app entry and the server bundle, so that a
 * text edit could not reuse the last bundle, and the render cache's keys would all change.
 */
export function buildSiteDataModule(data: SiteData): string {
  return siteDataModule({ ...data, search: { ...data.search, indexes: [] } });
}

export function writeIfChanged(file: string, text: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

/**
 * How a generated module in `fromDir` imports `file`: by a relative path when given an absolute
 * one, as Rspack hashes a module's text into its chunk's first hash, which must not follow the
 * folder the project is in.
 */
export function importFrom(fromDir: string, file: string): string {
  if (!path.isAbsolute(file)) return file;
  const relative = path.relative(fromDir, file);
  // Another drive on Windows has no relative path.
  if (path.isAbsolute(relative)) return file;
  const posix = relative.split(path.sep).join('/');
  return posix.startsWith('../') ? posix : `./${posix}`;
}

/**
 * The search hooks module the runtime imports, written in `fromDir`: the site's own module
 * re-exported as one object (so the bundler does not check which hooks it exports), or an empty
 * object when unset.
 */
export function searchHooksModule(hooksFile: string | undefined, fromDir: string): string {
  if (!hooksFile) return 'export default {};\n';
  return `import * as hooks from ${JSON.stringify(importFrom(fromDir, hooksFile))};\nexport default hooks;\n`;
}

/**
 * The components pages use without an import (`markdown.globalComponents`), as one object the
 * runtime adds to the theme's MDX components: a page that uses one then needs no import of its
 * own and stays unbundled (`build/standalone-pages.ts`).
 */
export function globalComponentsModule(
  fromDir: string,
  components: ReadonlyArray<{ name: string; file: string }>,
  ui: ReadonlyArray<{ file: string; props: Record<string, unknown> }> = [],
): string {
  const imports = components.map((c, i) => `import C${i} from ${JSON.stringify(importFrom(fromDir, c.file))};\n`).join('');
  const fields = components.map((c, i) => `${JSON.stringify(c.name)}: C${i}`).join(', ');
  const uiImports = ui.map((c, i) => `import U${i} from ${JSON.stringify(importFrom(fromDir, c.file))};\n`).join('');
  const uiList = ui.map((c, i) => `[U${i}, ${jsonExpression(c.props)}]`).join(', ');
  return `${imports}${uiImports}export default { ${fields} };\nexport const ui = [${uiList}];\n`;
}

/** What each page's data gives `usePages()`: what Rspress gives, without the fields only the page itself reads. */
export function sitePageInfo(page: PageData): SitePageInfo {
  const { sidebar: _s, sidebarFile: _f, translations: _t, versions: _v, latestRoutePath: _l, overviewGroups: _o, ...rest } = page;
  // Rspress leaves out the fields named with `_`, as they are the compiler's own.
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('_'))) as SitePageInfo;
}

/**
 * The list `usePages()` returns, every page's data: only the chunks of the pages (and components)
 * that call it import this module, so a site's first load does not grow with its number of pages.
 */
export function pagesModule(pages: readonly PageData[]): string {
  return `export default ${jsonExpression(pages.map(sitePageInfo))};\n`;
}

export interface GeneratedPaths {
  routes: string;
  siteData: string;
  pages: string;
  searchHooks: string;
  globalComponents: string;
}

export function generatedPaths(generatedDir: string): GeneratedPaths {
  return {
    routes: path.join(generatedDir, 'routes.js'),
    siteData: path.join(generatedDir, 'site-data.js'),
    pages: path.join(generatedDir, 'pages.js'),
    searchHooks: path.join(generatedDir, 'search-hooks.js'),
    globalComponents: path.join(generatedDir, 'global-components.js'),
  };
}
