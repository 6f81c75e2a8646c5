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
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  assignments,
  checkpoints,
  evidenceRevisions,
  requirementAssessments,
  specifications,
  users,
} from '../../db/schema/index.js';
import { checkpointsOfAssignment, joinThings, type ThingRow, thingColumns } from '../work/work.repository.js';

/** A missed deadline: the last day has passed and nothing is implemented. */
const overdueOn = (today: string) =>
  and(isNull(checkpoints.implemented), lt(checkpoints.deadline, today)) as SQL;

/** An implementation whose expiry falls from today to `until`, both included. */
const expiringBetween = (today: string, until: string) =>
  and(isNotNull(checkpoints.implemented), sql`${checkpoints.expires} between ${today} and ${until}`) as SQL;

/** A requirement declared not applicable has no open work: its dates count nowhere, as its colour is gray. */
const applicable = sql`${requirementAssessments.applicable} is distinct from false`;

const newer = alias(evidenceRevisions, 'newer');

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

    /** The people holding the most things with a missed deadline, most first. */
    peopleWithMostOverdue(companyId: string, today: string) {
      const overdue = countDistinct(sql`coalesce(${assignments.itemId}, ${assignments.requirementId})`);
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          overdue,
        })
        .from(assignments)
        .innerJoin(users, eq(users.id, assignments.userId))
        .innerJoin(checkpoints, checkpointsOfAssignment)
        .leftJoin(requirementAssessments, eq(requirementAssessments.requirementId, assignments.requirementId))
        .where(and(eq(assignments.companyId, companyId), applicable, overdueOn(today)))
        .groupBy(users.id)
        .orderBy(desc(overdue), asc(users.email))
        .limit(DASHBOARD_PEOPLE_LIMIT);
    },
  };
}
