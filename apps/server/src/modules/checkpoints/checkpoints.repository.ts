import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { checkpoints } from '../../db/schema/index.js';

export type CheckpointDates = Pick<typeof checkpoints.$inferSelect, 'deadline' | 'implemented' | 'expires'>;

export function checkpointsRepository(db: Executor) {
  return {
    async get(companyId: string, itemId: string): Promise<CheckpointDates> {
      const [row] = await db
        .select({
          deadline: checkpoints.deadline,
          implemented: checkpoints.implemented,
          expires: checkpoints.expires,
        })
        .from(checkpoints)
        .where(and(eq(checkpoints.companyId, companyId), eq(checkpoints.itemId, itemId)));
      return row ?? { deadline: null, implemented: null, expires: null };
    },
    async save(companyId: string, itemId: string, dates: CheckpointDates): Promise<void> {
      await db
        .insert(checkpoints)
        .values({ companyId, itemId, ...dates })
        .onConflictDoUpdate({ target: checkpoints.itemId, set: { ...dates, updatedAt: new Date() } });
    },
  };
}
