// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyMarkdown } from '#theme-default/CopyMarkdown/CopyMarkdown.tsx';
import { renderWithPage } from '../fixtures/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CopyMarkdown', () => {
  it("copies the page's Markdown copy and says so", async () => {
    const fetchMock = vi.fn().mockResolvedValue({ ok: true, text: async () => '# Page A\n' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithPage(<CopyMarkdown />, { routePath: '/guide/' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Markdown' }));
    });
    expect(fetchMock).toHaveBeenCalledWith('/guide/index.md');
    expect(writeText).toHaveBeenCalledWith('# Page A\n');
    expect(screen.getByRole('button').textContent).toBe('Copied');
  });

  it('reports a failed fetch without throwing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: false, status: 404 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithPage(<CopyMarkdown />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Markdown' }));
    });
    expect(screen.getByRole('button').textContent).toBe('Copy failed');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
