// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@quire/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outline } from '#theme-default/Outline/Outline.tsx';
import { OutlineDropdown } from '#theme-default/Outline/OutlineDropdown.tsx';
import { renderWithPage } from '../fixtures/render';

const toc = [
  { id: 'one', text: 'One', depth: 2, charIndex: -1 },
  { id: 'two', text: 'Two', depth: 3, charIndex: -1 },
  { id: 'three', text: 'Three', depth: 2, charIndex: -1 },
];
/** Viewport tops of the headings, changed by the tests to simulate scrolling. */
const tops: Record<string, number> = {};

function rect(top: number) {
  return { top, bottom: top + 20, height: 20, left: 0, right: 0, width: 0, x: 0, y: top, toJSON() {} } as DOMRect;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  for (const item of toc) {
    const h = document.createElement('h2');
    h.id = item.id;
    document.body.append(h);
  }
  Object.assign(tops, { one: 300, two: 900, three: 1500 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return rect(tops[this.id] ?? 0);
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function scrollTo(y: number, headingTops: Record<string, number>) {
  (window as { scrollY: number }).scrollY = y;
  Object.assign(tops, headingTops);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
  });
}

const current = () => document.querySelector('.q-outline [aria-current]')?.textContent;

describe('Outline', () => {
  it('highlights the heading that passed the line 72 px below the navbar, throttled', () => {
    renderWithPage(<Outline />, { toc });
    expect(current()).toBeUndefined();
    scrollTo(400, { one: 60, two: 500, three: 1100 });
    expect(current()).toBe('One');
    expect(screen.getByRole('link', { name: 'One' }).getAttribute('aria-current')).toBe('location');
    // Several scroll events within 100 ms update once at the end of the window.
    (window as { scrollY: number }).scrollY = 900;
    Object.assign(tops, { one: -440, two: 40, three: 600 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(50);
    });
    expect(current()).toBe('One');
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(current()).toBe('Two');
  });

  it('marks the last heading at the bottom of the page', () => {
    renderWithPage(<Outline />, { toc });
    // Three is still far below the line, but the page cannot scroll further.
    scrollTo(5000 - window.innerHeight, { one: -2000, two: 30, three: 400 });
    expect(current()).toBe('Three');
  });

  it('updates the hash and scrolls smoothly to 72 px below the navbar on click', () => {
    renderWithPage(<Outline />, { toc });
    (window as { scrollY: number }).scrollY = 100;
    fireEvent.click(screen.getByRole('link', { name: 'Two' }));
    // No navbar in this test: the heading's document top (100 + 900) minus 72.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 928, behavior: 'smooth' });
  });

  it('keeps the query string when it sets the hash', () => {
    function Where() {
      const { search, hash } = useLocation();
      return <output>{`${search}${hash}`}</output>;
    }
    renderWithPage(
      <>
        <Outline />
        <Where />
      </>,
      { routePath: '/guide/a?navbar=0', toc },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Three' }));
    expect(screen.getByRole('status').textContent).toBe('?navbar=0#three');
  });
});

describe('OutlineDropdown', () => {
  it('opens with its button and closes on outside click and item choice', () => {
    renderWithPage(<OutlineDropdown />, { toc });
    const button = screen.getByRole('button', { name: 'ON THIS PAGE' });
    const panel = document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Three' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('renders nothing without headings', () => {
    const { container } = renderWithPage(<OutlineDropdown />);
    expect(container.innerHTML).toBe('');
  });
});
