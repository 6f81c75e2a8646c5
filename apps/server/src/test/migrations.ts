import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Database, MIGRATIONS } from '../db/database.js';
import { drivers, freshDatabase, type TestDatabase } from './databases.js';

/**
 * A copy of the migrations folder that ends before `tag`, so a database can be left at that version, filled
 * with the data a migration has to carry over, and then migrated the rest of the way (`database.migrate()`).
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'praxis-migrations-'));
  const journal = JSON.parse(await readFile(join(MIGRATIONS.migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const entries: { tag: string }[] = journal.entries;
  const index = entries.findIndex((e) => e.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const before = entries.slice(0, index);
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const e of before) {
    await copyFile(join(MIGRATIONS.migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  }
  return folder;
}

/** Applies the migrations of `migrationsFolder` (one `migrationsBefore` made) with the database's driver. */
export const migrateWith = (database: Database, migrationsFolder: string) =>
  database.driver === 'pglite'
    ? migratePglite(database.db as never, { ...MIGRATIONS, migrationsFolder })
    : migratePg(database.db as never, { ...MIGRATIONS, migrationsFolder });

/** The rows of a raw query, which the schema of the latest migration may not describe yet. */
export const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A suite per driver for the migration `tag`: its tests get a database migrated up to just before it, to fill
 * with the data the migration carries over before `database().migrate()` runs it.
 */
export function describeMigration(tag: string, suite: (database: () => TestDatabase) => void) {
  for (const driver of drivers) {
    describe(`migration ${tag} [${driver}]`, () => {
      let database: TestDatabase;
      let folder: string;
      beforeAll(async () => {
        database = await freshDatabase(driver, { migrate: false });
        folder = await migrationsBefore(tag);
        await migrateWith(database, folder);
      });
      afterAll(async () => {
        await database.dispose();
        await rm(folder, { recursive: true, force: true });
      });
      suite(() => database);
    });
  }
}
