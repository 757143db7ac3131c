/**
 * One search client per language and version, its index fetched when the browser is idle.
 *
 * The launcher starts the first client as soon as the dialog's code has arrived (at idle time,
 * or at once when the reader asks for search), before React has rendered the dialog: on a
 * large page that render waits behind other work, and every millisecond the index download
 * and the worker start earlier is one the first query does not wait. The dialog then takes
 * that client over. A client for another language or version (after a navigation) waits for
 * the next idle moment.
 */
import { createSearchClient, type SearchClient, useLang, useVersion, whenIdle } from '@quire/runtime';
import { useEffect, useRef, useState } from 'react';

/** The client started for the dialog before it mounted, until the dialog takes it. */
let started: { lang: string; version: string; client: SearchClient } | undefined;
/** Dialogs using a client: once one is, it starts its own and nothing may start one for it. */
let users = 0;

/**
 * Starts a search client (index download and worker) for the dialog that is about to mount.
 * Does nothing when a dialog already has one (its code was there already, so it mounted first).
 */
export function startSearchClient(lang: string, version: string): void {
  if (started || users > 0) return;
  const client = createSearchClient(lang, version);
  void client.init();
  started = { lang, version, client };
}

/** The started client if it is for this language and version; a started one for another is dropped. */
function takeStarted(lang: string, version: string): SearchClient | undefined {
  const early = started;
  started = undefined;
  if (early && early.lang === lang && early.version === version) return early.client;
  early?.client.dispose();
  return undefined;
}

export function useSearchClient(): SearchClient | undefined {
  const lang = useLang();
  const version = useVersion();
  const [client, setClient] = useState<SearchClient>();
  const first = useRef(true);
  useEffect(() => {
    users++;
    const early = first.current ? takeStarted(lang, version) : undefined;
    const c = early ?? createSearchClient(lang, version);
    setClient(c);
    let cancel = () => {};
    // The dialog mounts only at idle time or on request, so its first client may start now.
    if (!early && first.current) void c.init();
    else if (!early) cancel = whenIdle(() => void c.init());
    first.current = false;
    return () => {
      users--;
      cancel();
      c.dispose();
    };
  }, [lang, version]);
  return client;
}
