/**
 * The dev server's search indexes, one per language and version. Each is made when the browser
 * asks for it, from the pages as they are on disk then, by the build's own code
 * (`search/build-index.ts`), so a writer finds a page the way readers of the built site will.
 * Its name carries no hash: the browser fetches it again after the dev server reports a change
 * under the content folder (`CONTENT_CHANGED_EVENT`).
 */
import { packSearchIndex, type SearchIndexInfo, stripBase } from '@quire/shared';
import type { RequestHandler } from '@rsbuild/core';
import type { Project } from '../project/project.js';
import type { RouteRecord } from '../routes/scan.js';
import { buildSearchIndexes } from '../search/build-index.js';

/** Each route table's indexes: every request the dev server answers looks its path up in them. */
const indexesOfRoutes = new WeakMap<readonly RouteRecord[], SearchIndexInfo[]>();

/** The indexes the dev site data names: one for each language and version that has pages. */
export function devSearchIndexes(project: Project): SearchIndexInfo[] {
  if (project.config.search.mode !== 'local') return [];
  const known = indexesOfRoutes.get(project.routes);
  if (known) return known;
  const seen = new Map<string, SearchIndexInfo>();
  for (const route of project.routes) {
    const { lang } = route;
    const version = project.config.search.versioned ? route.version : '';
    const file = `static/search_index${version ? `.${version}` : ''}.${lang}.dev.json`;
    if (!seen.has(file)) seen.set(file, { lang, version, file });
  }
  const indexes = [...seen.values()];
  indexesOfRoutes.set(project.routes, indexes);
  return indexes;
}

/**
 * The index file of one language and version, as JSON. Pages the browser has not opened are
 * compiled here; a page that does not compile keeps its last good text in the index, or is left
 * out if it never compiled.
 */
export async function devSearchIndexJson(project: Project, index: Pick<SearchIndexInfo, 'lang' | 'version'>): Promise<string> {
  await project.compileEvery();
  const pages = (await project.searchPages()).filter(({ page }) => page.lang === index.lang && (!index.version || page.version === index.version));
  const [built] = buildSearchIndexes(pages, '', project.config.search);
  return built?.json ?? JSON.stringify(packSearchIndex({ lang: index.lang, version: index.version, domain: '' }, []));
}

export function searchIndexMiddleware(project: Project): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.url) return next();
    const file = stripBase(req.url.split('?')[0], project.config.base).replace(/^\//, '');
    const index = devSearchIndexes(project).find((i) => i.file === file);
    if (!index) return next();
    devSearchIndexJson(project, index).then(
      (json) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(json);
      },
      (error: unknown) => next(error),
    );
  };
}
