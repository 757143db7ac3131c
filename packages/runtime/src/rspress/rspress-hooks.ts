/** Rspress's page hooks, which wrap what they return in an object (`const { page } = usePageData()`). */
import { usePageData as useQuirePageData, useSiteData } from '../data/context';
import type { PageData, SiteData } from '@quire/shared/types';

const rspressViews = new WeakMap<SiteData, SiteData>();

/** The site data as Rspress hands it to a theme: the site theme's own fields (`themeConfig.custom`) at the top of `themeConfig`. */
function asRspressSiteData(site: SiteData): SiteData {
  const custom = site.themeConfig.custom;
  if (typeof custom !== 'object' || custom === null) return site;
  let view = rspressViews.get(site);
  if (!view) {
    view = { ...site, themeConfig: { ...custom, ...site.themeConfig } };
    rspressViews.set(site, view);
  }
  return view;
}

export function usePageData(): { page: PageData; siteData: SiteData } {
  return { page: useQuirePageData(), siteData: asRspressSiteData(useSiteData()) };
}

export function usePage(): { page: PageData } {
  return { page: useQuirePageData() };
}

export function useSite(): { site: SiteData } {
  return { site: asRspressSiteData(useSiteData()) };
}

export function useFrontmatter(): { frontmatter: PageData['frontmatter'] } {
  return { frontmatter: useQuirePageData().frontmatter };
}
