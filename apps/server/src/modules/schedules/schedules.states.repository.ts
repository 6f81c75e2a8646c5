import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { evidence, scheduleOccurrences, schedules } from '../../db/schema/index.js';

/**
 * What an owner's schedules tell on a day (its own work, the review of its documentation, and the review of
 * each of its evidence, taken together): how many occurrences are missed (overdue) and how many are due, and
 * whether any has been done.
 */
export interface ScheduleState {
  overdue: number;
  due: number;
  done: boolean;
}

/** The evidence an evidence review is about; join it with `joinReviewed`. */
export const reviewed = alias(evidence, 'reviewed');

/**
 * The item or requirement a schedule counts for: its own owner, or the owner of the evidence it reviews.
 * Needs `schedules` and `reviewed` (`joinReviewed`) in the query.
 */
export const scheduleOwner = {
  itemId: sql<string | null>`coalesce(${schedules.itemId}, ${reviewed.itemId})`,
  requirementId: sql<string | null>`coalesce(${schedules.requirementId}, ${reviewed.requirementId})`,
};

/** Joins an occurrence to its schedule and the evidence an evidence review is about. */
export const joinReviewed = and(
  eq(reviewed.id, schedules.evidenceId),
  eq(reviewed.companyId, schedules.companyId),
);

/** The last day of an occurrence's grace period. */
export const graceEndsOn = sql<string>`(${scheduleOccurrences.dueOn} + ${schedules.graceDays})`;

/**
 * An occurrence's state on `today` (YYYY-MM-DD, the company's day) as the contract's `occurrenceStates`
 * tells it: open and past its grace period is overdue (missed); open from its day to the end of its grace
 * period is due; open before its day is upcoming.
 */
export const occurrenceIs = {
  overdue: (today: string) =>
    sql`(${scheduleOccurrences.status} = 'open' and ${graceEndsOn} < ${today}::date)`,
  due: (today: string) =>
    sql`(${scheduleOccurrences.status} = 'open' and ${scheduleOccurrences.dueOn} <= ${today}::date and ${graceEndsOn} >= ${today}::date)`,
  upcoming: (today: string) =>
    sql`(${scheduleOccurrences.status} = 'open' and ${scheduleOccurrences.dueOn} > ${today}::date)`,
};

/** Counts the occurrences matching `condition` in a grouped query. */
export const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** What the semaphore reads of the occurrences the schedules of its owners have planned. */
export function scheduleStatesRepository(db: Executor) {
  return {
    /**
     * The schedule state on `today` of each owner given (items and requirements), in one query: every
     * schedule on the owner (its work, its documentation's review) and the review schedules of its evidence
     * together. Owners without occurrences have no entry.
     */
    async statesOf(companyId: string, ownerIds: readonly string[], today: string) {
      const states = new Map<string, ScheduleState>();
      if (ownerIds.length === 0) return states;
      const ids = [...ownerIds];
      const ownerId = sql<string>`coalesce(${scheduleOwner.itemId}, ${scheduleOwner.requirementId})`;
      const rows = await db
        .select({
          ownerId,
          overdue: countWhere(occurrenceIs.overdue(today)),
          due: countWhere(occurrenceIs.due(today)),
          done: sql<boolean>`bool_or(${scheduleOccurrences.status} = 'done')`,
        })
        .from(scheduleOccurrences)
        .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
        .leftJoin(reviewed, joinReviewed)
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            eq(schedules.companyId, companyId),
            or(
              inArray(schedules.itemId, ids),
              inArray(schedules.requirementId, ids),
              inArray(reviewed.itemId, ids),
              inArray(reviewed.requirementId, ids),
            ),
          ),
        )
        .groupBy(ownerId);
      for (const row of rows) {
        states.set(row.ownerId, {
          overdue: Number(row.overdue),
          due: Number(row.due),
          done: row.done === true,
        });
      }
      return states;
    },
  };
}
