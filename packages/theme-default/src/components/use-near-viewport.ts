/**
 * Whether an element has come within `margin` of the viewport, for work a reader who never
 * scrolls to it should not pay for. Once true it stays true.
 */
import { type RefObject, useEffect, useState } from 'react';

/** `margin` is an IntersectionObserver `rootMargin` (`'0px'`: in view); where the browser has no observer, true after mount. */
export function useNearViewport(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
