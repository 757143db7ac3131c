/**
 * What the bundle and the pages are made from, read from the compiled pages: the generated site
 * data and routes modules, which pages skip the bundler, and the search indexes.
 */
import type { SiteData } from '@quire/shared';
import type { Project } from '../../project/project.js';
import { writeGenerated } from '../../project/write-generated.js';
import type { RouteRecord } from '../../routes/scan.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type SearchIndexOutput, searchIndexOutputs } from '../../search/index-cache.js';
import { findStandalonePages } from '../standalone-pages.js';

export interface SiteSources {
  site: SiteData;
  /** Pages that import nothing of their own: they skip the bundler (`standalone-pages.ts`). */
  standalone: ReadonlySet<string>;
  /** The routes the bundler builds entries for. */
  bundledRoutes: RouteRecord[];
  /** Each language's index: rebuilt when one of its pages changed, else the last one's name and hash. */
  searchIndexes: SearchIndexOutput[];
}

/**
 * `bundleEveryPage`: no page skips the bundler, for comparing. `cacheDir`: where the search index
 * cache is kept. `searchDir`: where the search indexes' files are written as they are cut.
 */
export async function prepareSiteSources(
  project: Project,
  { bundleEveryPage, cacheDir, searchDir }: { bundleEveryPage: boolean; cacheDir: string | undefined; searchDir?: string },
): Promise<SiteSources> {
  // The last output's index files hold the parts of the pages an edit left alone.
  const searchCache = cacheDir
    ? { file: path.join(cacheDir, 'search-indexes.json'), lastOut: existsSync(project.outDir) ? project.outDir : undefined }
    : undefined;
  const searchIndexes =
    project.config.search.mode === 'local'
      ? await searchIndexOutputs(project.searchSources(), searchCache, '', project.config.search, searchDir)
      : [];
  const standalone = bundleEveryPage ? new Set<string>() : await findStandalonePages(project);
  const bundledRoutes = project.routes.filter((r) => !standalone.has(r.relativePath));
  // A build's site data names no search index: the site manifest does (`ssg/site-manifest.ts`).
  const site = writeGenerated(project, [], standalone);
  return { site, standalone, bundledRoutes, searchIndexes };
}
