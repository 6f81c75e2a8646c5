import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/database.js';
import * as schema from '../db/schema/index.js';
import { startTestServer, type TestServer } from './server.js';

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
 * Makes `email` a caller the server knows: the first request verifies the token, the second reads and
 * remembers the person; from then on a request costs only its own queries.
 */
export async function knownCaller(server: TestServer, email: string): Promise<void> {
  for (let i = 0; i < 2; i++) await server.call(email, 'GET', '/v1/Me');
}

/** A test server whose queries are counted: `queries()` tells how many it has sent so far. */
export async function countedServer(
  database: Database,
): Promise<{ server: TestServer; queries: () => number }> {
  const counting = countingDb(database);
  return { server: await startTestServer({ ...database, db: counting.db }), queries: counting.queries };
}
