/**
 * The search dialog: Ctrl/Cmd+K, `/` or the navbar button opens it, results come from the search
 * client (local worker or remote API; see `DEBOUNCE_MS`), a tab per index when there are
 * several, arrow keys move the selection, Enter opens it, Escape closes and focus returns to
 * where it was.
 */
import { type SearchGroup, useNavigate, useSiteData } from '@quire/runtime';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { linkKind, warmRoute } from '../components/Link';
import { useThemeConfig } from '../logic/theme-config';
import { SearchResults } from './SearchResults';
import { SearchTabs } from './SearchTabs';
import { focusSearchInput, isSearchShortcut, OPEN_SEARCH_EVENT, requestedQuery } from './search-events';
import { useSearchClient } from './useSearchClient';

export { OPEN_SEARCH_EVENT, openSearch } from './search-events';
/**
 * Keystrokes closer together than this are one query: it is searched once they pause this long.
 * A query changed after such a pause (pasted, or typing resumed) is searched at once, when it is
 * at least `AT_ONCE_MIN_LENGTH` characters: shorter ones are inside most words, and wait.
 */
export const DEBOUNCE_MS = 150;
const AT_ONCE_MIN_LENGTH = 3;

/** Whether a change of the query to `query` is searched without waiting: long enough, and after a pause. */
function searchesAtOnce(last: { query: string; at: number }, query: string, now: number): boolean {
  return query !== last.query && query.trim().length >= AT_ONCE_MIN_LENGTH && now - last.at >= DEBOUNCE_MS;
}

/** The dialog, unless the site turned search off (`search: false`). */
export function SearchModal() {
  return useSiteData().search.mode === 'off' ? null : <SearchDialog />;
}

function SearchDialog() {
  const { texts } = useThemeConfig();
  const client = useSearchClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [tab, setTab] = useState(0);
  const [searched, setSearched] = useState('');
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const listId = useId();
  /** When the query last changed, and to what: a change after a pause is searched at once. */
  const lastChange = useRef({ query, at: Number.NEGATIVE_INFINITY });

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);

  // A layout effect: the launcher hands a stand-in's request over as the dialog mounts, in the same task.
  useLayoutEffect(() => {
    const show = (event?: Event) => {
      // Ctrl+K again while open must not make the dialog's own input the place to return to.
      if (!dialog.current?.contains(document.activeElement)) returnFocus.current = document.activeElement as HTMLElement | null;
      // Text typed into the launcher's stand-in while this code was on its way.
      const typed = event && requestedQuery(event);
      if (typed !== undefined) setQuery(typed);
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
    if (!open) return;
    focusSearchInput(input.current);
    // A reader who opens search before the idle-time fetch: start now, so the index and the
    // worker get ready while the first query waits out its debounce.
    void client?.init();
  }, [open, client]);

  useEffect(() => {
    if (!client || !open) return;
    const q = query.trim();
    const now = Date.now();
    const atOnce = searchesAtOnce(lastChange.current, query, now);
    if (query !== lastChange.current.query) lastChange.current = { query, at: now };
    // A slow answer to an older query must not replace the newer one's; a remote one is cancelled.
    let current = true;
    const abort = new AbortController();
    const run = () => {
      if (!q) {
        setGroups([]);
        setSearched('');
        return;
      }
      client.search(q, undefined, abort.signal).then((answer) => {
        if (!current) return;
        setGroups(answer);
        setSearched(q);
        setSelected(0);
      });
    };
    // The index's files for this query are fetched during the debounce, not after it.
    if (q && !atOnce) client.prefetch?.(q);
    const timer = atOnce ? undefined : setTimeout(run, DEBOUNCE_MS);
    if (atOnce) run();
    return () => {
      current = false;
      abort.abort();
      clearTimeout(timer);
    };
  }, [client, query, open]);

  const indexes = client?.indexes ?? [];
  const tabbed = indexes.length > 1;
  const results = useMemo(
    () => (tabbed ? (groups.find((g) => g.index === indexes[tab]?.value)?.results ?? []) : groups.flatMap((g) => g.results)),
    [groups, tabbed, indexes, tab],
  );
  const hits = useMemo(() => results.flatMap((page) => page.hits), [results]);
  const chooseTab = (next: number) => {
    setTab(next);
    setSelected(0);
  };

  useEffect(() => {
    dialog.current?.querySelector(`[data-index="${selected}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, results]);

  // The selected hit's page (and the route table it needs) starts loading once the results are
  // drawn, so Enter finds it on its way; a link's hover or focus does the same elsewhere.
  useEffect(() => {
    const link = hits[selected]?.link;
    if (link && linkKind(link) === 'route') warmRoute(link);
  }, [hits, selected]);

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
      go(hits[selected].link);
    } else if (e.key === 'Tab') {
      // Keep focus inside the dialog while it is open.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button:not([tabindex="-1"]), [role="listbox"]') ?? [])];
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
  const list = (
    <div className="q-search__results" id={listId} role="listbox" aria-label={texts.searchPlaceholderText} tabIndex={0}>
      {searched && !results.length && (
        <p className="q-search__empty" role="status">
          {texts.searchNoResultsText} "<strong>{searched}</strong>". {texts.searchTryAgainText}
        </p>
      )}
      <SearchResults results={results} id={listId} selected={selected} onSelect={setSelected} onFollow={close} />
    </div>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog closes it; keys close it with Escape in the dialog.
    <div className="q-search__backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
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
        {tabbed ? (
          <>
            <SearchTabs
              indexes={indexes}
              active={tab}
              onChange={chooseTab}
              id={listId}
              label={texts.searchIndexesText}
              counts={searched ? indexes.map((i) => groups.find((g) => g.index === i.value)?.results.length ?? 0) : undefined}
            />
            <div className="q-search__panel" role="tabpanel" id={`${listId}-panel`} aria-labelledby={`${listId}-tab-${tab}`}>
              {list}
            </div>
          </>
        ) : (
          list
        )}
      </div>
    </div>
  );
}
