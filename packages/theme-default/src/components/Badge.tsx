import type { ReactNode } from 'react';

export function Badge({ text, type = 'tip', children }: { text?: string; type?: 'tip' | 'info' | 'warning' | 'danger'; children?: ReactNode }) {
  return <span className={`q-badge q-badge--${type}`}>{children ?? text}</span>;
}
