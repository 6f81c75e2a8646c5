import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { assignments, users } from '../../db/schema/index.js';

export type AssignmentView = Awaited<ReturnType<ReturnType<typeof assignmentsRepository>['list']>>[number];

export function assignmentsRepository(db: Executor) {
  return {
    list(companyId: string, itemId: string) {
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
        .where(and(eq(assignments.companyId, companyId), eq(assignments.itemId, itemId)))
        .orderBy(asc(assignments.type));
    },
    async set(companyId: string, itemId: string, type: number, userId: string): Promise<void> {
      await db
        .insert(assignments)
        .values({ companyId, itemId, type, userId })
        .onConflictDoUpdate({
          target: [assignments.itemId, assignments.type],
          set: { userId, updatedAt: new Date() },
        });
    },
    async remove(companyId: string, itemId: string, type: number): Promise<void> {
      await db
        .delete(assignments)
        .where(
          and(
            eq(assignments.companyId, companyId),
            eq(assignments.itemId, itemId),
            eq(assignments.type, type),
          ),
        );
    },
  };
}
