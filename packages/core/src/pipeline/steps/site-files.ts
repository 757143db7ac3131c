/** The files of the site beside its pages: feeds, sitemap, llms.txt, Markdown copies, redirect pages and the CSP header. */
import path from 'node:path';
import { writeSiteOutputs } from '../../outputs/write-outputs.js';
import { CSP_FILE, cspHeader, type InlineScriptHashes, scriptHashesOf } from '../../ssg/csp.js';
import { redirectPages } from '../../ssg/redirect-pages.js';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../output-folder.js';
import type { BuildContext } from './context.js';
import type { SiteSources } from './site-data.js';

/**
 * The files made of the pages' texts and data: feeds, sitemap, llms.txt, Markdown copies; an edit's are made while its
 * render thread starts (`pipeline/build.ts`). `editedRoutes`: the pages an edit changed in their text alone, when that
 * is all it changed (`pipeline/text-edits.ts`).
 */
export async function writeSiteFiles(context: BuildContext, editedRoutes?: ReadonlySet<string>): Promise<void> {
  const { project, output, reporter, cacheDir } = context;
  const copyCache = cacheDir && path.join(cacheDir, 'markdown-copies.json');
  const outputs = await reporter.task('feeds, sitemap, llms.txt, Markdown copies', () => writeSiteOutputs(project, output, copyCache, editedRoutes));
  reporter.info(`    ${outputs.files} files`);
  // Marks the folder as Quire's, so the next build may replace it (`build/output-folder.ts`).
  await output.write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
}

/** Once every document is made: the redirect pages, and the CSP header allowing every document's inline scripts. */
export async function writeHeaderFiles(context: BuildContext, sources: SiteSources, inlineScripts: InlineScriptHashes): Promise<void> {
  const { project, folders, output, reporter } = context;
  // Through the writer, as every other file: one the same as in the last output is kept there, not written again.
  const redirects = redirectPages(sources.site, new Set(project.routes.map((r) => r.routePath)));
  for (const { file, html } of redirects) {
    await output.write(file, html);
    inlineScripts.add(file, scriptHashesOf(html));
  }
  if (redirects.length) reporter.info(`  ✓ ${redirects.length} redirect pages`);
  const csp = await cspHeader(folders.stage, inlineScripts, { files: output.kept.keys(), pathOf: output.pathOf });
  await output.write(CSP_FILE, `${csp}\n`);
  reporter.info(`  CSP for every inline script (also in ${CSP_FILE}):\n    ${csp}`);
}
