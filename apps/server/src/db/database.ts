import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { type ChannelHandlers, listenPglite, listenPostgres, type StopListening } from './listen.js';
import { lockDataDir } from './lock.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository runs its queries on: the database, or a transaction a service opened. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The client under `db`, for the job queue, which speaks SQL text rather than drizzle (pg-boss-adapter.ts). */
  client: PGlite | pg.Pool;
  /** Where the data lives, for log lines; never contains a password. */
  location: string;
  migrate(): Promise<void>;
  /** Hears NOTIFY on `channel`, from every instance on the database; the answer stops listening. */
  listen(channel: string, on: ChannelHandlers): Promise<StopListening>;
  /** True when the database answers and every migration shipped with this build is applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

/** Where the migrations are and where a database records which ones it has (tests migrate in steps too). */
export const MIGRATIONS = {
  migrationsFolder: migrationsDir,
  migrationsSchema: 'drizzle',
  migrationsTable: 'migrations',
};
// Any constant works; it only has to be the same for every instance of Praxis on one database.
const MIGRATION_LOCK_KEY = 7_233_816_451;

const shippedMigrations = () => readMigrationFiles(MIGRATIONS).length;

async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.migrations`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

function readiness(db: Db) {
  return async () => {
    try {
      return (await appliedMigrations(db)) >= shippedMigrations();
    } catch {
      return false;
    }
  };
}

/** The embedded default: PGlite in `dataDir` (or in memory for tests), guarded by a folder lock. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  let client: PGlite;
  try {
    // pg_trgm backs the item name search (migration 0004 creates the extension).
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    client,
    location: dataDir ?? 'memory',
    migrate: async () => {
      await migratePglite(db as never, MIGRATIONS);
    },
    listen: (channel, on) => listenPglite(client, channel, on),
    isReady: readiness(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Production: PostgreSQL through a connection pool. */
export async function openPostgres(
  url: string,
  options: { poolSize?: number; onIdleError?: (error: Error) => void } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection the server drops (restart, failover) emits 'error' on the pool; unhandled, that
  // would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    driver: 'postgres',
    client: pool,
    location: safe.toString(),
    migrate: async () => {
      // Several instances may start together; the advisory lock makes them apply migrations one at a time,
      // and each later one finds nothing left to do.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg(conn, { schema }), MIGRATIONS);
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    listen: (channel, on) => listenPostgres(url, channel, on),
    isReady: readiness(db),
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { onIdleError }) : openPglite(config.dataDir);
}
