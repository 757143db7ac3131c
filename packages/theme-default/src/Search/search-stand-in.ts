/**
 * What a search request shows while the dialog's code is on its way: the dialog's frame and a
 * focused input, so the reader can start typing at once; the launcher hands the text to the
 * dialog when it arrives. Escape, the cancel button or a press outside closes it.
 *
 * It is built with the DOM inside the request's own handler rather than rendered by React: the
 * first update after hydration runs React's update path for the first time, which on a slow
 * phone cost the key press's task more than the frame itself and delayed the input's focus.
 */
import { focusSearchInput } from './search-events';

export interface StandInTexts {
  /** The input's placeholder and the dialog's and input's accessible name. */
  label: string;
  /** The cancel button, shown on narrow screens. */
  cancel: string;
}

export interface StandInEvents {
  /** The reader dismissed it. */
  onClose: () => void;
  /** The reader changed its text. */
  onType: (text: string) => void;
}

export interface SearchStandIn {
  /** Where the reader types; its value is the text to hand over. */
  readonly input: HTMLInputElement;
  /** Takes the stand-in out of the page. */
  remove(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Opens the stand-in over the page with its input focused. */
export function openStandIn(texts: StandInTexts, { onClose, onType }: StandInEvents): SearchStandIn {
  const backdrop = element('div', { class: 'q-search__backdrop' });
  const dialog = element('div', { class: 'q-search', role: 'dialog', 'aria-modal': 'true', 'aria-label': texts.label, 'aria-busy': 'true' });
  const bar = element('div', { class: 'q-search__bar' });
  const input = element('input', { class: 'q-search__input', type: 'search', placeholder: texts.label, 'aria-label': texts.label });
  const cancel = element('button', { class: 'q-search__cancel', type: 'button' });
  cancel.textContent = texts.cancel;
  bar.append(input, cancel);
  dialog.append(bar);
  backdrop.append(dialog);

  backdrop.addEventListener('mousedown', (e) => {
    if (e.target === backdrop) onClose();
  });
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onClose();
  });
  cancel.addEventListener('click', onClose);
  input.addEventListener('input', () => onType(input.value));

  document.body.append(backdrop);
  focusSearchInput(input);
  return { input, remove: () => backdrop.remove() };
}
