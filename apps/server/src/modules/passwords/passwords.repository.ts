import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { credentials } from '../../db/schema/index.js';

/** The built-in provider's stored passwords (scrypt hashes), by user. */
export function passwordsRepository(db: Executor) {
  return {
    async hashOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: credentials.passwordHash })
        .from(credentials)
        .where(eq(credentials.userId, userId));
      return row?.passwordHash;
    },

    async set(userId: string, passwordHash: string) {
      await db
        .insert(credentials)
        .values({ userId, passwordHash })
        .onConflictDoUpdate({ target: credentials.userId, set: { passwordHash, updatedAt: new Date() } });
    },
  };
}
