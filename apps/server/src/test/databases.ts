import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/database.js';

export type Driver = 'pglite' | 'postgres';

/** Every database test runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A throw-away PostgreSQL database on the TEST_DATABASE_URL server, with a way to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `praxis_t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  return {
    url: databaseUrl(name),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export interface TestDatabase extends Database {
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/** A clean, migrated database of the given driver. */
export async function freshDatabase(
  driver: Driver,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  let database: Database;
  let drop = async () => {};
  if (driver === 'pglite') {
    database = await openPglite(undefined);
  } else {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openPostgres(created.url, { poolSize: 4 });
  }
  if (options.migrate !== false) await database.migrate();
  return {
    ...database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Empties every table of the application (not the migration journal) and restarts its sequences, as a new
 * installation has them. TRUNCATE costs PostgreSQL about a second for the app's sixty tables (it makes each
 * table's files anew), and tests empty the database before every test: as a superuser (CI's and PGlite's)
 * DELETE does it in milliseconds, in any order, with the foreign keys' triggers off for the transaction.
 */
export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(sql`do $$
    declare name text;
    begin
      if (select rolsuper from pg_roles where rolname = current_user) then
        perform set_config('session_replication_role', 'replica', true);
        for name in select tablename from pg_tables where schemaname = 'public' loop
          execute format('delete from %I', name);
        end loop;
        for name in select sequencename from pg_sequences where schemaname = 'public' loop
          execute format('alter sequence %I restart', name);
        end loop;
      else
        select string_agg(quote_ident(tablename), ', ') into name from pg_tables where schemaname = 'public';
        if name is not null then
          execute 'truncate ' || name || ' restart identity cascade';
        end if;
      end if;
    end $$`);
}

/**
 * Declares the same suite once per driver. A database is created and migrated once per suite (a PGlite
 * start costs about two seconds) and emptied before every test, so each test starts on a clean database.
 */
export function describeEachDatabase(name: string, suite: (db: () => TestDatabase, driver: Driver) => void) {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await freshDatabase(driver);
      });
      beforeEach(async () => {
        if (current) await truncateAll(current);
      });
      afterAll(async () => {
        await current?.dispose();
        current = undefined;
      });
      suite(() => {
        if (!current) throw new Error('database used outside a test');
        return current;
      }, driver);
    });
  }
}
