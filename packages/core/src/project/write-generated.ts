/** Writes everything under `.quire/` that the bundle imports, from the project's current state. */
import path from 'node:path';
import { bannerStorageKeys, type SidebarData, type SiteData } from '@quire/runtime/shared';
import { withGeneratedSidebars } from '../pages/auto-sidebar.js';
import { appearanceScript } from '../ssg/appearance-script.js';
import { createSiteData, generatedPaths, routesModule, siteDataModule, writeIfChanged } from './generate.js';
import type { Project } from './project.js';

export function writeGenerated(project: Project, searchIndexes: SiteData['search']['indexes'] = []): SiteData {
  const paths = generatedPaths(project.tempDir);
  const siteData = createSiteData(project.config, searchIndexes);
  siteData.themeConfig = withFolderSidebars(project, siteData.themeConfig);
  writeIfChanged(paths.routes, routesModule(project.routes));
  writeIfChanged(paths.siteData, siteDataModule(siteData));
  if (project.dev) {
    const { themeConfig, langs } = project.config;
    const script = appearanceScript(themeConfig.darkMode !== false, bannerStorageKeys(themeConfig as Record<string, unknown>, langs));
    writeIfChanged(
      path.join(project.tempDir, 'index.html'),
      `<!DOCTYPE html>
<html lang="${project.config.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${script ? `<script>${script}</script>` : ''}
</head>
<body><div id="root"></div></body>
</html>
`,
    );
  }
  return siteData;
}

/** Adds generated sidebars (sections the config leaves out) to each language's theme settings. */
function withFolderSidebars(project: Project, themeConfig: Record<string, unknown>): Record<string, unknown> {
  const { config } = project;
  const locales = [...((themeConfig.locales as Array<{ lang: string; sidebar?: SidebarData }> | undefined) ?? [])];
  let changed = false;
  for (const lang of config.langs) {
    const index = locales.findIndex((l) => l.lang === lang);
    const locale = index === -1 ? { lang } : locales[index];
    const configured = (locale as { sidebar?: SidebarData }).sidebar ?? (themeConfig.sidebar as SidebarData | undefined) ?? {};
    const sidebar = withGeneratedSidebars(configured, path.join(project.docsRoot, lang), { docsRoot: project.docsRoot, defaultLang: config.lang });
    if (Object.keys(sidebar).length === Object.keys(configured).length) continue;
    changed = true;
    const next = { ...locale, sidebar };
    if (index === -1) locales.push(next);
    else locales[index] = next;
  }
  return changed ? { ...themeConfig, locales } : themeConfig;
}
