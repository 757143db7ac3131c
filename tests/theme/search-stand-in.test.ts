// @vitest-environment jsdom
/** The search stand-in built with the DOM: its frame, focus, the ways out, and what it reports as the reader types. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStandIn } from '#theme-default/Search/search-stand-in.ts';

const texts = { label: 'Search docs', cancel: 'Cancel' };

afterEach(() => {
  document.body.replaceChildren();
});

function open() {
  const events = { onClose: vi.fn(), onType: vi.fn() };
  return { events, standIn: openStandIn(texts, events) };
}

describe('search stand-in', () => {
  it('opens a labelled, busy dialog with its search input focused', () => {
    const { standIn } = open();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-label')).toBe('Search docs');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.getAttribute('aria-busy')).toBe('true');
    expect(standIn.input.type).toBe('search');
    expect(standIn.input.getAttribute('aria-label')).toBe('Search docs');
    expect(document.activeElement).toBe(standIn.input);
    expect(document.querySelector('button')?.textContent).toBe('Cancel');
  });

  it('writes its texts as text, never as markup', () => {
    openStandIn({ label: '"><img src=x>', cancel: '<b>Cancel</b>' }, { onClose: () => undefined, onType: () => undefined });
    expect(document.querySelector('img, b')).toBeNull();
    expect(document.querySelector('button')?.textContent).toBe('<b>Cancel</b>');
  });

  it('reports each change of its text', () => {
    const { events, standIn } = open();
    standIn.input.value = 're';
    standIn.input.dispatchEvent(new Event('input', { bubbles: true }));
    standIn.input.value = 'retry';
    standIn.input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(events.onType.mock.calls).toEqual([['re'], ['retry']]);
  });

  it('asks to close on Escape, on the cancel button and on a press outside the dialog, not inside it', () => {
    const { events, standIn } = open();
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    standIn.input.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    document.querySelector('button')?.click();
    document.querySelector('[role="dialog"]')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(events.onClose).toHaveBeenCalledTimes(2);
    document.querySelector('.q-search__backdrop')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(events.onClose).toHaveBeenCalledTimes(3);
    standIn.input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(events.onClose).toHaveBeenCalledTimes(3);
  });

  it('leaves the page when removed', () => {
    const { standIn } = open();
    standIn.remove();
    expect(document.querySelector('.q-search__backdrop')).toBeNull();
    expect(standIn.input.isConnected).toBe(false);
  });
});
