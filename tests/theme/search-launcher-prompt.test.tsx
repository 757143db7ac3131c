// @vitest-environment jsdom
/**
 * A reader who pressed Ctrl+K while the dialog's code was on its way gets the dialog as soon as
 * the code arrives. Through `React.lazy` and `<Suspense>` React held it back for up to 300 ms
 * after the (empty) fallback showed; `waitFor` runs outside `act`, as a browser does, so that
 * throttle would apply here too.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogRequested, releaseDialog } from '../fixtures/delayed-dialog';
import { renderWithPage } from '../fixtures/render';

vi.mock('@quire/runtime', async (importOriginal) => {
  const { idleSearchClient } = await import('../fixtures/delayed-dialog');
  return { ...(await importOriginal<typeof import('@quire/runtime')>()), createSearchClient: idleSearchClient(async () => undefined) };
});

vi.mock('#theme-default/Search/SearchModal.tsx', async (importOriginal) =>
  (await import('../fixtures/delayed-dialog')).delayedModule(() => importOriginal()),
);

const { SearchLauncher } = await import('#theme-default/Search/SearchLauncher.tsx');

afterEach(cleanup);

describe('SearchLauncher', () => {
  // A wall-clock check: React's throttle holds the dialog back 300 ms every time, while a loaded
  // machine only sometimes slows the render itself, so a retry tells the two apart.
  it('opens the dialog requested while its code loaded as soon as the code is there', { retry: 2 }, async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((fn: () => void) => idle.push(fn)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
    renderWithPage(<SearchLauncher />);
    act(() => idle[0]());
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true }));
    });
    await waitFor(() => expect(dialogRequested()).toBe(true));
    const arrived = performance.now();
    releaseDialog();
    await waitFor(() => expect(screen.getByRole('searchbox')).toBeTruthy(), { interval: 5 });
    expect(performance.now() - arrived).toBeLessThan(250);
  });
});
