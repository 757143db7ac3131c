/**
 * `themeConfig.banner`: a line above the navbar the reader can dismiss for good (stored as
 * 'true' under `storageKey`). Shown only after mount, so the server HTML never disagrees with
 * a reader who dismissed it.
 */
import { useLang, useSiteData } from '@quire/runtime';
import { useEffect, useState } from 'react';
import { Link } from '../components/Link';
import { localizeLink } from '../logic/lang';
import { useNavTexts } from './nav-texts';

export const DEFAULT_BANNER_KEY = 'quire-banner-dismissed';

export interface BannerConfig {
  text: string;
  link?: string;
  storageKey?: string;
}

function isDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function Banner() {
  const texts = useNavTexts();
  const site = useSiteData();
  const lang = useLang();
  // A locale may carry its own banner text; the link is localized like every configured link.
  const locales = (site.themeConfig.locales as Array<{ lang: string; banner?: BannerConfig }> | undefined) ?? [];
  const banner = locales.find((l) => l.lang === lang)?.banner ?? (site.themeConfig.banner as BannerConfig | undefined);
  const key = banner?.storageKey ?? DEFAULT_BANNER_KEY;
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!!banner?.text && !isDismissed(key)), [banner?.text, key]);
  if (!banner?.text || !visible) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // Storage disabled: hidden for this page only.
    }
    setVisible(false);
  };
  return (
    <div className="q-banner" role="region" aria-label={texts.announcement}>
      <p className="q-banner__text">
        {banner.link ? (
          <Link href={localizeLink(banner.link, lang, site.lang)} className="q-banner__link">
            {banner.text}
          </Link>
        ) : (
          banner.text
        )}
      </p>
      <button type="button" className="q-banner__close" aria-label={texts.dismissBanner} onClick={dismiss}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
