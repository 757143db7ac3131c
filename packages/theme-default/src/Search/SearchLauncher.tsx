/**
 * Keeps the search dialog out of the first load: its code (and the search client) is fetched
 * when the browser is idle, or at once when the reader asks for search before that. A request
 * made while the code is on its way is replayed once the dialog is listening.
 */
import { useSiteData } from '@quire/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isSearchShortcut, OPEN_SEARCH_EVENT, openSearch } from './search-events';

const SearchModal = lazy(() => import('./SearchModal').then((m) => ({ default: m.SearchModal })));

function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1500);
  return () => window.clearTimeout(id);
}

/** Opens the dialog right after it mounts (effects of earlier siblings run first). */
function Replay({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    openSearch();
    onDone();
  }, [onDone]);
  return null;
}

/** Nothing at all when the site turned search off: Ctrl+K stays the browser's. */
export function SearchLauncher() {
  return useSiteData().search.mode === 'off' ? null : <Launcher />;
}

function Launcher() {
  const [load, setLoad] = useState(false);
  const [replay, setReplay] = useState(false);

  useEffect(() => {
    if (load) return;
    const request = () => {
      setReplay(true);
      setLoad(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      request();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, request);
    const cancel = whenIdle(() => setLoad(true));
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, request);
      cancel();
    };
  }, [load]);

  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal />
      {replay && <Replay onDone={() => setReplay(false)} />}
    </Suspense>
  );
}
