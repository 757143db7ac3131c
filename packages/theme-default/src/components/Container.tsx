/** `:::tip` and friends. `details` is a native disclosure widget. */
import type { ReactNode } from 'react';

const DEFAULT_TITLES: Record<string, string> = {
  tip: 'TIP',
  info: 'INFO',
  note: 'NOTE',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'DANGER',
  details: 'Details',
};

export function Container({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const heading = title || DEFAULT_TITLES[type] || type.toUpperCase();
  if (type === 'details') {
    return (
      <details className="q-container q-container--details">
        <summary className="q-container__title">{heading}</summary>
        <div className="q-container__body">{children}</div>
      </details>
    );
  }
  return (
    <div className={`q-container q-container--${type}`}>
      <p className="q-container__title">{heading}</p>
      <div className="q-container__body">{children}</div>
    </div>
  );
}
