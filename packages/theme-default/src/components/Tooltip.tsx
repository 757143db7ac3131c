/**
 * A short text label shown beside an element on pointer hover and on keyboard focus: for text an
 * ellipsis cuts off, or a control whose name is only an icon. The popup is `role="tooltip"` and
 * the element points at it with `aria-describedby` while it shows. It appears at once, leaves
 * 0.1 s after the pointer does (so the pointer can cross the gap onto it), and Escape or blur
 * dismiss it.
 */
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

export type TooltipPlacement = 'right' | 'left' | 'top' | 'bottom';

export const TOOLTIP_DEFAULTS = { enterDelay: 0, leaveDelay: 100, placement: 'right', offset: 4 } as const;

/** What the tooltip adds to its trigger; the trigger's own handlers still run. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface TooltipProps {
  content: ReactNode;
  /** One element that takes a ref (a DOM element, or a component passing `ref` on to one). */
  children: ReactElement<TriggerProps>;
  /** @default 'right' */
  placement?: TooltipPlacement;
  /** Gap between the element and the popup, in px. @default 4 */
  offset?: number;
  /** ms before showing. @default 0 */
  enterDelay?: number;
  /** ms before hiding once the pointer leaves. @default 100 */
  leaveDelay?: number;
  /** Asked each time the tooltip would show, with the trigger element; `false` keeps it hidden. */
  showWhen?: (trigger: HTMLElement) => boolean;
}

/** True when an element's text is wider than the box that shows it (cut off by overflow). */
export function isCutOff(element: Element | null): boolean {
  return !!element && element.scrollWidth > element.clientWidth;
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

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function Tooltip({
  content,
  children,
  placement = TOOLTIP_DEFAULTS.placement,
  offset = TOOLTIP_DEFAULTS.offset,
  enterDelay = TOOLTIP_DEFAULTS.enterDelay,
  leaveDelay = TOOLTIP_DEFAULTS.leaveDelay,
  showWhen,
}: TooltipProps) {
  const id = useId();
  const trigger = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);

  const clearTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    clearTimer();
    const element = trigger.current;
    if (!element || (showWhen && !showWhen(element))) return;
    if (enterDelay > 0) timer.current = setTimeout(() => setOpen(true), enterDelay);
    else setOpen(true);
  };
  const hideNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);
  const hideLater = () => {
    clearTimer();
    if (leaveDelay > 0) timer.current = setTimeout(hideNow, leaveDelay);
    else hideNow();
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const element = trigger.current;
    setPosition(open && element ? tooltipPosition(element.getBoundingClientRect(), placement, offset) : null);
  }, [open, placement, offset]);

  // Escape dismisses wherever focus is (WCAG 1.4.13); a scroll would leave the popup behind.
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

  const own = children.props;
  const setTrigger: RefCallback<HTMLElement> = (element) => {
    trigger.current = element;
    assignRef(own.ref, element);
  };
  const describedBy = [own['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined;
  const triggerElement = cloneElement(children, {
    ref: setTrigger,
    'aria-describedby': describedBy,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      show();
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      hideLater();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hideNow();
    },
  });

  return (
    <>
      {triggerElement}
      {open &&
        createPortal(
          <div
            id={id}
            role="tooltip"
            className={`q-tooltip q-tooltip--${placement}`}
            style={position ? { left: position.left, top: position.top } : { visibility: 'hidden' }}
            onMouseEnter={clearTimer}
            onMouseLeave={hideLater}
          >
            {content}
          </div>,
          document.body,
        )}
    </>
  );
}
