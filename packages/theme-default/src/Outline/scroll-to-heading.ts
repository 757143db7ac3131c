/**
 * Where headings land when the reader jumps to them: this far below the top of the window,
 * whether the navbar is shown (8 px below it), slid away on scroll, or absent, as the headings'
 * `scroll-margin-top` places them on a hash load.
 */
export const HEADING_OFFSET = 72;

/** The viewport line a heading must pass to count as current: where a jump puts it. */
export function activeLine(): number {
  return HEADING_OFFSET;
}

export function scrollToHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = window.scrollY + target.getBoundingClientRect().top - activeLine();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  return true;
}
