/**
 * The reader's light / dark / auto choice: read from localStorage after mount (the server
 * and the first client render both say `auto`, so hydration agrees), kept in step with the
 * system setting and with other tabs, applied as the `dark` class on <html>.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  APPEARANCE_STORAGE_KEY,
  type Appearance,
  parseAppearance,
  resolveDark,
  REVEAL_DURATION,
  revealClipPath,
  revealRadius,
  shouldAnimate,
} from '../logic/appearance';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function media(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

function readStored(): Appearance {
  try {
    return parseAppearance(localStorage.getItem(APPEARANCE_STORAGE_KEY));
  } catch {
    return 'auto';
  }
}

function applyDark(dark: boolean) {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => { ready: Promise<void> };
};

export interface AppearanceState {
  appearance: Appearance;
  /** Whether the page is dark now. */
  dark: boolean;
  /** Stores and applies a choice; `origin` is where the circular reveal starts (viewport px). */
  setAppearance: (next: Appearance, origin?: { x: number; y: number }) => void;
}

export function useAppearance(enabled: boolean): AppearanceState {
  const [appearance, setState] = useState<Appearance>('auto');
  const [systemDark, setSystemDark] = useState(false);
  const dark = resolveDark(appearance, systemDark, enabled);
  const darkRef = useRef(dark);
  darkRef.current = dark;
  const systemRef = useRef(systemDark);
  systemRef.current = systemDark;

  useEffect(() => {
    if (!enabled) {
      applyDark(false);
      return;
    }
    // Equal to hydration's defaults (most readers: no stored choice, a light system), these render nothing again.
    setState(readStored());
    const query = media(DARK_QUERY);
    setSystemDark(query?.matches ?? false);
    const onSystem = (e: MediaQueryListEvent) => setSystemDark(e.matches);
    const onStorage = (e: StorageEvent) => {
      if (e.key === APPEARANCE_STORAGE_KEY || e.key === null) setState(readStored());
    };
    query?.addEventListener('change', onSystem);
    window.addEventListener('storage', onStorage);
    return () => {
      query?.removeEventListener('change', onSystem);
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled]);

  // Not on the first run: it sees hydration's defaults, and the inline script has set the class for the
  // reader's real choice already. A later run follows a change of the choice or of the system's setting.
  const hydrated = useRef(false);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    if (enabled) applyDark(dark);
  }, [dark, enabled]);

  const setAppearance = useCallback(
    (next: Appearance, origin?: { x: number; y: number }) => {
      try {
        localStorage.setItem(APPEARANCE_STORAGE_KEY, next);
      } catch {
        // Private mode or storage disabled: the choice lasts for this page only.
      }
      const nextDark = resolveDark(next, systemRef.current, enabled);
      const doc = document as ViewTransitionDocument;
      const reduced = media(REDUCED_MOTION_QUERY)?.matches ?? false;
      const update = () => {
        flushSync(() => setState(next));
        applyDark(nextDark);
      };
      if (!shouldAnimate(typeof doc.startViewTransition === 'function', reduced, nextDark !== darkRef.current)) {
        update();
        return;
      }
      const x = origin?.x ?? window.innerWidth / 2;
      const y = origin?.y ?? 0;
      const transition = doc.startViewTransition(update);
      transition.ready
        .then(() => {
          document.documentElement.animate(
            { clipPath: revealClipPath(x, y, revealRadius(x, y, window.innerWidth, window.innerHeight)) },
            { duration: REVEAL_DURATION, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
          );
        })
        .catch(() => {});
    },
    [enabled],
  );

  return { appearance, dark, setAppearance };
}
