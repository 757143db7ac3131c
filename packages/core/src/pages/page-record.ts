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
    pageType: pageTypeOf(fm),
    _relativePath: route.relativePath,
    pagePath: route.relativePath,
    lastUpdatedTime,
  };
}

/** The page type its frontmatter gives, `doc` when it names none. */
export function pageTypeOf(frontmatter: CompiledFacts['frontmatter']): PageType {
  return (frontmatter.pageType as PageType | undefined) ?? 'doc';
}
