/** Scrolls the sidebar itself (never the page) so its current link is visible. */
export function scrollActiveIntoView(nav: HTMLElement): void {
  const link = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link) return;
  const navRect = nav.getBoundingClientRect();
  const linkRect = link.getBoundingClientRect();
  const top = linkRect.top - navRect.top;
  if (top >= 0 && top + linkRect.height <= nav.clientHeight) return;
  nav.scrollTop += top - (nav.clientHeight - linkRect.height) / 2;
}

/** False for the closed phone drawer (hidden, and its contents not rendered); asks for style only, not layout. */
export function isShown(nav: HTMLElement): boolean {
  return getComputedStyle(nav).visibility !== 'hidden';
}
