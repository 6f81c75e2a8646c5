import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rateLimits } from '../../db/schema/index.js';

export function rateLimitsRepository(db: Executor) {
  return {
    /**
     * Adds each caller's requests to the window that began at `windowStart` and answers every caller's count
     * of that window so far, in one statement. An instance whose clock lags behind adds to the newer window
     * rather than starting it again. `hits` holds each key once (one row may not be updated twice).
     */
    async add(hits: ReadonlyMap<string, number>, windowStart: Date): Promise<Map<string, number>> {
      if (hits.size === 0) return new Map();
      const rows = await db
        .insert(rateLimits)
        .values([...hits].map(([key, count]) => ({ key, windowStart, hits: count })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} >= excluded.window_start then ${rateLimits.hits} + excluded.hits else excluded.hits end`,
            windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ key: rateLimits.key, hits: rateLimits.hits });
      return new Map(rows.map((row) => [row.key, row.hits]));
    },
    /** Forgets the callers whose window ended before `windowStart`: their next request starts at 1 anyway. */
    async purgeBefore(windowStart: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowStart));
    },
  };
}
