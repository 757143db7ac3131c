/**
 * Asks for a long list's gaps (`list-window.ts`) to be drawn when the reader comes to them, never
 * on load: when one scrolls near the visible part of the sidebar, or takes keyboard focus (its
 * link then keeps the focus among the entries drawn in its place).
 */
const GAP = 'li[data-gap]';

/** Calls `fill` for each gap of `list` the reader comes to, the list's later gaps too; returns the function that stops. */
export function watchGaps(list: HTMLElement, fill: (gap: HTMLElement) => void): () => void {
  const seen =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) open(entry.target as HTMLElement);
          },
          { root: list.closest('nav'), rootMargin: '100px 0px' },
        );
  const open = (gap: HTMLElement) => {
    seen?.unobserve(gap);
    if (gap.isConnected) fill(gap);
  };
  const observeAll = () => {
    for (const gap of list.querySelectorAll<HTMLElement>(GAP)) seen?.observe(gap);
  };
  // Gaps come with every list drawn: a filled group or gap, another section.
  const drawn = new MutationObserver(observeAll);
  drawn.observe(list, { childList: true, subtree: true });
  observeAll();

  const onFocus = (event: FocusEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : undefined;
    const gap = link?.closest<HTMLElement>(GAP);
    if (!link || !gap) return;
    const href = link.getAttribute('href');
    const after = gap.nextElementSibling;
    const parent = gap.parentElement;
    open(gap);
    // The focused link was replaced: the same page's link among the entries drawn takes the focus.
    for (let entry = parent?.firstElementChild; entry && entry !== after; entry = entry.nextElementSibling) {
      const same = [...entry.querySelectorAll('a')].find((a) => a.getAttribute('href') === href);
      if (same) return same.focus();
    }
  };
  list.addEventListener('focusin', onFocus);
  return () => {
    seen?.disconnect();
    drawn.disconnect();
    list.removeEventListener('focusin', onFocus);
  };
}
