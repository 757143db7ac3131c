/**
 * Moves the current page's mark within a sidebar list drawn by `sidebarListHtml`, as drawing it
 * again for the new page would: the links to the page get `aria-current` and the active class,
 * every group around them opens, and groups the reader opened or closed stay as they are.
 */
const ACTIVE = 'q-sidebar__link--active';

export function markCurrent(list: HTMLElement, hrefs: ReadonlySet<string>): void {
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[aria-current="page"]')) {
    if (hrefs.has(link.getAttribute('href') ?? '')) continue;
    link.removeAttribute('aria-current');
    link.classList.remove(ACTIVE);
  }
  if (!hrefs.size) return;
  for (const link of list.getElementsByTagName('a')) {
    if (!hrefs.has(link.getAttribute('href') ?? '')) continue;
    link.setAttribute('aria-current', 'page');
    link.classList.add(ACTIVE);
    openGroupsAround(link, list);
  }
}

/** Opens each group the element is in, its own group's when it is a group's link. */
function openGroupsAround(element: Element, list: HTMLElement): void {
  for (
    let group = element.closest('.q-sidebar__group');
    group && list.contains(group);
    group = group.parentElement?.closest('.q-sidebar__group') ?? null
  ) {
    const details = group.querySelector(':scope > details');
    if (details instanceof HTMLDetailsElement) details.open = true;
  }
}
