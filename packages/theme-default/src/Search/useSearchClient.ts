/**
 * One search client per language and version, its index fetched when the browser is idle.
 *
 * The launcher starts the first client when the browser is idle, from this module alone (the
 * worker and the index's head cost the page's thread nothing worth the dialog's code), and again
 * for another language or version the reader moves to before opening search. The dialog takes
 * that client over when it mounts; a client for a later language or version is the dialog's to
 * start, at the next idle moment.
 */
import { createSearchClient, type SearchClient, useLang, useVersion, whenIdle } from '@quire/runtime';
import { useEffect, useRef, useState } from 'react';

/** The client started for the dialog before it mounted, until the dialog takes it. */
let started: { lang: string; version: string; client: SearchClient } | undefined;
/** Dialogs using a client: once one is, it starts its own and nothing may start one for it. */
let users = 0;

/**
 * Starts a search client (index download and worker) for the dialog to take when it mounts,
 * replacing one started for another language or version. Does nothing when a dialog already has
 * one (it starts its own).
 */
export function startSearchClient(lang: string, version: string): void {
  if (users > 0 || (started?.lang === lang && started.version === version)) return;
  started?.client.dispose();
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
