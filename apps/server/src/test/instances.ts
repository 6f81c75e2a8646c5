import { afterAll, beforeAll } from 'vitest';
import { type Database, openPostgres } from '../db/database.js';
import { createPostgresDatabase } from './databases.js';
import { startTestServer, type TestServer } from './server.js';

/**
 * Two connection pools on one fresh PostgreSQL database, as two instances of the server each hold their own.
 * Closed and dropped after the suite, once whatever was registered after them has stopped.
 */
export function twoPools(): () => [Database, Database] {
  const pools: Database[] = [];
  let dropDatabase = async () => {};
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    for (let i = 0; i < 2; i++) pools.push(await openPostgres(created.url, { poolSize: 4 }));
    await pools[0]?.migrate();
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await dropDatabase();
  });
  return () => pools as [Database, Database];
}

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
  const pools = twoPools();
  const instances: TestServer[] = [];
  beforeAll(async () => {
    const env = (await options.env?.()) ?? {};
    for (const pool of pools()) instances.push(await startTestServer(pool, env, options.server));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await options.teardown?.();
  });
  return () => instances as [TestServer, TestServer];
}
