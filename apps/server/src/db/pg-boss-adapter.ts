import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Db as JobsDb,
} from 'pg-boss';
import type { Database, Executor } from './database.js';

/**
 * How pg-boss reaches the app's database: never through a pool of its own, so one process holds one set of
 * connections (and PGlite, one instance, can only be reached this way at all). pg-boss takes anything with
 * `executeSql(text, values)`; it issues single statements with `$n` values, and multi-statement scripts
 * without values (its schema, and steps it runs under an advisory lock in one `BEGIN … COMMIT`).
 *
 * - PGlite: pg-boss's own PGlite adapter sends scripts to `exec` and single statements to `query`, and
 *   rolls back a script that failed halfway, since the one session would otherwise stay aborted.
 * - PostgreSQL: the app's pool, queried directly rather than through drizzle, whose parsers hand out dates
 *   as text where pg-boss expects `Date`s. Without values node-postgres uses the simple protocol, which
 *   runs a script whole on one connection, as on pg-boss's own pool.
 *
 * Nothing pg-boss does here needs a session of its own: we use neither LISTEN/NOTIFY nor its transactional
 * workers, the two features that do.
 */
export function jobsConnection(database: Database): Pick<ConstructorOptions, 'db' | 'backend'> {
  const { client } = database;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' };
  return { db: { executeSql: (text, values) => client.query(text, values) }, backend: 'postgres' };
}

/**
 * A drizzle transaction (or the database) as pg-boss's `db` option, so a job is written by the
 * transaction of the change that causes it and exists only if that commits.
 */
export function inTransaction(tx: Executor): JobsDb {
  // drizzle types a raw `execute` as answering `unknown`; both drivers answer `{ rows }`, as pg-boss expects.
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}
