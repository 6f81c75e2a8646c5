import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { assignments, users } from '../../db/schema/index.js';
import type { OwnerRef } from '../items/items.lookup.js';

export type AssignmentView = Awaited<ReturnType<ReturnType<typeof assignmentsRepository>['list']>>[number];

/** An item's or a requirement's assignments: ids are UUIDs, unique across both. */
const ownedBy = (ownerId: string) =>
  or(eq(assignments.itemId, ownerId), eq(assignments.requirementId, ownerId));

export function assignmentsRepository(db: Executor) {
  return {
    list(companyId: string, ownerId: string) {
      return db
        .select({
          type: assignments.type,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.userId))
        .where(and(eq(assignments.companyId, companyId), ownedBy(ownerId)))
        .orderBy(asc(assignments.type));
    },
    async set(companyId: string, owner: OwnerRef, type: number, userId: string): Promise<void> {
      await db
        .insert(assignments)
        .values({
          companyId,
          ...(owner.isRequirement ? { requirementId: owner.id } : { itemId: owner.id }),
          type,
          userId,
        })
        .onConflictDoUpdate({
          target: [owner.isRequirement ? assignments.requirementId : assignments.itemId, assignments.type],
          set: { userId, updatedAt: new Date() },
        });
    },
    async remove(companyId: string, ownerId: string, type: number): Promise<void> {
      await db
        .delete(assignments)
        .where(and(eq(assignments.companyId, companyId), ownedBy(ownerId), eq(assignments.type, type)));
    },
  };
}
