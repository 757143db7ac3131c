/** `:::tip` and friends. `details` is a native disclosure widget. */
import type { ReactNode } from 'react';
import { type ThemeTexts, useThemeConfig } from '../logic/theme-config';

const TITLE_TEXTS: Partial<Record<string, keyof ThemeTexts>> = {
  tip: 'tipContainerText',
  info: 'infoContainerText',
  note: 'noteContainerText',
  important: 'importantContainerText',
  warning: 'warningContainerText',
  caution: 'cautionContainerText',
  danger: 'dangerContainerText',
  details: 'detailsContainerText',
};

export function Container({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const { texts } = useThemeConfig();
  const text = TITLE_TEXTS[type];
  const heading = title || (text ? texts[text] : type.toUpperCase());
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
