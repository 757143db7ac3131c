/** The page record: everything the theme and search know about one page. */
import type { PageData, PageType } from '@quire/shared';
import type { CompiledFacts } from '../markdown/compile.js';
import type { RouteRecord } from '../routes/scan.js';

export function createPageData(route: RouteRecord, compiled: CompiledFacts, lastUpdatedTime?: number): PageData {
  const fm = compiled.frontmatter;
  return {
    routePath: route.routePath,
    lang: route.lang,
    version: route.version,
    title: compiled.title,
    description: typeof fm.description === 'string' ? fm.description : '',
    frontmatter: fm,
    toc: compiled.toc,
    pageType: (fm.pageType as PageType | undefined) ?? 'doc',
    _relativePath: route.relativePath,
    pagePath: route.relativePath,
    lastUpdatedTime,
  };
}
