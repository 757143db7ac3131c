/** Writes everything under `.quire/<command>/` that the bundle imports, from the project's current state. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { bannerStorageKeys, type SidebarData, type SiteData } from '@quire/shared';
import { appearanceScript } from '../ssg/appearance-script.js';
import { readNavFile, withFolderNav } from './folder-texts.js';
import {
  createSiteData,
  generatedPaths,
  globalComponentsModule,
  pagesModule,
  routesModule,
  searchHooksModule,
  buildSiteDataModule,
  siteDataModule,
  writeIfChanged,
} from './generate.js';
import type { Project } from './project.js';
import type { NavItem } from '../config/types.js';
import { langRoot } from '../routes/content-layout.js';
import { firstEntryScript } from '../dev/first-entry-script.js';

/** What the server renderer loads a page the build did not bundle with. */
const loaderModule = createRequire(import.meta.url).resolve('@quire/runtime/standalone-page-server');

/** `standalone`: the pages a build does not bundle (`build/standalone-pages.ts`), by path under the docs folder. */
export function writeGenerated(project: Project, searchIndexes: SiteData['search']['indexes'] = [], standalone?: ReadonlySet<string>): SiteData {
  const paths = generatedPaths(project.generatedDir);
  const siteData = createSiteData(project.config, searchIndexes);
  // Dev: they come with the route list (`devRoutesAnswer`), since they read every language's sidebars, which the server need not before it listens.
  if (!project.dev) siteData.folderRedirects = project.folderRedirects();
  siteData.themeConfig = withoutSidebars(siteData.themeConfig);
  siteData.themeConfig = withFolderNav(siteData.themeConfig, folderNavs(project));
  const i18n = project.structure.uiTexts();
  if (Object.keys(i18n).length) siteData.i18n = i18n;
  // The dev server serves the route list as data and each page's entry on demand (`dev/pages-middleware.ts`).
  if (!project.dev) writeIfChanged(paths.routes, routesModule(project.routes, standalone && { keys: standalone, loaderModule }));
  writeIfChanged(paths.siteData, project.dev ? siteDataModule(siteData) : buildSiteDataModule(siteData));
  // A build writes it in the bundle step, only for a bundler that reads it.
  if (project.dev) writePagesList(project);
  writeIfChanged(paths.searchHooks, searchHooksModule(project.config.search.searchHooks, project.generatedDir));
  writeIfChanged(
    paths.globalComponents,
    globalComponentsModule(project.generatedDir, project.config.extensions.globalComponents, project.config.extensions.globalUIComponents),
  );
  if (project.dev) {
    const { themeConfig, langs } = project.config;
    const script = appearanceScript(themeConfig.darkMode !== false, bannerStorageKeys(themeConfig as Record<string, unknown>, langs));
    writeIfChanged(
      path.join(project.generatedDir, 'index.html'),
      `<!DOCTYPE html>
<html lang="${project.config.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${script ? `<script>${script}</script>` : ''}
<script>${firstEntryScript(project.config.base)}</script>
</head>
<body><div id="root"></div></body>
</html>
`,
    );
  }
  return siteData;
}

/** `usePages()`'s list, of the pages compiled so far: every page in a build's bundle step; dev writes it again once it has compiled them all. */
export function writePagesList(project: Project): void {
  const pages = project.routes.flatMap((route) => project.compiledPageData(route.absolutePath) ?? []);
  writeIfChanged(generatedPaths(project.generatedDir).pages, pagesModule(pages));
}

/** Each language's `_nav.json` (`docs/_nav.json` with one language, `docs/{lang}/`, the default version's `docs/{version}/{lang}/`), for those that have one. */
function folderNavs(project: Project): Map<string, NavItem[]> {
  const navs = new Map<string, NavItem[]>();
  for (const lang of project.config.langs) {
    const nav = readNavFile(langRoot(project.layout, lang));
    if (nav) navs.set(lang, nav);
  }
  return navs;
}

type Locale = { lang: string; sidebar?: SidebarData };

/** The site data carries no sidebars: each page names its section's (`pageData.sidebarFile`). */
function withoutSidebars(themeConfig: Record<string, unknown>): Record<string, unknown> {
  const { sidebar: _omitted, ...rest } = themeConfig;
  const locales = (themeConfig.locales as Locale[] | undefined)?.map(({ sidebar: _s, ...locale }) => locale);
  return locales ? { ...rest, locales } : rest;
}
