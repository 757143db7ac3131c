/**
 * Tooltips for every element of a container that matches a selector, with one popup and one set
 * of handlers on the container instead of a `Tooltip` per element. The sidebar has hundreds of
 * links that may need one, and each page pre-renders all of them: a `Tooltip` per link would be a
 * component with its own hooks on every link of every page, for popups that only show on hover
 * and focus. The behaviour is `Tooltip`'s: shown on pointer entry and on keyboard focus when
 * `showWhen` agrees, hidden 0.1 s after the pointer leaves, at once on blur and Escape, and the
 * shown element's `aria-describedby` names the popup.
 */
import { type FocusEvent, type MouseEvent, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { type TooltipTiming, useTooltip } from './use-tooltip';

export interface TooltipsWithinOptions extends TooltipTiming {
  /** The popup's id, unique in the document (see `useTooltip`). */
  id: string;
  /** The elements that get a tooltip (`closest()` of the event's target, inside the container). */
  selector: string;
  /** What the popup shows for an element. */
  content: (element: HTMLElement) => ReactNode;
  /** Asked each time the tooltip would show; `false` keeps it hidden. */
  showWhen?: (element: HTMLElement) => boolean;
}

/** Spread on the container; React's focus and mouse-over events bubble, so they reach it from every element. */
export interface ContainerHandlers {
  onMouseOver(event: MouseEvent<HTMLElement>): void;
  onMouseOut(event: MouseEvent<HTMLElement>): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

export function useTooltipsWithin({ id, selector, content, showWhen, ...timing }: TooltipsWithinOptions): {
  handlers: ContainerHandlers;
  popup: ReactNode;
} {
  const tooltip = useTooltip(id, timing);
  const { shownFor } = tooltip;

  // The links are drawn by a memoised list that does not render again for a tooltip, so the
  // description is set on the element itself (its own description, if any, is kept).
  useLayoutEffect(() => {
    if (!shownFor) return;
    const own = shownFor.getAttribute('aria-describedby');
    shownFor.setAttribute('aria-describedby', own ? `${own} ${id}` : id);
    return () => {
      if (own === null) shownFor.removeAttribute('aria-describedby');
      else shownFor.setAttribute('aria-describedby', own);
    };
  }, [shownFor, id]);
  // An element that left the page (the sidebar of another section) takes its popup along.
  useEffect(() => {
    if (shownFor && !shownFor.isConnected) tooltip.hideNow();
  });

  const elementOf = (target: EventTarget | null, container: HTMLElement): HTMLElement | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>(selector) : null;
    return element && container.contains(element) ? element : null;
  };
  /** Mouse-over and mouse-out also fire between an element's own children: only crossing its edge counts. */
  const crossesEdge = (element: HTMLElement, other: EventTarget | null) => !(other instanceof Node && element.contains(other));
  const show = (element: HTMLElement) => {
    if (!showWhen || showWhen(element)) tooltip.show(element);
  };

  const handlers: ContainerHandlers = {
    onMouseOver(event) {
      const element = elementOf(event.target, event.currentTarget);
      if (element && crossesEdge(element, event.relatedTarget)) show(element);
    },
    onMouseOut(event) {
      const element = elementOf(event.target, event.currentTarget);
      if (element && crossesEdge(element, event.relatedTarget)) tooltip.hideLater();
    },
    onFocus(event) {
      const element = elementOf(event.target, event.currentTarget);
      if (element) show(element);
    },
    onBlur(event) {
      if (elementOf(event.target, event.currentTarget)) tooltip.hideNow();
    },
  };
  return { handlers, popup: tooltip.popup(shownFor && content(shownFor)) };
}
