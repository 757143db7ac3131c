import type { ReactNode } from 'react';

/** A small inline label; `outline` draws it as a border instead of a fill (as in Rspress). */
export function Badge({
  text,
  type = 'tip',
  outline = false,
  children,
}: {
  text?: string;
  type?: 'tip' | 'info' | 'warning' | 'danger';
  outline?: boolean;
  children?: ReactNode;
}) {
  return <span className={`q-badge q-badge--${type}${outline ? ' q-badge--outline' : ''}`}>{children ?? text}</span>;
}
