/**
 * `themeConfig.banner`: a line above the navbar the reader can dismiss for good (stored as
 * 'true' under `storageKey`). The server renders it, so it takes its place before the first paint
 * and nothing below it moves; for a reader who dismissed it, the inline pre-paint script marks
 * `<html>` and CSS hides it until the client removes it.
 */
import { BANNER_DISMISSED_ATTRIBUTE, bannerFor, DEFAULT_BANNER_KEY, useLang, useSiteData } from '@quire/runtime';
import { useEffect, useState } from 'react';
import { Link } from '../components/Link';
import { localizeLink, useSpacePrefix } from '../logic/lang';
import { useThemeConfig } from '../logic/theme-config';

export { DEFAULT_BANNER_KEY };

function isDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function Banner() {
  const { texts } = useThemeConfig();
  const site = useSiteData();
  const lang = useLang();
  const prefix = useSpacePrefix();
  // A locale may carry its own banner text; the link is localized like every configured link.
  const banner = bannerFor(site.themeConfig, lang);
  const key = banner?.storageKey ?? DEFAULT_BANNER_KEY;
  // Starts as the server rendered it; the stored dismissal applies once mounted.
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const stored = isDismissed(key);
    setDismissed(stored);
    // Client navigation to another language may meet another banner: the mark follows the page.
    document.documentElement.toggleAttribute(BANNER_DISMISSED_ATTRIBUTE, stored);
  }, [key]);
  if (!banner || dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // Storage disabled: hidden for this page only.
    }
    setDismissed(true);
  };
  return (
    <section className="q-banner" aria-label={texts.announcementText}>
      <p className="q-banner__text">
        {banner.link ? (
          <Link href={localizeLink(banner.link, prefix)} className="q-banner__link">
            {banner.text}
          </Link>
        ) : (
          banner.text
        )}
      </p>
      <button type="button" className="q-banner__close" aria-label={texts.dismissBannerText} onClick={dismiss}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
