/** The project's routes: the docs folder's pages, the plugins' added pages, and the route of any content file. */
import path from 'node:path';
import type { PluginDriver } from '../config/plugin-driver.js';
import type { ResolvedConfig } from '../config/validate.js';
import { type ContentLayout, spaceOfContentFile } from '../routes/content-layout.js';
import { assertPagesInPlace } from '../routes/misplaced-content.js';
import { walkContent } from '../routes/content-walk.js';
import { type RouteRecord, scanRoutes } from '../routes/scan.js';
import { assertNoLinksOutside } from '../utils/project-boundary.js';
import { addedRoute, withAddedRoutes } from './added-pages.js';

const NOT_CONTENT = ['.git', 'node_modules'];

export interface ProjectFolders {
  projectRoot: string;
  docsRoot: string;
  layout: ContentLayout;
  /** The framework's own folder (`.quire`). */
  tempDir: string;
  /** This command's folder in it, where added pages are written. */
  generatedDir: string;
  outDir: string;
}

export interface ScannedContent {
  /** Every route, after the plugins have added theirs and seen the list. */
  routes: RouteRecord[];
  /** Every file the walk of the docs folder found (content or not), relative to it with `/`. */
  files: string[];
}

/** The routes and the docs folder's files, from one walk of it. */
export async function scanContent(folders: ProjectFolders, config: ResolvedConfig, plugins: PluginDriver): Promise<ScannedContent> {
  const { docsRoot, layout, projectRoot, generatedDir } = folders;
  // Before anything reads content: pages, fragments, sidebars and the public folder all lie under the docs folder.
  const walked = walkContent(docsRoot, projectRoot, (folder) => !holdsContent(folder, folders));
  assertNoLinksOutside(walked.linksOutside, projectRoot);
  const exclude = [...config.route.exclude, ...outputsInside(docsRoot, folders)];
  const scanned = await scanRoutes({ ...layout, exclude, projectRoot }, walked.files);
  const pageOptions = { projectRoot, docsRoot, generatedDir, langs: config.langs, defaultLang: config.lang, defaultVersion: layout.defaultVersion };
  const added = (await plugins.addPages()).map(({ plugin, page }) => addedRoute(plugin, page, pageOptions));
  const routes = withAddedRoutes(scanned, added);
  await assertPagesInPlace(routes, layout, projectRoot);
  await plugins.routeGenerated(routes);
  return { routes, files: walked.files.map((f) => f.relativePath) };
}

/** The framework's folders when the docs folder holds them (`root: '.'`): the Markdown copies in the output are no pages. */
function outputsInside(docsRoot: string, { tempDir, outDir }: ProjectFolders): string[] {
  const inside = [tempDir, outDir].map((f) => path.relative(docsRoot, f)).filter((r) => r && !r.startsWith('..') && !path.isAbsolute(r));
  return inside.map((r) => `${r.split(path.sep).join('/')}/**`);
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
export function routeOfFile(routes: readonly RouteRecord[], layout: ContentLayout, absolutePath: string): RouteRecord {
  let byFile = routesByFile.get(routes);
  if (!byFile) {
    // The first route of a file, as a search from the start would find it.
    byFile = new Map([...routes].reverse().map((r) => [r.absolutePath, r]));
    routesByFile.set(routes, byFile);
  }
  const found = byFile.get(absolutePath);
  if (found) return found;
  const relativePath = path.relative(layout.docsRoot, absolutePath).split(path.sep).join('/');
  return { routePath: '', ...spaceOfContentFile(layout, relativePath), relativePath, absolutePath };
}
