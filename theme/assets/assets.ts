/**
 * Where the theme's images (tool logos) come from. The single switch for the asset host:
 * empty means the site's own `docs/public/` files, so the site works without a network;
 * set it to an origin (e.g. a CDN, no trailing slash) to load the same paths from there.
 */
import { withBase } from '@quire/runtime';

export const ASSET_HOST = '';

/** The URL of a file under `docs/public/` (`logos/rspack.svg`), on `host` when one is set. */
export function assetUrl(file: string, base = '/', host: string = ASSET_HOST): string {
  const path = `/${file.replace(/^\/+/, '')}`;
  return host ? `${host.replace(/\/+$/, '')}${path}` : withBase(path, base);
}
