// @vitest-environment jsdom
/**
 * The drawer's scroll lock on iOS, where body-scroll-lock needs the element that may still
 * scroll: the sidebar always hands it over, so the library's iOS error never appears; the error
 * text itself is pinned here because it is part of the documented error catalogue.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// body-scroll-lock decides "iOS" once, when it is first imported: the platform is set before.
vi.hoisted(() => {
  Object.defineProperty(window.navigator, 'platform', { configurable: true, value: 'iPhone' });
});

const { disableBodyScroll, enableBodyScroll } = await import('body-scroll-lock');
const { Sidebar } = await import('#theme-default/Sidebar/Sidebar.tsx');
const { renderWithPage } = await import('../fixtures/render');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// The library's iOS lock checks for a bottom bar on a timer after locking; let it run while the page's window still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('scroll lock on iOS', () => {
  it('locks with the drawer as its target: touch handling on the drawer, no console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    // The iOS path of the library (loaded on first open): it watches touches on the target
    // instead of hiding overflow.
    await waitFor(() => expect(typeof nav.ontouchmove).toBe('function'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav.ontouchmove).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('without a target logs the library’s exact error and locks nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    disableBodyScroll(undefined as unknown as HTMLElement);
    expect(error).toHaveBeenCalledWith(
      'disableBodyScroll unsuccessful - targetElement must be provided when calling disableBodyScroll on IOS devices.',
    );
    enableBodyScroll(undefined as unknown as HTMLElement);
    expect(error).toHaveBeenLastCalledWith(
      'enableBodyScroll unsuccessful - targetElement must be provided when calling enableBodyScroll on IOS devices.',
    );
    expect(document.body.style.position).toBe('');
  });
});
