import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { checkpoints, type OwnerKey, ownerColumn, ownerValues } from '../../db/schema/index.js';

export type CheckpointDates = Pick<typeof checkpoints.$inferSelect, 'deadline' | 'implemented' | 'expires'>;

/** The three dates as columns, for the reads that join `checkpoints` to their owners. */
export const checkpointDates = {
  deadline: checkpoints.deadline,
  implemented: checkpoints.implemented,
  expires: checkpoints.expires,
};

/** An owner without a row has no dates yet. */
export const noCheckpoints = (): CheckpointDates => ({ deadline: null, implemented: null, expires: null });

export function checkpointsRepository(db: Executor) {
  return {
    async get(companyId: string, owner: OwnerKey): Promise<CheckpointDates> {
      const [row] = await db
        .select(checkpointDates)
        .from(checkpoints)
        .where(and(eq(checkpoints.companyId, companyId), eq(ownerColumn(checkpoints, owner), owner.id)));
      return row ?? noCheckpoints();
    },
    async save(companyId: string, owner: OwnerKey, dates: CheckpointDates): Promise<void> {
      await db
        .insert(checkpoints)
        .values({ companyId, ...ownerValues(owner), ...dates })
        .onConflictDoUpdate({
          target: ownerColumn(checkpoints, owner),
          set: { ...dates, updatedAt: new Date() },
        });
    },
  };
}
