/** The project's routes: the docs folder's pages, the plugins' added pages, and the route of any content file. */
import path from 'node:path';
import { type SpaceLayout, spaceOfFile } from '@quire/runtime/shared';
import type { PluginDriver } from '../config/plugin-driver.js';
import type { ResolvedConfig } from '../config/validate.js';
import { type RouteRecord, scanRoutes } from '../routes/scan.js';
import { assertNoLinksOutside } from '../utils/project-boundary.js';
import { addedRoute, withAddedRoutes } from './added-pages.js';

const NOT_CONTENT = ['.git', 'node_modules'];

export interface ProjectFolders {
  projectRoot: string;
  docsRoot: string;
  /** The framework's own folder (`.quire`). */
  tempDir: string;
  /** This command's folder in it, where added pages are written. */
  generatedDir: string;
  outDir: string;
}

/** Every route, after the plugins have added theirs and seen the list. */
export async function scanContent(folders: ProjectFolders, config: ResolvedConfig, plugins: PluginDriver): Promise<RouteRecord[]> {
  const { docsRoot, projectRoot, generatedDir } = folders;
  // Before anything reads content: pages, fragments, sidebars and the public folder all lie under the docs folder.
  assertNoLinksOutside(docsRoot, projectRoot, (folder) => !holdsContent(folder, folders));
  const { versions, default: defaultVersion } = config.multiVersion;
  const scanned = await scanRoutes({
    docsRoot,
    langs: config.langs,
    defaultLang: config.lang,
    versions,
    defaultVersion,
    exclude: config.route.exclude,
    projectRoot,
  });
  const pageOptions = { projectRoot, docsRoot, generatedDir, langs: config.langs, defaultLang: config.lang, defaultVersion };
  const added = (await plugins.addPages()).map(({ plugin, page }) => addedRoute(plugin, page, pageOptions));
  const routes = withAddedRoutes(scanned, added);
  await plugins.routeGenerated(routes);
  return routes;
}

/**
 * Folders under the docs folder that hold no content: git's, installs (the public folder is
 * copied whole, its own included), and the framework's output when the docs folder is the project.
 */
function holdsContent(folder: string, { docsRoot, tempDir, outDir }: ProjectFolders): boolean {
  if (folder === tempDir || folder === outDir) return false;
  const inPublic = folder.startsWith(path.join(docsRoot, 'public') + path.sep);
  return inPublic || !NOT_CONTENT.includes(path.basename(folder));
}

/** Each routes list's routes by file: a build asks for the route of every page it compiles. Lists are replaced, never changed. */
const routesByFile = new WeakMap<readonly RouteRecord[], Map<string, RouteRecord>>();

/** The route a content file compiles as: its own, or, for a file imported but not routed (an .mdx under shared/), one in its space. */
export function routeOfFile(routes: readonly RouteRecord[], docsRoot: string, absolutePath: string, layout: SpaceLayout): RouteRecord {
  let byFile = routesByFile.get(routes);
  if (!byFile) {
    // The first route of a file, as a search from the start would find it.
    byFile = new Map([...routes].reverse().map((r) => [r.absolutePath, r]));
    routesByFile.set(routes, byFile);
  }
  const found = byFile.get(absolutePath);
  if (found) return found;
  const relativePath = path.relative(docsRoot, absolutePath).split(path.sep).join('/');
  const space = spaceOfFile(relativePath, layout);
  return { routePath: '', lang: space?.lang ?? relativePath.split('/')[0], version: space?.version ?? '', relativePath, absolutePath };
}
