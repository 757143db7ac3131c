/** Where headings land when the reader jumps to them: this far below the navbar. */
export const HEADING_OFFSET = 72;

/** The bottom edge of the sticky navbar in the viewport (0 when it is hidden). */
export function navbarBottom(): number {
  const nav = document.querySelector('.q-nav');
  return nav ? Math.max(0, nav.getBoundingClientRect().bottom) : 0;
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
