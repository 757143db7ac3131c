// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextAppearance, parseAppearance, resolveDark, revealClipPath, revealRadius, shouldAnimate } from '#theme-default/logic/appearance.ts';
import { useAppearance } from '#theme-default/Appearance/useAppearance.ts';
import { Nav } from '#theme-default/Nav/Nav.tsx';
import { patchThemeConfig } from '../fixtures/site-data';
import { renderWithPage } from '../fixtures/render';

/** A controllable window.matchMedia for jsdom, which has none. */
type Listener = (e: { matches: boolean; media: string }) => void;

function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return state[query] ?? false;
    },
    onchange: null,
    addEventListener: (_: string, fn: Listener) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(fn);
    },
    removeEventListener: (_: string, fn: Listener) => listeners.get(query)?.delete(fn),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      for (const fn of listeners.get(query) ?? []) fn({ matches, media: query });
    },
  };
}

const DARK = '(prefers-color-scheme: dark)';
const REDUCED = '(prefers-reduced-motion: reduce)';
const html = document.documentElement;
const button = (name: RegExp) => screen.getAllByRole('button', { name })[0];

describe('appearance rules', () => {
  it('parses stored values, defaulting to auto', () => {
    expect(parseAppearance('dark')).toBe('dark');
    expect(parseAppearance('light')).toBe('light');
    expect(parseAppearance(null)).toBe('auto');
    expect(parseAppearance('purple')).toBe('auto');
  });
  it('cycles light → dark → auto → light', () => {
    expect(nextAppearance('light')).toBe('dark');
    expect(nextAppearance('dark')).toBe('auto');
    expect(nextAppearance('auto')).toBe('light');
  });
  it('resolves auto from the system and keeps light when dark mode is off', () => {
    expect(resolveDark('auto', true)).toBe(true);
    expect(resolveDark('auto', false)).toBe(false);
    expect(resolveDark('light', true)).toBe(false);
    expect(resolveDark('dark', false)).toBe(true);
    expect(resolveDark('dark', true, false)).toBe(false);
  });
  it('animates only with view transitions, without reduced motion, when the theme changes', () => {
    expect(shouldAnimate(true, false, true)).toBe(true);
    expect(shouldAnimate(false, false, true)).toBe(false);
    expect(shouldAnimate(true, true, true)).toBe(false);
    expect(shouldAnimate(true, false, false)).toBe(false);
  });
  it('reveals from the click point to the farthest corner', () => {
    expect(revealRadius(0, 0, 300, 400)).toBe(500);
    expect(revealRadius(300, 400, 300, 400)).toBe(500);
    expect(revealClipPath(10.4, 20, 99.2)).toEqual(['circle(0px at 10px 20px)', 'circle(100px at 10px 20px)']);
  });
});

describe('ThemeToggle in the navbar', () => {
  let media: ReturnType<typeof installMatchMedia>;
  let restoreConfig: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    html.className = '';
    media = installMatchMedia();
  });
  afterEach(() => {
    cleanup();
    delete (document as { startViewTransition?: unknown }).startViewTransition;
    restoreConfig?.();
    restoreConfig = undefined;
  });

  it('renders auto pressed, then applies the stored choice after mount', () => {
    localStorage.setItem('theme-appearance', 'dark');
    renderWithPage(<Nav />);
    expect(button(/^Dark theme/).getAttribute('aria-pressed')).toBe('true');
    expect(button(/^Auto theme/).getAttribute('aria-pressed')).toBe('false');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('renders once after mount when the choice and the system agree with hydration’s defaults, leaving the inline script’s class', () => {
    let renders = 0;
    function Probe() {
      renders++;
      useAppearance(true);
      return null;
    }
    // As the inline script leaves it for a reader with no choice stored on a light system.
    html.style.colorScheme = 'light';
    renderWithPage(<Probe />);
    expect(renders).toBe(1);
    expect(html.classList.contains('dark')).toBe(false);
    // A dark system differs from the defaults: one more render, and the class follows.
    cleanup();
    media.set(DARK, true);
    html.classList.add('dark');
    renders = 0;
    renderWithPage(<Probe />);
    expect(renders).toBe(2);
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');
  });

  it('stores a choice and sets the dark class', () => {
    renderWithPage(<Nav />);
    expect(button(/^Auto theme/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button(/^Dark theme/));
    expect(localStorage.getItem('theme-appearance')).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.style.colorScheme).toBe('dark');
    fireEvent.click(button(/^Light theme/));
    expect(localStorage.getItem('theme-appearance')).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
    expect(button(/^Light theme/).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the system setting in auto mode, live', () => {
    renderWithPage(<Nav />);
    expect(html.classList.contains('dark')).toBe(false);
    act(() => media.set(DARK, true));
    expect(html.classList.contains('dark')).toBe(true);
    act(() => media.set(DARK, false));
    expect(html.classList.contains('dark')).toBe(false);
    fireEvent.click(button(/^Light theme/));
    act(() => media.set(DARK, true));
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('follows a change made in another tab', () => {
    renderWithPage(<Nav />);
    act(() => {
      localStorage.setItem('theme-appearance', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme-appearance', newValue: 'dark' }));
    });
    expect(html.classList.contains('dark')).toBe(true);
    expect(button(/^Dark theme/).getAttribute('aria-pressed')).toBe('true');
  });

  it('hides the toggle and stays light when darkMode is false', () => {
    restoreConfig = patchThemeConfig({ darkMode: false });
    localStorage.setItem('theme-appearance', 'dark');
    media.set(DARK, true);
    renderWithPage(<Nav />);
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('reveals the new theme with a 400 ms view transition from the button', async () => {
    const animate = vi.fn();
    html.animate = animate as unknown as typeof html.animate;
    const start = vi.fn((update: () => void) => {
      update();
      return { ready: Promise.resolve() };
    });
    Object.assign(document, { startViewTransition: start });
    renderWithPage(<Nav />);
    fireEvent.click(button(/^Dark theme/));
    expect(start).toHaveBeenCalledTimes(1);
    expect(html.classList.contains('dark')).toBe(true);
    await act(async () => {});
    expect(animate).toHaveBeenCalledTimes(1);
    const [frames, options] = animate.mock.calls[0];
    expect(frames.clipPath[0]).toMatch(/^circle\(0px at /);
    expect(options).toMatchObject({ duration: 400, pseudoElement: '::view-transition-new(root)' });
  });

  it('switches without a transition when reduced motion is asked for', () => {
    media.set(REDUCED, true);
    const start = vi.fn();
    Object.assign(document, { startViewTransition: start });
    renderWithPage(<Nav />);
    fireEvent.click(button(/^Dark theme/));
    expect(start).not.toHaveBeenCalled();
    expect(html.classList.contains('dark')).toBe(true);
  });
});
