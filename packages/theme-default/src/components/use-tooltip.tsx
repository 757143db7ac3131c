/**
 * What a tooltip does, apart from how its elements are found: which element it shows beside,
 * the show and hide timers, its position, dismissal by Escape and by scrolling, and the popup.
 * `Tooltip` drives it for one element; `useTooltipsWithin` for every matching element of a
 * container (the sidebar's links), with one popup for all of them.
 */
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export type TooltipPlacement = 'right' | 'left' | 'top' | 'bottom';

export const TOOLTIP_DEFAULTS = { enterDelay: 0, leaveDelay: 100, placement: 'right', offset: 4 } as const;

export interface TooltipTiming {
  /** @default 'right' */
  placement?: TooltipPlacement;
  /** Gap between the element and the popup, in px. @default 4 */
  offset?: number;
  /** ms before showing. @default 0 */
  enterDelay?: number;
  /** ms before hiding once the pointer leaves. @default 100 */
  leaveDelay?: number;
}

interface Position {
  left: number;
  top: number;
}

/** Viewport coordinates of the popup's anchor point; CSS per placement turns it into the popup's corner. */
export function tooltipPosition(rect: DOMRect, placement: TooltipPlacement, offset: number): Position {
  switch (placement) {
    case 'right':
      return { left: rect.right + offset, top: rect.top + rect.height / 2 };
    case 'left':
      return { left: rect.left - offset, top: rect.top + rect.height / 2 };
    case 'top':
      return { left: rect.left + rect.width / 2, top: rect.top - offset };
    case 'bottom':
      return { left: rect.left + rect.width / 2, top: rect.bottom + offset };
  }
}

export interface TooltipState {
  /** The popup's id, for the shown element's `aria-describedby`. */
  id: string;
  /** The element the popup shows beside, or null while hidden. */
  shownFor: HTMLElement | null;
  /** Shows beside `element` (after the enter delay); a hide under way is called off. */
  show(element: HTMLElement): void;
  hideLater(): void;
  hideNow(): void;
  /** The popup with `content` while it shows (a portal into the body), else null. */
  popup(content: ReactNode): ReactNode;
}

/**
 * `id` is the popup's id, unique in the document. The caller chooses it: `useId` in a component
 * changes the ids React derives for everything below it, and the sidebar's groups use theirs
 * in the pre-rendered HTML.
 */
export function useTooltip(
  id: string,
  {
    placement = TOOLTIP_DEFAULTS.placement,
    offset = TOOLTIP_DEFAULTS.offset,
    enterDelay = TOOLTIP_DEFAULTS.enterDelay,
    leaveDelay = TOOLTIP_DEFAULTS.leaveDelay,
  }: TooltipTiming,
): TooltipState {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [shownFor, setShownFor] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<Position | null>(null);

  const clearTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = (element: HTMLElement) => {
    clearTimer();
    if (enterDelay > 0) timer.current = setTimeout(() => setShownFor(element), enterDelay);
    else setShownFor(element);
  };
  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setShownFor(null);
  }, []);
  const hideLater = () => {
    clearTimer();
    if (leaveDelay > 0) timer.current = setTimeout(hideNow, leaveDelay);
    else hideNow();
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    setPosition(shownFor ? tooltipPosition(shownFor.getBoundingClientRect(), placement, offset) : null);
  }, [shownFor, placement, offset]);

  // Escape dismisses wherever focus is (WCAG 1.4.13); a scroll would leave the popup behind.
  const open = shownFor !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideNow();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hideNow, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hideNow, { capture: true });
    };
  }, [open, hideNow]);

  const popup = (content: ReactNode) =>
    open &&
    createPortal(
      <div
        id={id}
        role="tooltip"
        className={`q-tooltip q-tooltip--${placement}`}
        style={position ? { left: position.left, top: position.top } : { visibility: 'hidden' }}
        // The pointer may cross the gap onto the popup without it going away.
        onMouseEnter={clearTimer}
        onMouseLeave={hideLater}
      >
        {content}
      </div>,
      document.body,
    );

  return { id, shownFor, show, hideLater, hideNow, popup };
}
