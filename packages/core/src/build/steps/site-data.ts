/**
 * What the bundle and the pages are made from, read from the compiled pages: the generated site
 * data and routes modules, which pages skip the bundler, and the search indexes.
 */
import type { SiteData } from '@quire/runtime/shared';
import type { Project } from '../../project/project.js';
import { writeGenerated } from '../../project/write-generated.js';
import type { RouteRecord } from '../../routes/scan.js';
import { buildSearchIndexes, type SearchIndexFile } from '../../search/build-index.js';
import { findStandalonePages } from '../standalone-pages.js';

export interface SiteSources {
  site: SiteData;
  /** Pages that import nothing of their own: they skip the bundler (`standalone-pages.ts`). */
  standalone: ReadonlySet<string>;
  /** The routes the bundler builds entries for. */
  bundledRoutes: RouteRecord[];
  searchIndexes: SearchIndexFile[];
}

/** `bundleEveryPage`: no page skips the bundler, for comparing. */
export async function prepareSiteSources(project: Project, { bundleEveryPage }: { bundleEveryPage: boolean }): Promise<SiteSources> {
  const searchIndexes = project.config.search.mode === 'local' ? buildSearchIndexes(project.searchPages()) : [];
  const standalone = bundleEveryPage ? new Set<string>() : await findStandalonePages(project);
  const bundledRoutes = project.routes.filter((r) => !standalone.has(r.relativePath));
  // A build's site data names no search index: the site manifest does (`ssg/site-manifest.ts`).
  const site = writeGenerated(project, [], standalone);
  return { site, standalone, bundledRoutes, searchIndexes };
}
