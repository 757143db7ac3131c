/**
 * The build's site manifest (`@quire/shared/site-manifest`), fetched once per page load: the route
 * table is found through it (the search worker reads it for its index itself). `no-cache` makes
 * the browser revalidate it with the host every time, so a page that was cached before a deploy
 * still finds the new files.
 */
import siteData from '@quire/virtual-site-data';
import { SITE_MANIFEST_FILE, type SiteManifest } from '@quire/shared/site-manifest';
import { withBase } from '@quire/shared/route-path';

let pending: Promise<SiteManifest> | undefined;

async function fetchManifest(): Promise<SiteManifest> {
  const url = withBase(`/${SITE_MANIFEST_FILE}`, siteData.base);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as SiteManifest;
}

/** The manifest (fetched once); a failed fetch is tried again on the next call. */
export function loadSiteManifest(): Promise<SiteManifest> {
  pending ??= fetchManifest();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
