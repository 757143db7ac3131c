/** Rspress's page hooks, which wrap what they return in an object (`const { page } = usePageData()`). */
import { usePageData as useQuirePageData, useSiteData } from '../data/context';
import type { PageData, SiteData } from '@quire/shared/types';

export function usePageData(): { page: PageData; siteData: SiteData } {
  return { page: useQuirePageData(), siteData: useSiteData() };
}

export function usePage(): { page: PageData } {
  return { page: useQuirePageData() };
}

export function useSite(): { site: SiteData } {
  return { site: useSiteData() };
}

export function useFrontmatter(): { frontmatter: PageData['frontmatter'] } {
  return { frontmatter: useQuirePageData().frontmatter };
}
