// @vitest-environment jsdom
/**
 * The moment the search dialog's code arrives and takes over from the launcher's stand-in: keys
 * typed in any task around it must reach the dialog. Its own file, because the delayed module is
 * released once per file.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogRequested, releaseDialog } from '../fixtures/delayed-dialog';
import { renderWithPage } from '../fixtures/render';

vi.mock('@quire/runtime', async (importOriginal) => {
  const { idleSearchClient } = await import('../fixtures/delayed-dialog');
  return {
    ...(await importOriginal<typeof import('@quire/runtime')>()),
    createSearchClient: idleSearchClient(async () => undefined),
  };
});

vi.mock('#theme-default/Search/SearchModal.tsx', async (importOriginal) =>
  (await import('../fixtures/delayed-dialog')).delayedModule(() => importOriginal()),
);

const { SearchLauncher } = await import('#theme-default/Search/SearchLauncher.tsx');

afterEach(cleanup);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hand-over from the search stand-in to the dialog', () => {
  it('loses no text typed into the stand-in in any task until it is gone', async () => {
    renderWithPage(<SearchLauncher />);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true }));
    });
    const standIn = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(standIn, { target: { value: 'd' } });
    await vi.waitFor(() => expect(dialogRequested()).toBe(true), { timeout: 10_000 });
    // Outside `act`, so React schedules its work in tasks as in a browser, and a key can land between them.
    releaseDialog();
    let typed = 'd';
    for (let task = 0; task < 200 && standIn.isConnected; task++) {
      await nextTask();
      if (!standIn.isConnected) break;
      typed += 'i';
      fireEvent.change(standIn, { target: { value: typed } });
    }
    expect(standIn.isConnected).toBe(false);
    await vi.waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(typed), { timeout: 5_000 });
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });
});
