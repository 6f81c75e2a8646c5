import { createServer } from 'node:net';

/**
 * Asks the kernel for a port nobody listens on; another process could take it before the server does, rarely.
 * Plain Node without other imports: the e2e and benchmark launcher (e2e/fixtures/server.ts) uses it too.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('could not read a free port'));
        else resolve(address.port);
      });
    });
  });
}
