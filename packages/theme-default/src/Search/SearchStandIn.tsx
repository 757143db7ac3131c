/**
 * What a search request shows while the dialog's code is on its way: the dialog's frame and a
 * focused input, so the reader can start typing at once; the launcher hands the text to the
 * dialog when it arrives. Escape or a press outside closes it.
 */
import type { RefObject } from 'react';
import { useEffect } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { focusSearchInput } from './search-events';

export function SearchStandIn({ inputRef, onClose }: { inputRef: RefObject<HTMLInputElement | null>; onClose: () => void }) {
  const { texts } = useThemeConfig();
  useEffect(() => focusSearchInput(inputRef.current), [inputRef]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog closes it; keys close it with Escape in the dialog.
    <div className="q-search__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="q-search"
        role="dialog"
        aria-modal="true"
        aria-label={texts.searchPlaceholderText}
        aria-busy="true"
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          e.preventDefault();
          onClose();
        }}
      >
        <div className="q-search__bar">
          <input
            ref={inputRef}
            className="q-search__input"
            type="search"
            placeholder={texts.searchPlaceholderText}
            aria-label={texts.searchPlaceholderText}
          />
          <button type="button" className="q-search__cancel" onClick={onClose}>
            {texts.searchCancelText}
          </button>
        </div>
      </div>
    </div>
  );
}
