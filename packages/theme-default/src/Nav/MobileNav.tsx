/**
 * Below 768 px: a menu button that opens a full-screen panel with the nav entries, languages,
 * theme switch and social links. It closes on navigation, on Escape and when the window grows
 * to 768 px or more.
 */
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from '@quire/runtime';

export const MOBILE_QUERY = '(min-width: 768px)';
export const MOBILE_NAV_ID = 'q-mobile-nav';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  children: ReactNode;
}

export function MobileNav({ open, onOpenChange, label, children }: MobileNavProps) {
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const [top, setTop] = useState(0);

  useEffect(() => onOpenChange(false), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!open) return;
    const header = button.current?.closest('header');
    setTop(Math.max(0, header?.getBoundingClientRect().bottom ?? 0));
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : undefined;
    const onWide = (e: MediaQueryListEvent) => {
      if (e.matches) onOpenChange(false);
    };
    const onResize = () => {
      if (window.innerWidth >= 768) onOpenChange(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onOpenChange(false);
        button.current?.focus();
      }
    };
    wide?.addEventListener('change', onWide);
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      wide?.removeEventListener('change', onWide);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onOpenChange]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="q-nav__hamburger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={MOBILE_NAV_ID}
        onClick={() => onOpenChange(!open)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <nav
        id={MOBILE_NAV_ID}
        className="q-mobile-nav"
        aria-label={label}
        hidden={!open}
        style={{ '--q-mobile-nav-top': `${top}px` } as CSSProperties}
      >
        {open && children}
      </nav>
    </>
  );
}
