/** Light / dark / auto switch: three buttons, the current one pressed. */
import type { MouseEvent, ReactNode } from 'react';
import { APPEARANCES, type Appearance } from '../logic/appearance';
import type { AppearanceState } from './useAppearance';
import { Tooltip } from '../components/Tooltip';
import { type ThemeTexts, useThemeConfig } from '../logic/theme-config';

const TEXT_OF: Record<Appearance, keyof ThemeTexts> = { light: 'lightThemeText', dark: 'darkThemeText', auto: 'autoThemeText' };

const DRAWINGS: Record<Appearance, ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  auto: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
};

function Icon({ name }: { name: Appearance }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[name]}
    </svg>
  );
}

export interface ThemeToggleProps {
  state: AppearanceState;
  className?: string;
}

export function ThemeToggle({ state, className }: ThemeToggleProps) {
  const { texts } = useThemeConfig();
  const choose = (value: Appearance) => (e: MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    state.setAppearance(value, { x: box.left + box.width / 2, y: box.top + box.height / 2 });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: three toggle buttons, which a <fieldset> (for form controls) is not.
    <div className={`q-theme-toggle${className ? ` ${className}` : ''}`} role="group" aria-label={texts.themeText}>
      {APPEARANCES.map((value) => (
        <Tooltip key={value} content={texts[TEXT_OF[value]]} placement="bottom">
          <button
            type="button"
            className="q-theme-toggle__button"
            aria-label={texts[TEXT_OF[value]]}
            aria-pressed={state.appearance === value}
            onClick={choose(value)}
          >
            <Icon name={value} />
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
