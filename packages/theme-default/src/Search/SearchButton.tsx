/**
 * The navbar's search button; shows the keyboard shortcut. Pointer over, a press or focus fetches
 * the dialog's code ahead of the click. Absent when search is off.
 */
import { useSiteData } from '@quire/runtime';
import { useEffect, useState } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { openSearch, prepareSearch } from './search-events';

export function SearchButton() {
  const { texts } = useThemeConfig();
  const off = useSiteData().search.mode === 'off';
  // The shortcut label depends on the platform, known only in the browser.
  const [mod, setMod] = useState('Ctrl');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setMod('⌘');
  }, []);
  if (off) return null;
  return (
    <button
      type="button"
      className="q-search-button"
      onClick={() => openSearch()}
      onPointerEnter={prepareSearch}
      onPointerDown={prepareSearch}
      onFocus={prepareSearch}
      aria-keyshortcuts="Control+K Meta+K /"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="q-search-button__text">{texts.searchPlaceholderText}</span>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the key hint is not focusable; hidden so the button's name is only its text. */}
      <kbd className="q-search-button__key" aria-hidden="true">
        {mod} K
      </kbd>
    </button>
  );
}
