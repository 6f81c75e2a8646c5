import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { calendarFeeds, users } from '../../db/schema/index.js';

export function calendarRepository(db: Executor) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row;
    },
    /** Whose feed a token hash opens: the person, their company and language. */
    async ownerOf(tokenHash: string) {
      const [row] = await db
        .select({ userId: users.id, companyId: users.companyId, language: users.language, role: users.role })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },
    /** Stores a new token hash for the person, replacing (and so disabling) any earlier one. */
    async replace(companyId: string, userId: string, tokenHash: string): Promise<Date> {
      const createdAt = new Date();
      await db
        .insert(calendarFeeds)
        .values({ companyId, userId, tokenHash, createdAt })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
      return createdAt;
    },
    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
  };
}
