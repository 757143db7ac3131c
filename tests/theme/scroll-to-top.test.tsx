// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '#theme-default/ScrollToTop/ScrollToTop.tsx';
import { renderWithPage } from '../fixtures/render';
import siteData from '../fixtures/site-data';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function scroll(y: number) {
  (window as { scrollY: number }).scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
  });
}

describe('ScrollToTop', () => {
  it('appears after scrolling down and scrolls back to the top', () => {
    renderWithPage(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scroll(800);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('stays away unless themeConfig.enableScrollToTop is on', () => {
    const theme = siteData.themeConfig as Record<string, unknown>;
    theme.enableScrollToTop = false;
    try {
      renderWithPage(<ScrollToTop />);
      scroll(800);
      expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    } finally {
      theme.enableScrollToTop = true;
    }
  });
});
