/** A "back to top" button that appears once the reader has scrolled down (`themeConfig.enableScrollToTop`). */
import { useSiteData } from '@quire/runtime';
import { useEffect, useState } from 'react';
import { throttle } from '../Layout/throttle';
import { useThemeConfig } from '../logic/theme-config';

export const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const site = useSiteData();
  const { texts } = useThemeConfig();
  const enabled = site.themeConfig.enableScrollToTop === true;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = throttle(() => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD), 100);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [enabled]);
  if (!enabled || !visible) return null;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="q-scroll-top"
      aria-label={texts.scrollToTopText}
      title={texts.scrollToTopText}
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
