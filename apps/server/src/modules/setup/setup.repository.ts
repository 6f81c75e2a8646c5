import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies, credentials, users } from '../../db/schema/index.js';
import { FIRST_COMPANY_LOCK } from '../../db/sql.js';
import type { CompanyRow, UserRow } from '../users/users.repository.js';

export function setupRepository(db: Executor) {
  return {
    async hasCompanies(): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).limit(1);
      return row !== undefined;
    },

    /** Waits for whoever else is making the first company (demo seed, another setup) until its commit. */
    async lockFirstCompany() {
      await db.execute(sql`select pg_advisory_xact_lock(${FIRST_COMPANY_LOCK})`);
    },

    async insertCompany(name: string): Promise<CompanyRow> {
      const [row] = await db.insert(companies).values({ name }).returning();
      if (!row) throw new Error(`company ${name} was not created`);
      return row;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error(`user ${values.email} was not created`);
      return row;
    },

    async insertCredentials(userId: string, passwordHash: string) {
      await db.insert(credentials).values({ userId, passwordHash });
    },
  };
}
