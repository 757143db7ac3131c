/** Hides the navbar while reading down and brings it back on the way up (scroll checked every 200 ms). */
import { useEffect, useRef, useState } from 'react';
import { type HideNavbar, navbarHidden, SCROLL_THROTTLE } from './navbar-scroll';

export function useNavbarHidden(mode: HideNavbar, pinned: boolean): boolean {
  // `always` is known on the server too, so its first render already agrees with the client.
  const [hidden, setHidden] = useState(mode === 'always');
  const state = useRef({ y: 0, hidden: mode === 'always' });

  useEffect(() => {
    state.current = { y: window.scrollY, hidden: mode === 'always' };
    setHidden(mode === 'always');
    if (mode !== 'auto') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      const y = window.scrollY;
      const next = navbarHidden(mode, state.current.y, y, state.current.hidden);
      state.current = { y, hidden: next };
      setHidden(next);
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(check, SCROLL_THROTTLE);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [mode]);

  return hidden && !pinned;
}
