import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { expect } from 'vitest';
import type { Database, Db } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import { ACCOUNTS_CHANNEL } from '../modules/auth/accounts-cache.js';
import { startTestServer, type TestServer } from './server.js';

/** Far above the milliseconds a notification takes, so that only a server that never hears fails. */
const HEARD_WITHIN_MS = 30_000;

/**
 * A second drizzle handle on the test database's own client that counts the statements sent through it, so
 * a test can tell how many queries a service makes (and that the number does not grow with the data).
 */
export function countingDb(database: Database): { db: Db; queries: () => number } {
  let queries = 0;
  const logger = {
    logQuery: () => {
      queries += 1;
    },
  };
  const db = (database.driver === 'pglite'
    ? drizzlePglite(database.client as PGlite, { schema, logger })
    : drizzlePg(database.client as pg.Pool, { schema, logger })) as unknown as Db;
  return { db, queries: () => queries };
}

/**
 * Makes `email` a caller the server knows, so that from then on a request costs only its own queries. Signing
 * in changes the person, and the database tells every instance so, the server itself too, a moment later: a
 * caller remembered before that notification arrives is forgotten again. So a notification of our own follows
 * (the listening connection hears them in order), and the caller counts as known once the server has heard it
 * (a request reads the person again) and then remembers them (a request costs nothing).
 */
export async function knownCaller(server: TestServer, email: string, queries: () => number): Promise<void> {
  const cost = async () => {
    const before = queries();
    expect((await server.call(email, 'GET', '/v1/Me')).statusCode).toBe(200);
    return queries() - before;
  };
  const remembered = { timeout: HEARD_WITHIN_MS, interval: 20 };
  await expect.poll(cost, remembered).toBe(0);
  await server.app.database.db.execute(sql`select pg_notify(${ACCOUNTS_CHANNEL}, 'test')`);
  await expect.poll(cost, remembered).toBeGreaterThan(0);
  await expect.poll(cost, remembered).toBe(0);
}

/** A test server whose queries are counted: `queries()` tells how many it has sent so far. */
export async function countedServer(
  database: Database,
): Promise<{ server: TestServer; queries: () => number }> {
  const counting = countingDb(database);
  return { server: await startTestServer({ ...database, db: counting.db }), queries: counting.queries };
}
