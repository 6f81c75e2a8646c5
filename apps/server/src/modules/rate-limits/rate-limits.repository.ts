import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rateLimits } from '../../db/schema/index.js';

export function rateLimitsRepository(db: Executor) {
  return {
    /**
     * Counts one request of `key` in the window that began at `windowStart` and answers the window's count
     * so far, in one statement. An instance whose clock lags behind adds to the newer window rather than
     * starting it again.
     */
    async hit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + 1 else 1 end`,
            windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ hits: rateLimits.hits });
      return row?.hits ?? 1;
    },
    /** Forgets the callers whose window ended before `windowStart`: their next request starts at 1 anyway. */
    async purgeBefore(windowStart: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowStart));
    },
  };
}
