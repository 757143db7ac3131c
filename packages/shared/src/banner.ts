/**
 * Where the reader's dismissal of the top banner is stored, per language. The theme reads it to
 * show the banner; the pre-paint inline script reads it to hide a dismissed banner before the
 * first paint, so the server can render the banner without the page jumping when it hydrates.
 */
import type { BannerData } from './navigation.js';

export const DEFAULT_BANNER_KEY = 'quire-banner-dismissed';

/** Set on `<html>` while the banner of the page's language is dismissed. */
export const BANNER_DISMISSED_ATTRIBUTE = 'data-banner-dismissed';

/** The banner a language shows: its locale's own, else the site-wide one (if it has a text). */
export function bannerFor(themeConfig: Record<string, unknown>, lang: string): BannerData | undefined {
  const locales = (themeConfig.locales as Array<{ lang: string; banner?: BannerData }> | undefined) ?? [];
  const banner = locales.find((l) => l.lang === lang)?.banner ?? (themeConfig.banner as BannerData | undefined);
  return banner?.text ? banner : undefined;
}

/** Language → storage key, for the languages that show a banner. */
export function bannerStorageKeys(themeConfig: Record<string, unknown>, langs: readonly string[]): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const lang of langs) {
    const banner = bannerFor(themeConfig, lang);
    if (banner) keys[lang] = banner.storageKey ?? DEFAULT_BANNER_KEY;
  }
  return keys;
}
