/**
 * Rspress's `usePages()`: every page of the site (route, language, version, title, frontmatter,
 * headings), for a blog index or an overview of one's own. The list is a generated module that
 * only the chunks of the pages calling this hook import, so other pages never load it.
 */
import pages from '@quire/virtual-pages';
import type { SitePageInfo } from '@quire/shared/types';

export function usePages(): { pages: SitePageInfo[] } {
  return { pages };
}
