/** A built fixture's `dist/` served by the preview server's handler on a free port, as a static host would. */
import http from 'node:http';
import { createStaticHandler } from '@quire/core';

export interface ServedDist {
  url: string;
  close: () => Promise<void>;
}

export async function serveDist(dist: string): Promise<ServedDist> {
  const handler = createStaticHandler(dist, '/');
  // The fixtures have no favicon; the browser's request for one is not the page's error.
  const server = http.createServer((req, res) => (req.url === '/favicon.ico' ? res.writeHead(204).end() : handler(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections open; closing waits for none of them.
        server.closeAllConnections();
      }),
  };
}
