/**
 * Asks for a long list's gaps (`list-window.ts`) to be drawn when the reader comes to them, never
 * on load: when one scrolls near the visible part of the sidebar, or takes keyboard focus (its
 * link then keeps the focus among the entries drawn in its place, once they are).
 */
import { isShown } from './scroll-active';

const GAP = 'li[data-gap]';

/**
 * Calls `fill` for each gap of `list` the reader comes to, the list's later gaps too; `fill` is done
 * when its promise settles (the section's entries may have to be read first). Returns the function that stops.
 */
export function watchGaps(list: HTMLElement, fill: (gap: HTMLElement) => Promise<void>): () => void {
  const nav = list.closest('nav');
  const seen =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            // The closed phone drawer is not laid out, and its gaps read as in view: they are not.
            if (nav && !isShown(nav)) return;
            for (const entry of entries) if (entry.isIntersecting) open(entry.target as HTMLElement);
          },
          { root: nav, rootMargin: '100px 0px' },
        );
  // The drawer opened: its gaps are measured again, laid out now (observing anew reports each one).
  const opened = new MutationObserver(() => {
    if (!nav || !isShown(nav)) return;
    for (const gap of list.querySelectorAll<HTMLElement>(GAP)) {
      seen?.unobserve(gap);
      seen?.observe(gap);
    }
  });
  if (nav) opened.observe(nav, { attributes: true, attributeFilter: ['class'] });
  // A gap asked for while the entries are read is not asked for again; a focus then waits for the same drawing.
  const asked = new WeakMap<HTMLElement, Promise<void>>();
  const open = (gap: HTMLElement): Promise<void> => {
    seen?.unobserve(gap);
    let drawing = asked.get(gap);
    if (!drawing) {
      drawing = gap.isConnected ? fill(gap) : Promise.resolve();
      asked.set(gap, drawing);
    }
    return drawing;
  };
  const observeAll = () => {
    for (const gap of list.querySelectorAll<HTMLElement>(GAP)) seen?.observe(gap);
  };
  // Gaps come with every list drawn: a filled group or gap, another section.
  const drawn = new MutationObserver(observeAll);
  drawn.observe(list, { childList: true, subtree: true });
  observeAll();

  const onFocus = (event: FocusEvent) => {
    const focused = event.target instanceof HTMLElement ? event.target : undefined;
    const gap = focused?.closest<HTMLElement>(GAP);
    if (!focused || !gap) return;
    // A gap of entries not read yet has no link and takes the focus itself: the first link drawn in its place takes it on.
    const href = focused instanceof HTMLAnchorElement ? focused.getAttribute('href') : undefined;
    const before = gap.previousElementSibling;
    const after = gap.nextElementSibling;
    const parent = gap.parentElement;
    open(gap).then(
      () => {
        // The focused element was replaced: the same page's link among the entries drawn takes the focus, unless the reader moved it on.
        if (focused.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
        const first = before ? before.nextElementSibling : parent?.firstElementChild;
        for (let entry = first; entry && entry !== after; entry = entry.nextElementSibling) {
          const same = [...entry.querySelectorAll('a')].find((a) => href === undefined || a.getAttribute('href') === href);
          if (same) return same.focus();
        }
      },
      () => undefined,
    );
  };
  list.addEventListener('focusin', onFocus);
  return () => {
    seen?.disconnect();
    opened.disconnect();
    drawn.disconnect();
    list.removeEventListener('focusin', onFocus);
  };
}
