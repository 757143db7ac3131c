import { addPathPrefix, siteSpaceLayout, spacePrefix, useLang, useSiteData, useVersion } from '@quire/runtime';

/** A configured link (written without version or language prefix) as it should be for the page's version and language. */
export function localizeLink(link: string, prefix: string): string {
  if (!link.startsWith('/')) return link;
  return addPathPrefix(link, prefix);
}

/** The URL prefix of the page's version and language (`/v1/zh`, `/zh`, or `''`), which configured links and sidebars get. */
export function useSpacePrefix(): string {
  const site = useSiteData();
  const lang = useLang();
  const version = useVersion();
  return spacePrefix({ version, lang }, siteSpaceLayout(site));
}
