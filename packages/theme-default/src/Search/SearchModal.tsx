/**
 * The search dialog: Ctrl/Cmd+K or the navbar button opens it, results come from the search
 * worker (debounced 150 ms), arrow keys move the selection, Enter opens it, Escape closes and
 * focus returns to where it was.
 */
import { createSearchClient, type PageResult, type SearchClient, useLang, useVersion, whenIdle } from '@quire/runtime';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useThemeConfig } from '../logic/theme-config';
import { Highlight } from './Highlight';

import { isSearchShortcut, OPEN_SEARCH_EVENT } from './search-events';

export { OPEN_SEARCH_EVENT, openSearch } from './search-events';
export const DEBOUNCE_MS = 150;

function useSearchClient(): SearchClient | undefined {
  const lang = useLang();
  const version = useVersion();
  const [client, setClient] = useState<SearchClient>();
  useEffect(() => {
    const c = createSearchClient(lang, version);
    setClient(c);
    // Fetch the index when the browser is idle, not during first paint.
    const cancel = whenIdle(() => void c.init());
    return () => {
      cancel();
      c.dispose();
    };
  }, [lang, version]);
  return client;
}

export function SearchModal() {
  const { texts } = useThemeConfig();
  const client = useSearchClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PageResult[]>([]);
  const [searched, setSearched] = useState('');
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const listId = useId();

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  useEffect(() => {
    const show = () => {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setOpen(true);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (isSearchShortcut(e)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, []);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!client || !open) return;
    const q = query.trim();
    const timer = setTimeout(() => {
      if (!q) {
        setResults([]);
        setSearched('');
        return;
      }
      client.search(q).then((r) => {
        setResults(r);
        setSearched(q);
        setSelected(0);
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [client, query, open]);

  const hits = useMemo(() => results.flatMap((page) => page.hits.map((hit) => ({ page, hit }))), [results]);

  useEffect(() => {
    dialog.current?.querySelector(`[data-index="${selected}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const go = (link: string) => {
    close();
    navigate(link);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setSelected((s) => (s + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setSelected((s) => (s - 1 + hits.length) % hits.length);
    } else if (e.key === 'Enter' && hits[selected] && (e.target === input.current || (e.target as HTMLElement).getAttribute('role') === 'listbox')) {
      e.preventDefault();
      go(hits[selected].hit.link);
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button, [role="listbox"]') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  if (!open) return null;
  let index = -1;
  return (
    <div className="q-search__backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the dialog */}
      <div ref={dialog} className="q-search" role="dialog" aria-modal="true" aria-label={texts.searchPlaceholderText} onKeyDown={onKeyDown}>
        <div className="q-search__bar">
          <input
            ref={input}
            className="q-search__input"
            type="search"
            value={query}
            placeholder={texts.searchPlaceholderText}
            aria-label={texts.searchPlaceholderText}
            aria-controls={listId}
            aria-activedescendant={hits.length ? `${listId}-${selected}` : undefined}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="q-search__cancel" onClick={close}>
            {texts.searchCancelText}
          </button>
        </div>
        <div className="q-search__results" id={listId} role="listbox" aria-label={texts.searchPlaceholderText} tabIndex={0}>
          {searched && !results.length && (
            <p className="q-search__empty" role="status">
              {texts.searchNoResultsText} "<strong>{searched}</strong>". {texts.searchTryAgainText}
            </p>
          )}
          {results.map((page, g) => (
            <div key={page.routePath} className="q-search__group" role="group" aria-labelledby={`${listId}-g${g}`}>
              <div id={`${listId}-g${g}`} className="q-search__group-title">
                {page.title}
              </div>
              {page.hits.map((hit) => {
                index++;
                const i = index;
                return (
                  // The input owns the keyboard (aria-activedescendant); options react to the pointer.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                  <div
                    key={`${hit.type}-${hit.link}-${i}`}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === selected}
                    data-index={i}
                    data-link={hit.link}
                    className={`q-search__hit${i === selected ? ' q-search__hit--selected' : ''}`}
                    onMouseEnter={() => setSelected(i)}
                    onClick={() => go(hit.link)}
                  >
                    <span className="q-search__hit-header">{hit.type === 'content' ? hit.header : hit.type === 'header' ? '#' : ''}</span>
                    <span className="q-search__hit-text">
                      <Highlight text={hit.statement} ranges={hit.highlightInfoList} />
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
