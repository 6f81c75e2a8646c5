import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';
import { freshDatabase, type TestDatabase } from '../test/databases.js';
import { startTestServer, type TestServer } from '../test/server.js';

describe('a route whose handler sends its own answer', () => {
  let database: TestDatabase;
  let server: TestServer;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(database, { LOG_LEVEL: 'warn' }, { sampleData: true, logStream });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('answers once over HTTP, compressed as the browser accepts, and sends nothing after it', async () => {
    const token = await server.tokenOf(DEMO_ACCOUNTS.admin.email);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const specifications = await fetch(`${server.base}/v2/specifications`, { headers });
    const [specification] = (await specifications.json()) as { id: string }[];
    logs.length = 0;
    // The tree is kept as written JSON and sent compressed by its handler, which answers with the reply.
    const tree = await fetch(`${server.base}/v2/specifications/${specification?.id}/elements`, { headers });
    expect(tree.status).toBe(200);
    expect(tree.headers.get('content-encoding')).toBe('br');
    expect(((await tree.json()) as unknown[]).length).toBeGreaterThan(0);
    // A second send would be refused, with a warning, once the first answer has gone out in full.
    await server.app.requestsDone();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs.join('')).not.toContain('Reply was already sent');
  });
});
