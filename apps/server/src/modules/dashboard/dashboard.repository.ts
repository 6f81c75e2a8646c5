import { DASHBOARD_LIST_LIMIT, DASHBOARD_PEOPLE_LIMIT } from '@praxis/contract';
import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  assignments,
  checkpoints,
  evidenceRevisions,
  requirementAssessments,
  scheduleOccurrences,
  schedules,
  specifications,
  users,
} from '../../db/schema/index.js';
import {
  countWhere,
  joinReviewed,
  occurrenceIs,
  reviewed,
  scheduleOwner,
} from '../schedules/schedules.states.repository.js';
import {
  checkpointsOfAssignment,
  joinOccurrenceOwners,
  joinThings,
  type OccurrenceRow,
  occurrenceColumns,
  type ThingRow,
  thingColumns,
} from '../work/work.repository.js';

/** A missed deadline: the last day has passed and nothing is implemented. */
const overdueOn = (today: string) =>
  and(isNull(checkpoints.implemented), lt(checkpoints.deadline, today)) as SQL;

/** An implementation whose expiry falls from today to `until`, both included. */
const expiringBetween = (today: string, until: string) =>
  and(isNotNull(checkpoints.implemented), sql`${checkpoints.expires} between ${today} and ${until}`) as SQL;

/** A requirement declared not applicable has no open work: its dates count nowhere, as its colour is gray. */
const applicable = sql`${requirementAssessments.applicable} is distinct from false`;

const newer = alias(evidenceRevisions, 'newer');

/** Joins an occurrence's requirement's assessment (none for an item's), for `applicable`. */
const assessmentOfOccurrence = eq(requirementAssessments.requirementId, scheduleOwner.requirementId);
/** Joins the person responsible (assignment type 0) for an occurrence's owner: the one who does it. */
const responsibleForOccurrence = and(
  eq(assignments.type, 0),
  or(
    eq(assignments.itemId, scheduleOwner.itemId),
    eq(assignments.requirementId, scheduleOwner.requirementId),
  ),
);

/** The company-wide reads of the dashboard: each one set-based query, whatever the data. */
export function dashboardRepository(db: Executor) {
  /** The first DASHBOARD_LIST_LIMIT checkpoints matching `where`, ordered by `order`, and how many match. */
  async function datedThings(companyId: string, where: SQL, order: SQL) {
    const query = db
      .select({ ...thingColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(checkpoints)
      .leftJoin(requirementAssessments, eq(requirementAssessments.requirementId, checkpoints.requirementId))
      .$dynamic();
    const rows: (ThingRow & { total: number })[] = await joinThings(query, checkpoints)
      .where(and(eq(checkpoints.companyId, companyId), applicable, where))
      .orderBy(order, asc(checkpoints.itemId), asc(checkpoints.requirementId))
      .limit(DASHBOARD_LIST_LIMIT);
    return { count: rows[0]?.total ?? 0, rows };
  }

  return {
    specifications(companyId: string) {
      return db
        .select({ id: specifications.id, legacyId: specifications.legacyId, name: specifications.name })
        .from(specifications)
        .where(eq(specifications.companyId, companyId))
        .orderBy(asc(specifications.name));
    },

    overdue: (companyId: string, today: string) =>
      datedThings(companyId, overdueOn(today), asc(checkpoints.deadline)),

    expiring: (companyId: string, today: string, until: string) =>
      datedThings(companyId, expiringBetween(today, until), asc(checkpoints.expires)),

    /** The first DASHBOARD_LIST_LIMIT missed occurrences, oldest first, and how many there are. */
    async missedOccurrences(companyId: string, today: string) {
      const query = db
        .select({ ...occurrenceColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(scheduleOccurrences)
        .$dynamic();
      const rows: (OccurrenceRow & { total: number })[] = await joinOccurrenceOwners(query)
        .leftJoin(requirementAssessments, assessmentOfOccurrence)
        .where(and(eq(scheduleOccurrences.companyId, companyId), applicable, occurrenceIs.overdue(today)))
        .orderBy(asc(scheduleOccurrences.dueOn), asc(scheduleOccurrences.id))
        .limit(DASHBOARD_LIST_LIMIT);
      return { count: rows[0]?.total ?? 0, rows };
    },

    /** How many occurrences not recorded yet are due on `today` and how many are missed, company-wide. */
    async occurrenceCounts(companyId: string, today: string) {
      const [row] = await db
        .select({
          due: countWhere(occurrenceIs.due(today)),
          overdue: countWhere(occurrenceIs.overdue(today)),
        })
        .from(scheduleOccurrences)
        .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
        .leftJoin(reviewed, joinReviewed)
        .leftJoin(requirementAssessments, assessmentOfOccurrence)
        .where(
          and(
            eq(scheduleOccurrences.companyId, companyId),
            eq(scheduleOccurrences.status, 'open'),
            applicable,
            sql`${scheduleOccurrences.dueOn} <= ${today}::date`,
          ),
        );
      return { due: Number(row?.due ?? 0), overdue: Number(row?.overdue ?? 0) };
    },

    /** Evidence whose latest revision (no newer one exists) is submitted. */
    async evidenceAwaitingReview(companyId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(evidenceRevisions)
        .where(
          and(
            eq(evidenceRevisions.companyId, companyId),
            eq(evidenceRevisions.status, 'submitted'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(newer)
                .where(
                  and(
                    eq(newer.evidenceId, evidenceRevisions.evidenceId),
                    gt(newer.number, evidenceRevisions.number),
                  ),
                ),
            ),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The people with the most overdue work, most first: each thing assigned to them with a missed deadline,
     * and each missed occurrence of what they are responsible for, counts once.
     */
    peopleWithMostOverdue(companyId: string, today: string) {
      const missedDeadlines = db
        .select({
          userId: assignments.userId,
          work: sql<string>`coalesce(${assignments.itemId}, ${assignments.requirementId})`.as('work'),
        })
        .from(assignments)
        .innerJoin(checkpoints, checkpointsOfAssignment)
        .leftJoin(requirementAssessments, eq(requirementAssessments.requirementId, assignments.requirementId))
        .where(and(eq(assignments.companyId, companyId), applicable, overdueOn(today)));
      const missedOccurrences = db
        .select({ userId: assignments.userId, work: sql<string>`${scheduleOccurrences.id}`.as('work') })
        .from(scheduleOccurrences)
        .innerJoin(schedules, eq(schedules.id, scheduleOccurrences.scheduleId))
        .leftJoin(reviewed, joinReviewed)
        .innerJoin(assignments, and(eq(assignments.companyId, companyId), responsibleForOccurrence))
        .leftJoin(requirementAssessments, assessmentOfOccurrence)
        .where(and(eq(scheduleOccurrences.companyId, companyId), applicable, occurrenceIs.overdue(today)));
      const work = unionAll(missedDeadlines, missedOccurrences).as('overdue_work');
      const overdue = countDistinct(work.work);
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          overdue,
        })
        .from(work)
        .innerJoin(users, eq(users.id, work.userId))
        .groupBy(users.id)
        .orderBy(desc(overdue), asc(users.email))
        .limit(DASHBOARD_PEOPLE_LIMIT);
    },
  };
}
