import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  assignments,
  calendarFeeds,
  checkpoints,
  evidence,
  scheduleOccurrences,
  schedules,
  users,
} from '../../db/schema/index.js';
import { checkpointsOfAssignment, joinThings, thingColumns } from '../work/work.repository.js';

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

    /**
     * The schedules whose work the person does: those on an owner they are responsible for, and the reviews
     * of that owner's evidence; each with what names the owner (`thingColumns`).
     */
    schedulesOf(companyId: string, userId: string) {
      const ownersEvidence = db
        .select({ id: evidence.id })
        .from(evidence)
        .where(
          or(eq(evidence.itemId, assignments.itemId), eq(evidence.requirementId, assignments.requirementId)),
        );
      const query = db
        .select({
          id: schedules.id,
          rule: schedules.rule,
          startsOn: schedules.startsOn,
          plannedUntil: schedules.plannedUntil,
          ...thingColumns,
        })
        .from(assignments)
        .leftJoin(checkpoints, checkpointsOfAssignment)
        .innerJoin(
          schedules,
          and(
            eq(schedules.companyId, assignments.companyId),
            or(
              eq(schedules.itemId, assignments.itemId),
              eq(schedules.requirementId, assignments.requirementId),
              inArray(schedules.evidenceId, ownersEvidence),
            ),
          ),
        )
        .$dynamic();
      return joinThings(query, assignments).where(
        and(eq(assignments.companyId, companyId), eq(assignments.userId, userId), eq(assignments.type, 0)),
      );
    },

    /** The occurrences planned for the schedules, earliest first. */
    occurrencesOf(companyId: string, scheduleIds: string[]) {
      if (scheduleIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: scheduleOccurrences.id,
          scheduleId: scheduleOccurrences.scheduleId,
          dueOn: scheduleOccurrences.dueOn,
          status: scheduleOccurrences.status,
        })
        .from(scheduleOccurrences)
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            inArray(scheduleOccurrences.scheduleId, scheduleIds),
          ),
        )
        .orderBy(asc(scheduleOccurrences.dueOn));
    },
  };
}
