import type { PageData } from '#shared/types.ts';

/** A doc page's data with only its route and its headings' ids, as the link checks read it. */
export const docPage = (routePath: string, ids: readonly string[]): PageData => ({
  routePath,
  lang: 'en',
  version: '',
  title: '',
  description: '',
  frontmatter: {},
  pageType: 'doc',
  toc: ids.map((id) => ({ text: id, id, depth: 2, charIndex: 0 })),
  _relativePath: '',
  pagePath: '',
});
