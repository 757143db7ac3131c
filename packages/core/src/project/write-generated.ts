/** Writes everything under `.quire/` that the bundle imports, from the project's current state. */
import path from 'node:path';
import type { SiteData } from '@quire/runtime/shared';
import { appearanceScript } from '../ssg/appearance-script.js';
import { createSiteData, generatedPaths, routesModule, siteDataModule, writeIfChanged } from './generate.js';
import type { Project } from './project.js';

export function writeGenerated(project: Project, searchIndexes: SiteData['search']['indexes'] = []): SiteData {
  const paths = generatedPaths(project.tempDir);
  const siteData = createSiteData(project.config, searchIndexes);
  writeIfChanged(paths.routes, routesModule(project.routes));
  writeIfChanged(paths.siteData, siteDataModule(siteData));
  if (project.dev) {
    const script = appearanceScript(project.config.themeConfig.darkMode !== false);
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
