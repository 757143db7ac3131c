/**
 * Keeps the search dialog out of the first load: its code (and the search client) is fetched
 * when the browser is idle, or at once when the reader asks for search before that. A request
 * made before the dialog listens (also while its code is on its way) is replayed once it does.
 *
 * The dialog mounts once its module is there, not through `React.lazy` and `<Suspense>`: React
 * holds back a suspended boundary's content for up to 300 ms after its fallback showed, so a
 * reader pressing Ctrl+K just after the code arrived waited that long for the dialog.
 */
import { useLang, useSiteData, useVersion, whenIdle } from '@quire/runtime';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { isSearchShortcut, OPEN_SEARCH_EVENT, openSearch } from './search-events';

const loadDialog = () => import('./SearchModal');

/**
 * Runs once the dialog has mounted (effects of earlier siblings run first, so it is listening):
 * replays a request made while its code was on its way.
 */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** Nothing at all when the site turned search off: Ctrl+K stays the browser's. */
export function SearchLauncher() {
  return useSiteData().search.mode === 'off' ? null : <Launcher />;
}

function Launcher() {
  const lang = useLang();
  const version = useVersion();
  const page = useRef({ lang, version });
  page.current = { lang, version };
  const [load, setLoad] = useState(false);
  const [SearchModal, setSearchModal] = useState<ComponentType | null>(null);
  const [mounted, setMounted] = useState(false);
  const replay = useRef(false);

  // Until the dialog listens itself, requests are caught here, also while its code loads.
  useEffect(() => {
    if (mounted) return;
    const request = () => {
      replay.current = true;
      setLoad(true);
    };
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      request();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, request);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, request);
    };
  }, [mounted]);

  useEffect(() => (load ? undefined : whenIdle(() => setLoad(true))), [load]);

  // Once the dialog's code is asked for, its search client starts as soon as the code arrives,
  // not when React gets round to rendering the dialog. Only once, for the page it was asked on:
  // a later language's client is the dialog's to start.
  useEffect(() => {
    const { lang, version } = page.current;
    if (!load) return;
    loadDialog().then(
      (m) => {
        m.startSearchClient(lang, version);
        setSearchModal(() => m.SearchModal);
      },
      (error: unknown) => console.warn('[quire] the search dialog could not be loaded:', error),
    );
  }, [load]);

  const onMount = useCallback(() => {
    setMounted(true);
    if (replay.current) {
      replay.current = false;
      openSearch();
    }
  }, []);

  if (!SearchModal) return null;
  return (
    <>
      <SearchModal />
      <Mounted onMount={onMount} />
    </>
  );
}
