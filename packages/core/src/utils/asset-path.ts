/** Which link targets are files rather than pages; shared by the link rewrite and the dead-link check. */
export const PAGE_FILE = /\.mdx?$/;

/** A static asset such as `logo.svg`: a name with any extension but a page's. */
export function isAsset(target: string): boolean {
  return /\.\w+$/.test(target) && !PAGE_FILE.test(target);
}
