/** One search client per language and version, its index fetched when the browser is idle. */
import { createSearchClient, type SearchClient, useLang, useVersion, whenIdle } from '@quire/runtime';
import { useEffect, useState } from 'react';

export function useSearchClient(): SearchClient | undefined {
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
