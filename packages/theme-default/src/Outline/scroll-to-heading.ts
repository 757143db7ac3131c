/** Where headings land when the reader jumps to them: this far below the navbar. */
export const HEADING_OFFSET = 72;

/**
 * Where the sticky navbar ends when it is shown: its layout height, so the line stays put while
 * the navbar slides away on scroll (0 when the page has no navbar).
 */
export function navbarBottom(): number {
  const nav = document.querySelector<HTMLElement>('.q-nav');
  return nav ? nav.offsetHeight : 0;
}

/** The viewport line a heading must pass to count as current. */
export function activeLine(): number {
  return navbarBottom() + HEADING_OFFSET;
}

export function scrollToHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = window.scrollY + target.getBoundingClientRect().top - activeLine();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  return true;
}
