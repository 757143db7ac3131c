/**
 * Keeps the search dialog out of the page until the reader shows they want it: its code is
 * fetched on pointer over, a press of or focus on the search button, and on Ctrl+K or `/`, so
 * compiling and rendering it is never part of a page load. Only the search worker and its index
 * (off the page's thread) start with the page: the worker from the app's code at its first
 * commit, since starting a worker takes turns of the page's thread, which are free between
 * hydration's slices and not once the reader has pressed a key; its client, a small chunk of its
 * own, when the browser is idle or at the reader's intent if that comes first.
 *
 * A request made before the dialog listens opens a stand-in at once: the same dialog frame with
 * a focused input, so keys typed while the code is on its way are kept and handed to the dialog.
 * What is typed there is also sent to the search worker, which fetches and ranks it meanwhile.
 *
 * The dialog mounts once its module is there, not through `React.lazy` and `<Suspense>`: React
 * holds back a suspended boundary's content for up to 300 ms after its fallback showed, so a
 * reader pressing Ctrl+K just after the code arrived waited that long for the dialog.
 */
import { prefetchSearch, startSearchWorker, useLang, useSiteData, useVersion, whenIdle } from '@quire/runtime';
import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { isSearchShortcut, OPEN_SEARCH_EVENT, openSearch, PREPARE_SEARCH_EVENT } from './search-events';
import { openStandIn, type SearchStandIn } from './search-stand-in';

const loadDialog = () => import('./SearchModal');
const loadClient = () => import('./useSearchClient');

/**
 * Runs once the dialog has mounted (layout effects of earlier siblings run first, so it is
 * listening): hands over a request made while its code was on its way. A layout effect, so the
 * stand-in's text is read, the stand-in removed and the dialog opened in one task, and no key
 * can land in the stand-in after its text was read.
 */
function Mounted({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount]);
  return null;
}

/** Nothing at all when the site turned search off: Ctrl+K stays the browser's. */
export function SearchLauncher() {
  return useSiteData().search.mode === 'off' ? null : <Launcher />;
}

function Launcher() {
  const lang = useLang();
  const version = useVersion();
  const [SearchModal, setSearchModal] = useState<ComponentType | null>(null);
  const [mounted, setMounted] = useState(false);
  const { texts } = useThemeConfig();
  /** Open while the reader waits for the dialog's code; what they typed is read from it at hand-over. */
  const standIn = useRef<SearchStandIn | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** Set before the hand-over's open request, which the dialog answers and this must not catch. */
  const handedOver = useRef(false);

  // Asked for in the handler of the reader's intent, not after the render it starts.
  const dialogAsked = useRef(false);
  const fetchDialog = useCallback(() => {
    if (dialogAsked.current) return;
    dialogAsked.current = true;
    loadDialog().then(
      (m) => setSearchModal(() => m.SearchModal),
      (error: unknown) => console.warn('[quire] the search dialog could not be loaded:', error),
    );
  }, []);

  // The worker and the index's head, for this page's language; the dialog takes the client over when it mounts.
  // The worker itself starts at once, from the app's code: the client's chunk runs only when the page's thread is free.
  const startClient = useCallback(() => {
    startSearchWorker(lang, version);
    loadClient().then(
      (m) => m.startSearchClient(lang, version),
      () => undefined,
    );
  }, [lang, version]);

  const closeStandIn = useCallback(() => {
    standIn.current?.remove();
    standIn.current = null;
    returnFocus.current?.focus();
  }, []);

  // Until the dialog listens itself, requests are caught here, also while its code loads. The
  // reader's intent starts the client too, if the browser was not idle yet: the worker and the
  // index's head then load beside the dialog's code, not after it.
  useEffect(() => {
    if (mounted) return;
    const request = () => {
      if (handedOver.current) return;
      if (!standIn.current) {
        returnFocus.current = document.activeElement as HTMLElement | null;
        const standInTexts = { label: texts.searchPlaceholderText, cancel: texts.searchCancelText };
        standIn.current = openStandIn(standInTexts, { onClose: closeStandIn, onType: prefetchSearch });
      }
      fetchDialog();
      startClient();
    };
    const prepare = () => {
      fetchDialog();
      startClient();
    };
    const onKey = (e: KeyboardEvent) => {
      if (standIn.current || !isSearchShortcut(e)) return;
      e.preventDefault();
      request();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, request);
    window.addEventListener(PREPARE_SEARCH_EVENT, prepare);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, request);
      window.removeEventListener(PREPARE_SEARCH_EVENT, prepare);
    };
  }, [mounted, startClient, fetchDialog, closeStandIn, texts]);

  // A stand-in left open when the launcher goes (another layout) goes with it.
  useEffect(() => () => standIn.current?.remove(), []);

  // The worker from the first commit (see above); once mounted, the dialog's client has one.
  useLayoutEffect(() => {
    if (!mounted) startSearchWorker(lang, version);
  }, [lang, version, mounted]);

  // The client when the browser is idle, before any intent; once mounted, the dialog starts its own.
  useEffect(() => {
    if (mounted) return;
    return whenIdle(startClient);
  }, [startClient, mounted]);

  const onMount = useCallback(() => {
    setMounted(true);
    handedOver.current = true;
    const open = standIn.current;
    if (!open) return;
    const query = open.input.value;
    open.remove();
    standIn.current = null;
    // The dialog notes where focus was when it opens: the place the reader left, not the stand-in.
    returnFocus.current?.focus();
    openSearch({ query });
  }, []);

  return (
    SearchModal && (
      <>
        <SearchModal />
        <Mounted onMount={onMount} />
      </>
    )
  );
}
