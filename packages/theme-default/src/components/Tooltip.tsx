/**
 * A short text label shown beside an element on pointer hover and on keyboard focus: for text an
 * ellipsis cuts off, or a control whose name is only an icon. The popup is `role="tooltip"` and
 * the element points at it with `aria-describedby` while it shows. It appears at once, leaves
 * 0.1 s after the pointer does (so the pointer can cross the gap onto it), and Escape or blur
 * dismiss it (`use-tooltip.tsx`).
 */
import { cloneElement, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode, type Ref, type RefCallback, useId, useRef } from 'react';
import { type TooltipTiming, useTooltip } from './use-tooltip';

export { TOOLTIP_DEFAULTS, type TooltipPlacement, tooltipPosition } from './use-tooltip';

/** What the tooltip adds to its trigger; the trigger's own handlers still run. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface TooltipProps extends TooltipTiming {
  content: ReactNode;
  /** One element that takes a ref (a DOM element, or a component passing `ref` on to one). */
  children: ReactElement<TriggerProps>;
  /** Asked each time the tooltip would show, with the trigger element; `false` keeps it hidden. */
  showWhen?: (trigger: HTMLElement) => boolean;
}

/** True when an element's text is wider than the box that shows it (cut off by overflow). */
export function isCutOff(element: Element | null): boolean {
  return !!element && element.scrollWidth > element.clientWidth;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function Tooltip({ content, children, showWhen, ...timing }: TooltipProps) {
  const tooltip = useTooltip(useId(), timing);
  const trigger = useRef<HTMLElement | null>(null);
  const show = () => {
    const element = trigger.current;
    if (element && (!showWhen || showWhen(element))) tooltip.show(element);
  };

  const own = children.props;
  const setTrigger: RefCallback<HTMLElement> = (element) => {
    trigger.current = element;
    assignRef(own.ref, element);
  };
  const describedBy = [own['aria-describedby'], tooltip.shownFor ? tooltip.id : undefined].filter(Boolean).join(' ') || undefined;
  const triggerElement = cloneElement(children, {
    ref: setTrigger,
    'aria-describedby': describedBy,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      show();
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      tooltip.hideLater();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      tooltip.hideNow();
    },
  });

  return (
    <>
      {triggerElement}
      {tooltip.popup(content)}
    </>
  );
}
