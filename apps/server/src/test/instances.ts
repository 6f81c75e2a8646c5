import { afterAll, beforeAll } from 'vitest';
import { type Database, openPostgres } from '../db/database.js';
import { createPostgresDatabase } from './databases.js';
import { startTestServer, type TestServer } from './server.js';

/**
 * The scale-out of docs/operations.md for a suite: two instances behind a load balancer on one fresh PostgreSQL
 * database, each with its own connections. `env` is asked for once the database exists (a bucket's
 * variables, say), `server` holds the test server's options; `teardown` runs after the instances stop.
 */
export function twoInstances(
  options: {
    env?: () => Promise<Record<string, string>>;
    server?: Parameters<typeof startTestServer>[2];
    teardown?: () => Promise<void>;
  } = {},
): () => [TestServer, TestServer] {
  const instances: TestServer[] = [];
  const pools: Database[] = [];
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    for (let i = 0; i < 2; i++) pools.push(await openPostgres(created.url, { poolSize: 4 }));
    await pools[0]?.migrate();
    const env = (await options.env?.()) ?? {};
    for (const pool of pools) instances.push(await startTestServer(pool, env, options.server));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const pool of pools) await pool.close();
    await options.teardown?.();
    await dropDatabase();
  });
  return () => instances as [TestServer, TestServer];
}
