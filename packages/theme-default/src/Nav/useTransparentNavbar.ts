/**
 * The landing page's navbar lets the page background show through while the reader is at the
 * top, and turns opaque once the page has scrolled far enough that content passes beneath it.
 */
import { useEffect, useState } from 'react';

/** Scroll offset (px) from which the landing navbar is opaque. */
export const OPAQUE_FROM = 100;

export function isNavbarTransparent(scrollY: number): boolean {
  return scrollY < OPAQUE_FROM;
}

/** `enabled` is true on a landing page; the first render (and the server's) assumes the top of the page. */
export function useTransparentNavbar(enabled: boolean): boolean {
  const [transparent, setTransparent] = useState(enabled);

  useEffect(() => {
    if (!enabled) {
      setTransparent(false);
      return;
    }
    // Not throttled: the check is a comparison, and a late switch would show text over content.
    const update = () => setTransparent(isNavbarTransparent(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);

  return enabled && transparent;
}
