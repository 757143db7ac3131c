/** A port for a server a test starts, from the system's own choice. */
import net from 'node:net';

/**
 * A port nobody listens on now, picked by the system: never one another test file holds (two files run at once), and
 * from the ephemeral range, above every port Chromium refuses to open (5060 and 5061, SIP, lie in the range the dev
 * tests once drew from).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
