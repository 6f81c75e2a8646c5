import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';

/** The company's own settings row: its time zone. */
export function companyRepository(db: Executor) {
  return {
    async timeZone(companyId: string): Promise<string> {
      const [row] = await db
        .select({ timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.timeZone ?? 'UTC';
    },

    async setTimeZone(companyId: string, timeZone: string): Promise<void> {
      await db.update(companies).set({ timeZone, updatedAt: new Date() }).where(eq(companies.id, companyId));
    },

    /** Every company with its time zone: the daily runs work out each one's today. */
    all(): Promise<{ id: string; timeZone: string }[]> {
      return db.select({ id: companies.id, timeZone: companies.timeZone }).from(companies);
    },
  };
}
