import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { assignments, type OwnerKey, ownerColumn, ownerValues, users } from '../../db/schema/index.js';
import { elementIdsOf } from '../owners/owners.repository.js';

export type AssignmentView = Awaited<ReturnType<ReturnType<typeof assignmentsRepository>['list']>>[number];

/** An item's or a requirement's assignments: ids are UUIDs, unique across both. */
const ownedBy = (ownerId: string) =>
  or(eq(assignments.itemId, ownerId), eq(assignments.requirementId, ownerId));

export function assignmentsRepository(db: Executor) {
  const rows = (where: SQL | undefined) =>
    db
      .select({
        requirementId: assignments.requirementId,
        type: assignments.type,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .where(where)
      .orderBy(asc(assignments.type));

  return {
    list(companyId: string, ownerId: string) {
      return rows(and(eq(assignments.companyId, companyId), ownedBy(ownerId)));
    },
    /** The assignments of every requirement of a specification, in one query, each requirement's as `list`. */
    listOfSpecification(companyId: string, specificationId: string) {
      return rows(
        and(
          eq(assignments.companyId, companyId),
          inArray(assignments.requirementId, elementIdsOf(db, companyId, specificationId)),
        ),
      );
    },
    async set(companyId: string, owner: OwnerKey, type: number, userId: string): Promise<void> {
      await db
        .insert(assignments)
        .values({ companyId, ...ownerValues(owner), type, userId })
        .onConflictDoUpdate({
          target: [ownerColumn(assignments, owner), assignments.type],
          set: { userId, updatedAt: new Date() },
        });
    },
    /**
     * Hands every assignment of one person to another in one statement (offboarding). The
     * leaving person holds each slot, so the one taking over cannot hold it already.
     */
    transfer(companyId: string, fromUserId: string, toUserId: string) {
      return db
        .update(assignments)
        .set({ userId: toUserId, updatedAt: new Date() })
        .where(and(eq(assignments.companyId, companyId), eq(assignments.userId, fromUserId)))
        .returning({
          itemId: assignments.itemId,
          requirementId: assignments.requirementId,
          type: assignments.type,
        });
    },
    async remove(companyId: string, ownerId: string, type: number): Promise<void> {
      await db
        .delete(assignments)
        .where(and(eq(assignments.companyId, companyId), ownedBy(ownerId), eq(assignments.type, type)));
    },
  };
}
