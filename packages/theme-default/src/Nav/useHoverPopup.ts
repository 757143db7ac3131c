/**
 * A button and the popup it controls: opens on hover, click, Enter/Space or ArrowDown; closes
 * 150 ms after the pointer leaves, on Escape (focus back on the button), on a click elsewhere
 * and when focus leaves.
 */
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

export const CLOSE_DELAY = 150;

export function useHoverPopup(closeDelay = CLOSE_DELAY) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpened = useRef(false);
  const focusFirst = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement & HTMLDivElement>(null);

  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    hoverOpened.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    }
    const onDown = (e: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, close]);

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => {
      cancel();
      if (!open) hoverOpened.current = true;
      setOpen(true);
    },
    onMouseLeave: () => {
      cancel();
      timer.current = setTimeout(close, closeDelay);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape' && open) {
        e.stopPropagation();
        close();
        buttonRef.current?.focus();
      }
    },
    onBlur: (e: FocusEvent) => {
      if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) close();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => {
      // A click right after hovering open keeps the popup open instead of closing it again.
      if (open && hoverOpened.current) {
        hoverOpened.current = false;
        return;
      }
      hoverOpened.current = false;
      setOpen(!open);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
        else {
          focusFirst.current = true;
          setOpen(true);
        }
      }
    },
  };

  const panelProps = { ref: panelRef, id, hidden: !open };

  return { open, close, rootProps, buttonProps, panelProps };
}
