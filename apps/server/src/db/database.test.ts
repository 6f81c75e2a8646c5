import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, describeEachDatabase, drivers, freshDatabase } from '../test/databases.js';
import { openPostgres } from './database.js';
import { companies, users } from './schema/index.js';

describeEachDatabase('migrations', (db) => {
  it('create the companies and users tables and report ready', async () => {
    const { db: orm } = db();
    expect(await db().isReady()).toBe(true);
    const [company] = await orm.insert(companies).values({ name: 'Demo AS' }).returning();
    const [user] = await orm
      .insert(users)
      .values({ companyId: company!.id, email: 'ada@example.com', role: 'Administrator' })
      .returning();
    expect(user).toMatchObject({ companyId: company!.id, role: 'Administrator', language: 'en-US' });
    expect(typeof user!.legacyId).toBe('number');
  });

  it('are applied once: migrating again changes nothing', async () => {
    await db().migrate();
    const result = await db().db.execute(sql`select count(*)::int as n from drizzle.migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(await db().isReady()).toBe(true);
  });

  it('enforce the tenancy pattern: a user needs an existing company', async () => {
    await expect(
      db()
        .db.insert(users)
        .values({ companyId: '00000000-0000-0000-0000-000000000000', email: 'x@example.com' }),
    ).rejects.toThrow();
  });
});

describe('readiness', () => {
  it('is false before migrations are applied', async () => {
    const database = await freshDatabase('pglite', { migrate: false });
    try {
      expect(await database.isReady()).toBe(false);
      await database.migrate();
      expect(await database.isReady()).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});

describe.runIf(drivers.includes('postgres'))('migrations on PostgreSQL under the advisory lock', () => {
  it('are applied exactly once when several instances start together', async () => {
    const created = await createPostgresDatabase();
    const instances = await Promise.all([1, 2, 3, 4].map(() => openPostgres(created.url, { poolSize: 2 })));
    try {
      await Promise.all(instances.map((i) => i.migrate()));
      const result = await instances[0]!.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.migrations`,
      );
      const row = (result as unknown as { rows: { n: number; d: number }[] }).rows[0]!;
      expect(row.n).toBe(row.d);
      expect(await instances[0]!.isReady()).toBe(true);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
      await created.drop();
    }
  });
});
