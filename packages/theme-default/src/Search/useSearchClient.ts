/**
 * One search client per language and version, its index fetched when the browser is idle.
 * The dialog that uses this mounts only at idle time or when the reader asks for search, so
 * the first client starts at once: waiting for a second idle moment would leave the index
 * unrequested when a reader opens search right after the page loads. A client for another
 * language or version (after a navigation) waits for idle again.
 */
import { createSearchClient, type SearchClient, useLang, useVersion, whenIdle } from '@quire/runtime';
import { useEffect, useRef, useState } from 'react';

export function useSearchClient(): SearchClient | undefined {
  const lang = useLang();
  const version = useVersion();
  const [client, setClient] = useState<SearchClient>();
  const first = useRef(true);
  useEffect(() => {
    const c = createSearchClient(lang, version);
    setClient(c);
    let cancel = () => {};
    if (first.current) void c.init();
    else cancel = whenIdle(() => void c.init());
    first.current = false;
    return () => {
      cancel();
      c.dispose();
    };
  }, [lang, version]);
  return client;
}
