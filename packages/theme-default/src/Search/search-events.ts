/** How the rest of the theme asks for the search dialog, without loading it. */
export const OPEN_SEARCH_EVENT = 'quire:open-search';
/** The reader is about to search (pointer over or focus on the search button): fetch the dialog's code. */
export const PREPARE_SEARCH_EVENT = 'quire:prepare-search';

/** What an open request carries: the text typed before the dialog's code arrived. */
export interface OpenSearchDetail {
  query?: string;
}

export function openSearch(detail: OpenSearchDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, { detail }));
}

export function prepareSearch(): void {
  window.dispatchEvent(new Event(PREPARE_SEARCH_EVENT));
}

/**
 * Focuses the search input where it is: the dialog is fixed to the viewport, and scrolling it
 * into view would lay the whole page out inside the task of the key that opened it.
 */
export function focusSearchInput(input: HTMLInputElement | null): void {
  input?.focus({ preventScroll: true });
}

/** The query an open request carries, if any. */
export function requestedQuery(event: Event): string | undefined {
  return event instanceof CustomEvent ? (event.detail as OpenSearchDetail | null)?.query : undefined;
}

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/**
 * The keys that open search anywhere on the page: Ctrl+K (Cmd+K on a Mac), and `/` outside a
 * text field, as in VitePress.
 */
export function isSearchShortcut(e: KeyboardEvent): boolean {
  if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isEditable(e.target);
}
