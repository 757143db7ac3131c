/**
 * The ES module the bundler receives for a content file: the compiled code, the page data it
 * exports (which also depends on other pages: translations, sidebar, overview groups), and the
 * hot update that hands both to the dev app.
 */
import { addSpacePrefix, normalizeRoutePath, matchSidebar, type OverviewGroup, type PageData, removeSpacePrefix, themeText } from '@quire/shared';
import { spaceLayout } from '../config/space-layout.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { CompiledFacts } from '../markdown/compile.js';
import { overviewGroups } from '../pages/overview.js';
import { devSidebarFile, devSidebarPartsFile } from '../pages/sidebar-file.js';
import type { RouteRecord } from '../routes/scan.js';
import { jsonExpression } from '../utils/escape.js';
import { mapInParallel } from '../utils/in-parallel.js';
import type { CompiledEntry, CompileService } from './compile-service.js';
import type { SiteStructure } from './site-structure.js';

/** What a page's module is read from. */
export interface PageModuleContext {
  readonly config: ResolvedConfig;
  readonly dev: boolean;
  readonly routes: readonly RouteRecord[];
  readonly compiler: CompileService;
  readonly structure: SiteStructure;
}

/** A page's compiled code (a function of the file, its inlined fragments and the config) and the page data it exports. */
export async function pageModuleParts(
  context: PageModuleContext,
  absolutePath: string,
  source?: string,
): Promise<{ compiled: CompiledFacts; code: string; pageData: PageData }> {
  const { entry, code } = await context.compiler.compileWithCode(absolutePath, source);
  return { compiled: entry.compiled, code, pageData: await exportedPageData(context, entry.pageData) };
}

/** The page data a page's module exports: its own, and what depends on other pages. */
export async function exportedPageData(context: PageModuleContext, data: PageData): Promise<PageData> {
  return { ...data, ...(await pageDataFromOthers(context, data)) };
}

/** What a page's module exports beside its own data: the fields that depend on other pages. */
export async function pageDataFromOthers(context: PageModuleContext, data: PageData): Promise<Partial<PageData>> {
  const added: Partial<PageData> = { translations: context.structure.translationsOf(data) };
  if (context.config.multiVersion.versions.length > 0) {
    added.versions = context.structure.versionsOf(data);
    added.latestRoutePath = context.structure.latestOf(data);
  }
  // The page names its section's sidebar, a file of its own, instead of every sidebar being in
  // the site data or the section's sidebar in each of its pages, so neither the first load nor a
  // page's code grows with the site.
  if (context.dev) Object.assign(added, devSidebarNamesOf(context.structure, data));
  else {
    // A build's long section is split by group, so a page names the groups that hold it, and its neighbours, which the section's file alone no longer gives.
    added.sidebarFile = context.structure.sidebarFileOf(data)?.file;
    const parts = context.structure.sidebarPartsOf(data);
    if (parts) added.sidebarParts = parts;
    const prevNext = context.structure.prevNextOf(data);
    if (prevNext) added.prevNext = prevNext;
  }
  if (data.frontmatter.overview === true) added.overviewGroups = await overviewFor(context, data);
  return added;
}

/**
 * A key that stands for `pageDataFromOthers`' fields of a page, so a build can tell they are unchanged without making
 * and serializing them: the page's place (route, language, version) and the site's layout, its sidebar's key (what its
 * sidebar file, parts and neighbours are made of, one per section), and its translations and versions as they are.
 * Undefined for an overview page, whose groups come from other pages' data.
 */
export function pageDataFromOthersKey(context: PageModuleContext, data: PageData): string | undefined {
  if (data.frontmatter.overview === true) return undefined;
  const { structure, config } = context;
  const versioned = config.multiVersion.versions.length > 0;
  return JSON.stringify([
    context.dev ? 'dev' : 'build',
    structure.layoutKey(),
    data.routePath,
    data.lang,
    data.version,
    structure.sidebarKeyOf(data),
    structure.translationsOf(data),
    versioned ? structure.versionsOf(data) : null,
    versioned ? (structure.latestOf(data) ?? null) : null,
  ]);
}

/**
 * The dev server's names for the page's section sidebar and for the groups of it that hold the page (`devSidebarFile`,
 * `devSidebarPartsFile`), known from its route alone; the groups are named whether the section is split now or not, so a
 * section that grows past the split while the page's module is kept still gives the page its own group.
 */
export function devSidebarNamesOf(
  structure: SiteStructure,
  page: Pick<PageData, 'routePath' | 'lang' | 'version'>,
): Pick<PageData, 'sidebarFile' | 'sidebarParts'> {
  const sidebar = structure.sidebarOf(page);
  if (!sidebar) return {};
  return { sidebarFile: devSidebarFile(page, sidebar.key), sidebarParts: [devSidebarPartsFile(page, sidebar.key, structure.barePath(page))] };
}

/** The groups an overview page lists; compiles the section's pages it needs (dev compiles on demand). */
async function overviewFor({ config, routes, compiler, structure }: PageModuleContext, page: PageData): Promise<OverviewGroup[]> {
  const sidebar = structure.sidebarsFor(page);
  const layout = spaceLayout(config);
  const bare = removeSpacePrefix(page.routePath, page, layout);
  const section = matchSidebar(sidebar, bare);
  if (!section) return [];
  const prefix = addSpacePrefix(normalizeRoutePath(section.key), page, layout);
  const inSection = routes.filter(
    (r) => r.lang === page.lang && r.version === page.version && r.routePath.startsWith(prefix) && r.routePath !== page.routePath,
  );
  await mapInParallel(inSection, 8, (route): Promise<CompiledEntry> => compiler.compile(route.absolutePath));
  const byRoute = new Map(inSection.map((r) => [r.routePath, compiler.entryOf(r.absolutePath)?.pageData]));
  const depths = Array.isArray(page.frontmatter.overviewHeaders) ? (page.frontmatter.overviewHeaders as number[]) : [2];
  const othersName = themeText(config.themeConfig as Record<string, unknown>, page.lang, 'overviewOthersText', structure.uiTexts());
  return overviewGroups({ page, sidebar, layout, lookup: (p) => byRoute.get(p), depths, othersName });
}

/** A page's module: its compiled code, its page data, and the hot update that hands both to the app. */
export function pageModuleCode(code: string, pageData: PageData): string {
  const id = JSON.stringify(pageData._relativePath);
  return `${code}
export const pageData = ${jsonExpression(pageData)};
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.updated) {
    globalThis.__QUIRE_HMR__?.(${id}, { default: MDXContent, pageData });
  }
  import.meta.webpackHot.dispose((data) => { data.updated = true; });
}
`;
}
