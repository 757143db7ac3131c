// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../fixtures/render';

const search = vi.fn();
vi.mock('@quire/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@quire/runtime')>();
  return {
    ...actual,
    whenIdle: () => () => undefined,
    createSearchClient: () => ({ state: 'inited', init: async () => undefined, search, dispose: () => undefined }),
  };
});

const { SearchModal } = await import('../../packages/theme-default/src/Search/SearchModal');

const results = [
  {
    title: 'output.distPath',
    routePath: '/config/output/dist-path',
    hits: [
      { type: 'title', title: 'output.distPath', header: 'output.distPath', statement: 'output.distPath', link: '/config/output/dist-path', query: 'dist', highlightInfoList: [{ start: 7, length: 4 }] },
      { type: 'content', title: 'output.distPath', header: 'Example', statement: 'set <img src=x onerror=alert(1)> dist folder', link: '/config/output/dist-path#example', query: 'dist', highlightInfoList: [{ start: 33, length: 4 }] },
    ],
  },
];

beforeEach(() => {
  vi.useFakeTimers();
  search.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function typeQuery(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(150);
  });
}

describe('SearchModal', () => {
  it('opens with Ctrl+K, debounces input by 150 ms and shows grouped hits with highlights as text', async () => {
    search.mockResolvedValue(results);
    renderWithPage(<SearchModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dist' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(search).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    expect(search).toHaveBeenCalledWith('dist');
    expect(screen.getByRole('group', { name: 'output.distPath' })).toBeTruthy();
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['dist', 'dist']);
    // Content from the index is text: no element was created from it.
    expect(document.querySelector('.q-search img')).toBeNull();
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
  });

  it('moves the selection with the arrow keys and closes on Escape, returning focus', async () => {
    search.mockResolvedValue(results);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    await typeQuery('dist');
    const input = screen.getByRole('searchbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('says so when nothing matches', async () => {
    search.mockResolvedValue([]);
    renderWithPage(<SearchModal />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await typeQuery('zzz');
    expect(screen.getByRole('status').textContent).toBe('No results for "zzz". Please try again with a different keyword');
  });
});

describe('SearchButton', () => {
  it('opens the search dialog', async () => {
    const { SearchButton } = await import('../../packages/theme-default/src/Search/SearchButton');
    renderWithPage(
      <>
        <SearchButton />
        <SearchModal />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search docs' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
