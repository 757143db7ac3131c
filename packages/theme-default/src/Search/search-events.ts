/** How the rest of the theme asks for the search dialog, without loading it. */
export const OPEN_SEARCH_EVENT = 'quire:open-search';

export function openSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Ctrl+K (Cmd+K on a Mac): the shortcut that opens search anywhere on the page. */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  return (e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k';
}
