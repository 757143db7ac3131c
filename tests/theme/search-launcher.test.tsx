// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogRequested, releaseDialog } from '../fixtures/delayed-dialog';
import { renderWithPage } from '../fixtures/render';
import siteData from '../fixtures/site-data';
import { openSearch, prepareSearch } from '#theme-default/Search/search-events.ts';

const init = vi.fn(async () => undefined);
const { prefetchSearch, startSearchWorker } = vi.hoisted(() => ({ prefetchSearch: vi.fn(), startSearchWorker: vi.fn() }));
vi.mock('@quire/runtime', async (importOriginal) => {
  const { idleSearchClient } = await import('../fixtures/delayed-dialog');
  return {
    ...(await importOriginal<typeof import('@quire/runtime')>()),
    createSearchClient: idleSearchClient(() => init()),
    prefetchSearch,
    startSearchWorker,
  };
});

vi.mock('#theme-default/Search/SearchModal.tsx', async (importOriginal) =>
  (await import('../fixtures/delayed-dialog')).delayedModule(() => importOriginal()),
);

const { SearchLauncher } = await import('#theme-default/Search/SearchLauncher.tsx');

let idle: Array<() => void> = [];
beforeEach(() => {
  idle = [];
  startSearchWorker.mockClear();
  prefetchSearch.mockClear();
  window.requestIdleCallback = ((fn: () => void) => idle.push(fn)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  cleanup();
  (siteData.search as { mode: string }).mode = 'local';
});

describe('SearchLauncher', () => {
  it('starts only the worker at idle, fetches the dialog on intent, and keeps what is typed into its stand-in until the code arrives', async () => {
    renderWithPage(
      <>
        <button type="button">before</button>
        <input aria-label="elsewhere" />
        <SearchLauncher />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idle).toHaveLength(1);
    // Idle: the search client (worker and index) starts; the dialog's code is not asked for.
    act(() => idle[0]());
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(dialogRequested()).toBe(false);
    // `/` typed in a text field is text, not the shortcut.
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    act(() => {
      screen.getByRole('textbox', { name: 'elsewhere' }).dispatchEvent(slash);
    });
    expect(slash.defaultPrevented).toBe(false);
    expect(dialogRequested()).toBe(false);
    // Pointer over the search button: the code is fetched, nothing opens.
    act(() => prepareSearch());
    await vi.waitFor(() => expect(dialogRequested()).toBe(true), { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Ctrl+K before the code has arrived: a stand-in opens at once with its input focused.
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    const key = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(key);
    });
    expect(key.defaultPrevented).toBe(true);
    const standIn = screen.getByRole('searchbox');
    expect(document.activeElement).toBe(standIn);
    // What is typed goes to the search worker at once, ahead of the dialog.
    fireEvent.input(standIn, { target: { value: 'dist' } });
    expect(prefetchSearch).toHaveBeenLastCalledWith('dist');
    // The code arrives: the dialog takes the text over, with its own input focused.
    await act(async () => releaseDialog());
    await vi.waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('dist'), { timeout: 10_000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    // The dialog now answers itself: Escape closes and gives focus back to where the reader was; `/` reopens.
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
    fireEvent.keyDown(window, { key: '/' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes the stand-in on Escape and gives focus back', async () => {
    renderWithPage(
      <>
        <button type="button">before</button>
        <SearchLauncher />
      </>,
    );
    const before = screen.getByRole('button', { name: 'before' });
    before.focus();
    act(() => openSearch());
    // The dialog's code is in hand by now, so the dialog may open in the stand-in's place.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')), { timeout: 10_000 });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('leaves Ctrl+K to the browser when search is off', () => {
    (siteData.search as { mode: string }).mode = 'off';
    renderWithPage(<SearchLauncher />);
    const key = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect(idle).toHaveLength(0);
    expect(startSearchWorker).not.toHaveBeenCalled();
  });

  it('starts the search client at Ctrl+K when the browser was not idle yet', async () => {
    renderWithPage(<SearchLauncher />);
    expect(idle).toHaveLength(1);
    init.mockClear();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await act(async () => releaseDialog());
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1), { timeout: 10_000 });
    // The dialog took that client over: no second one starts.
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('focuses the stand-in’s input and then the dialog’s without scrolling the page', async () => {
    const focus = vi.spyOn(HTMLInputElement.prototype, 'focus');
    try {
      renderWithPage(<SearchLauncher />);
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true }));
      });
      expect(focus).toHaveBeenCalledTimes(1);
      expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
      await act(async () => releaseDialog());
      await vi.waitFor(() => expect(focus).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    } finally {
      focus.mockRestore();
    }
  });

  // Last: the dialog's module is fetched once per file, and the first test times that fetch.
  it('starts the search worker with the first commit, before the browser is idle, and again in a key press’s own task', () => {
    renderWithPage(<SearchLauncher />);
    expect(startSearchWorker).toHaveBeenCalledWith('en', '');
    expect(idle).toHaveLength(1);
    startSearchWorker.mockClear();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true }));
      expect(startSearchWorker).toHaveBeenCalledWith('en', '');
    });
    expect(screen.getAllByRole('searchbox').length).toBeGreaterThan(0);
  });
});
