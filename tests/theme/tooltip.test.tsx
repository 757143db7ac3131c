// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCutOff, Tooltip, TOOLTIP_DEFAULTS, tooltipPosition } from '#theme-default/components/Tooltip.tsx';
import { CodeBlock } from '#theme-default/components/CodeBlock.tsx';
import { Nav } from '#theme-default/Nav/Nav.tsx';
import { Sidebar } from '#theme-default/Sidebar/Sidebar.tsx';
import { renderWithPage } from '../fixtures/render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tip = () => screen.queryByRole('tooltip');

function renderButton(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
  render(
    <Tooltip content="Full title" {...props}>
      <button type="button">Icon</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Icon' });
}

describe('Tooltip', () => {
  it("has the issue's defaults: enter 0, leave 0.1 s, right, 4 px", () => {
    expect(TOOLTIP_DEFAULTS).toEqual({ enterDelay: 0, leaveDelay: 100, placement: 'right', offset: 4 });
  });

  it('shows at once on hover and hides 100 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    const button = renderButton();
    fireEvent.mouseEnter(button);
    expect(tip()?.textContent).toBe('Full title');
    expect(button.getAttribute('aria-describedby')).toBe(tip()?.id);
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(99));
    expect(tip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('stays while the pointer moves from the element onto the popup', () => {
    vi.useFakeTimers();
    const button = renderButton();
    fireEvent.mouseEnter(button);
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(50));
    fireEvent.mouseEnter(tip()!);
    act(() => vi.advanceTimersByTime(500));
    expect(tip()).not.toBeNull();
    fireEvent.mouseLeave(tip()!);
    act(() => vi.advanceTimersByTime(100));
    expect(tip()).toBeNull();
  });

  it('honours a custom enter delay', () => {
    vi.useFakeTimers();
    const button = renderButton({ enterDelay: 300 });
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(299));
    expect(tip()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).not.toBeNull();
  });

  it('shows on keyboard focus, hides on Escape and on blur', () => {
    const button = renderButton();
    act(() => button.focus());
    expect(tip()).not.toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(tip()).toBeNull();
    act(() => button.blur());
    act(() => button.focus());
    expect(tip()).not.toBeNull();
    act(() => button.blur());
    expect(tip()).toBeNull();
  });

  it('places the popup 4 px to the right of the element, vertically centred', () => {
    const button = renderButton();
    button.getBoundingClientRect = () => new DOMRect(10, 20, 100, 30);
    fireEvent.mouseEnter(button);
    expect(tip()!.className).toContain('q-tooltip--right');
    expect(tip()!.style.left).toBe('114px');
    expect(tip()!.style.top).toBe('35px');
    const rect = new DOMRect(10, 20, 100, 30);
    expect(tooltipPosition(rect, 'left', 4)).toEqual({ left: 6, top: 35 });
    expect(tooltipPosition(rect, 'top', 4)).toEqual({ left: 60, top: 16 });
    expect(tooltipPosition(rect, 'bottom', 4)).toEqual({ left: 60, top: 54 });
  });

  it("keeps the element's own handlers, ref and description", () => {
    const onMouseEnter = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Tooltip content="More">
        <button type="button" ref={ref} onMouseEnter={onMouseEnter} aria-describedby="hint">
          Icon
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    expect(onMouseEnter).toHaveBeenCalledOnce();
    expect(ref.current).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBe(`hint ${tip()!.id}`);
  });

  it('asks showWhen before showing', () => {
    const button = renderButton({ showWhen: () => false });
    fireEvent.mouseEnter(button);
    act(() => button.focus());
    expect(tip()).toBeNull();
  });

  it('knows text cut off by overflow', () => {
    const box = (scrollWidth: number) => {
      const element = document.createElement('span');
      Object.defineProperties(element, { scrollWidth: { value: scrollWidth }, clientWidth: { value: 200 } });
      return element;
    };
    expect(isCutOff(box(300))).toBe(true);
    expect(isCutOff(box(200))).toBe(false);
    expect(isCutOff(null)).toBe(false);
  });
});

describe('sidebar titles cut off by the ellipsis', () => {
  it('get a tooltip with the whole title, and only those', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    const links = [...document.querySelectorAll<HTMLElement>('.q-sidebar__link')];
    expect(links.length).toBeGreaterThan(1);
    const [cut, whole] = links;
    Object.defineProperties(cut.querySelector('.q-sidebar__text')!, { scrollWidth: { value: 300 }, clientWidth: { value: 200 } });
    fireEvent.mouseEnter(whole);
    expect(tip()).toBeNull();
    fireEvent.mouseEnter(cut);
    expect(tip()?.textContent).toBe(cut.textContent);
    expect(cut.getAttribute('aria-describedby')).toBe(tip()!.id);
  });
});

describe('icon-only social links', () => {
  it('name themselves in a tooltip below the icon', () => {
    renderWithPage(<Nav />);
    const github = screen.getAllByRole('link', { name: 'GitHub' })[0];
    expect(github.hasAttribute('title')).toBe(false);
    fireEvent.mouseEnter(github);
    expect(tip()?.textContent).toBe('GitHub');
    expect(tip()!.className).toContain('q-tooltip--bottom');
  });

  it('include the theme switch buttons, named below them on focus', () => {
    renderWithPage(<Nav />);
    const dark = screen.getAllByRole('button', { name: 'Dark theme' })[0];
    expect(dark.hasAttribute('title')).toBe(false);
    act(() => dark.focus());
    expect(tip()?.textContent).toBe('Dark theme');
    expect(tip()!.className).toContain('q-tooltip--bottom');
  });

  it('include the code block buttons, named to their left', () => {
    renderWithPage(<CodeBlock lang="ts" html="<pre><code>x</code></pre>" />);
    const copy = screen.getByRole('button', { name: 'Copy code' });
    fireEvent.mouseEnter(copy);
    expect(tip()?.textContent).toBe('Copy code');
    expect(tip()!.className).toContain('q-tooltip--left');
  });
});
