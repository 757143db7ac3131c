// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogRequested, releaseDialog } from '../fixtures/delayed-dialog';
import { renderWithPage } from '../fixtures/render';
import siteData from '../fixtures/site-data';

const init = vi.fn(async () => undefined);
vi.mock('@quire/runtime', async (importOriginal) => {
  const { idleSearchClient } = await import('../fixtures/delayed-dialog');
  return { ...(await importOriginal<typeof import('@quire/runtime')>()), createSearchClient: idleSearchClient(() => init()) };
});

vi.mock('#theme-default/Search/SearchModal.tsx', async (importOriginal) =>
  (await import('../fixtures/delayed-dialog')).delayedModule(() => importOriginal()),
);

const { SearchLauncher } = await import('#theme-default/Search/SearchLauncher.tsx');

let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = ((fn: () => void) => idle.push(fn)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  cleanup();
  (siteData.search as { mode: string }).mode = 'local';
});

describe('SearchLauncher', () => {
  it('keeps the dialog out of the page until idle, and does not lose Ctrl+K pressed while its code loads', async () => {
    renderWithPage(<SearchLauncher />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idle).toHaveLength(1);
    // Idle: the code is requested; the reader presses Ctrl+K before it has arrived.
    act(() => idle[0]());
    const key = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(key);
    });
    expect(key.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The import has started (the factory is waiting); let the code arrive.
    await vi.waitFor(() => expect(dialogRequested()).toBe(true));
    await act(async () => releaseDialog());
    expect(await screen.findByRole('searchbox')).toBeTruthy();
    // Opening starts the index and the worker at once, not at the next idle moment.
    expect(init).toHaveBeenCalled();
    // Once mounted, the dialog itself answers the shortcut: Escape closes, Ctrl+K reopens.
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('starts the index and the worker as soon as the dialog mounts at idle time, without waiting for another idle moment', async () => {
    init.mockClear();
    renderWithPage(<SearchLauncher />);
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    await vi.waitFor(() => expect(dialogRequested()).toBe(true));
    await act(async () => releaseDialog());
    // Mounted, still closed, and no second idle callback asked for.
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idle).toHaveLength(1);
  });

  it('leaves Ctrl+K to the browser when search is off', () => {
    (siteData.search as { mode: string }).mode = 'off';
    renderWithPage(<SearchLauncher />);
    const key = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect(idle).toHaveLength(0);
  });
});
