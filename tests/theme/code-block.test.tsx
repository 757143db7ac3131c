// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../fixtures/render';
import { CodeBlock } from '#theme-default/components/CodeBlock.tsx';

const html = '<pre class="shiki"><code><span class="line">const a = 1;</span></code></pre>';
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CodeBlock', () => {
  it('copies the code and shows the copied state for 2 s', async () => {
    renderWithPage(<CodeBlock lang="ts" html={html} title="a.ts" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button.classList.contains('q-code__button--copied')).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(button);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code' }).classList.contains('q-code__button--copied')).toBe(false);
  });

  it('restarts the 2 s when copied again', async () => {
    renderWithPage(<CodeBlock lang="ts" html={html} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copied' })));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('warns and stays in the copy state when the clipboard refuses', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithPage(<CodeBlock lang="ts" html={html} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code' })));
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    warn.mockRestore();
  });

  it('toggles line wrapping', () => {
    const { container } = renderWithPage(<CodeBlock lang="ts" html={html} />);
    const toggle = screen.getByRole('button', { name: 'Toggle line wrap' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('.q-code')?.classList.contains('q-code--wrap')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.q-code')?.classList.contains('q-code--wrap')).toBe(true);
    fireEvent.click(toggle);
    expect(container.querySelector('.q-code')?.classList.contains('q-code--wrap')).toBe(false);
  });

  it('starts wrapped when asked to', () => {
    renderWithPage(<CodeBlock lang="ts" html={html} wrap />);
    expect(screen.getByRole('button', { name: 'Toggle line wrap' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('height limits the scroll area; fold cuts the code until the reader expands it', () => {
    const { container, unmount } = renderWithPage(<CodeBlock lang="ts" html={html} height={200} />);
    expect((container.querySelector('.q-code__scroll') as HTMLElement).style.maxHeight).toBe('200px');
    expect(container.querySelector('.q-code__fold')).toBeNull();
    unmount();
    renderWithPage(<CodeBlock lang="ts" html={html} fold />);
    const scroll = document.querySelector('.q-code__scroll') as HTMLElement;
    expect(scroll.style.maxHeight).toBe('300px');
    const button = screen.getByRole('button', { name: 'Expand' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(scroll.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true');
  });
});
